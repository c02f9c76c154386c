import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import {
  Marquee as ArkMarquee,
  type MarqueePauseStatusDetails,
  type UseMarqueeContext,
  useMarquee,
  useMarqueeContext,
} from '@ark-ui/react/marquee';
import { Pause, Play } from 'lucide-react';
import {
  createContext,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefAttributes,
  useContext,
  useState,
} from 'react';
import { marquee } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enMarquee } from '../../i18n/messages/en-marquee';
import { createParts } from '../../lib/parts';
import { useReducedMotion } from '../../lib/reduced-motion';
import { useControllableState } from '../../lib/use-controllable-state';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enMarquee);

const { withProvider, withContext } = createParts(marquee);

export interface MarqueeRootProps extends Omit<ArkMarquee.RootProps, 'side'> {
  /** Where the items go: `start` (the default: leftwards, rightwards in right to left) or `end`. */
  side?: 'start' | 'end';
}
export interface MarqueeRootProviderProps extends ArkMarquee.RootProviderProps {}
export interface MarqueeViewportProps extends ArkMarquee.ViewportProps {}
export interface MarqueeContentProps extends ArkMarquee.ContentProps {}
export interface MarqueeEdgeProps extends ArkMarquee.EdgeProps {}
export interface MarqueeItemProps extends ArkMarquee.ItemProps {}
export interface MarqueePauseTriggerProps extends HTMLArkProps<'button'> {}

/**
 * The reader's choice, apart from zag's one `paused`: `paused` is what the pause button shows and changes; while
 * the pointer or focus is inside, or the reader asks for less motion, the items hold still all the same, and move
 * again once that is over, unless the button paused them.
 */
interface Motion {
  paused: boolean;
  toggle: () => void;
  reduced: boolean;
}
const MotionContext = createContext<Motion | undefined>(undefined);

// zag calls the region a 'marquee' in English (`aria-roledescription`): the page's language here.
function HeldRoot({
  ref,
  children,
  paused,
  defaultPaused = false,
  onPauseChange,
  pauseOnInteraction = true,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...props
}: MarqueeRootProps & RefAttributes<HTMLDivElement>) {
  const { t } = useLanguage();
  const reduced = useReducedMotion();
  const [chosen, setChosen] = useControllableState(paused, defaultPaused, (next) => onPauseChange?.({ paused: next }));
  const [pointer, setPointer] = useState(false);
  const [focus, setFocus] = useState(false);
  const held = pauseOnInteraction && (pointer || focus);
  return (
    <ArkMarquee.Root
      aria-roledescription={t('core.marquee.marquee')}
      {...props}
      ref={ref}
      paused={chosen || held || reduced}
      onPointerEnter={(event: PointerEvent<HTMLDivElement>) => {
        onPointerEnter?.(event);
        setPointer(true);
      }}
      onPointerLeave={(event: PointerEvent<HTMLDivElement>) => {
        onPointerLeave?.(event);
        setPointer(false);
      }}
      onFocus={(event: FocusEvent<HTMLDivElement>) => {
        onFocus?.(event);
        setFocus(true);
      }}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        onBlur?.(event);
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocus(false);
      }}
    >
      <MotionContext value={{ paused: chosen, toggle: () => setChosen((current) => !current), reduced }}>
        {children}
      </MotionContext>
    </ArkMarquee.Root>
  );
}

function TranslatedRootProvider(props: MarqueeRootProviderProps & RefAttributes<HTMLDivElement>) {
  const { t } = useLanguage();
  return <ArkMarquee.RootProvider aria-roledescription={t('core.marquee.marquee')} {...props} />;
}

/**
 * Ark renders the same props on every copy of the content; here only the first is read: the copies that make the
 * loop seamless are hidden from screen readers (zag) and inert, so that Tab does not reach a link twice.
 */
function OnceReadContent({ ref, children, style, ...props }: MarqueeContentProps & RefAttributes<HTMLDivElement>) {
  const api = useMarqueeContext();
  return Array.from({ length: api.contentCount }, (_, index) => {
    const own = api.getContentProps({ index }) as Record<string, unknown> & { style?: object };
    const copy = index > 0 ? { role: 'presentation', 'aria-hidden': true, inert: true } : {};
    return (
      <ark.div key={index} {...own} {...props} {...copy} style={{ ...own.style, ...style }} ref={index === 0 ? ref : undefined}>
        {children}
      </ark.div>
    );
  });
}

function TogglingTrigger({ children, onClick, ...props }: MarqueePauseTriggerProps & RefAttributes<HTMLButtonElement>) {
  const api = useMarqueeContext();
  const { t } = useLanguage();
  const motion = useContext(MotionContext) ?? { paused: api.paused, toggle: api.togglePause, reduced: false };
  // Nothing moves for a reader who asks for less motion: there is nothing to pause.
  if (motion.reduced) return null;
  return (
    <ark.button
      type="button"
      aria-label={t(motion.paused ? 'core.marquee.play' : 'core.marquee.pause')}
      data-paused={motion.paused ? '' : undefined}
      {...props}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) motion.toggle();
      }}
    >
      {children ?? (motion.paused ? <Play aria-hidden /> : <Pause aria-hidden />)}
    </ark.button>
  );
}

/**
 * The marquee's state and wrapper: a `region` (`aria-roledescription` 'marquee' in the page's language); name it
 * with `aria-label`. Takes Ark's props: `speed` (pixels a second, 50 by default), `side` (`start`, the default,
 * or `end`: where the items go), `reverse`, `spacing` (between items, a CSS length), `autoFill` (copies the items
 * until they fill the width), `delay`, `loopCount` (0, the default, for ever). `paused`/`defaultPaused`/
 * `onPauseChange` are the pause button's state, the reader's choice; `pauseOnInteraction` (true here) holds the
 * items still while the pointer or focus is inside, and so does a reader's `prefers-reduced-motion`. In right to
 * left the items start from the right and move the other way.
 */
export const MarqueeRoot = /* @__PURE__ */ withProvider(HeldRoot, 'root');
/**
 * The root for state you create yourself with `useMarquee()` (Ark's), e.g. to pause from outside. It holds nothing
 * still by itself: give `useMarquee` its `pauseOnInteraction`, and the pause button shows zag's own state.
 */
export const MarqueeRootProvider = /* @__PURE__ */ withProvider(TranslatedRootProvider, 'root');
/** The window the items move through, clipped; put the content and the edges in it. */
export const MarqueeViewport = /* @__PURE__ */ withContext(ArkMarquee.Viewport, 'viewport');
/**
 * The items, rendered as many times as the loop needs: the first copy is read, the others are hidden from screen
 * readers and inert. Give it `role="list"` with items `role="listitem"` for a list of logos.
 */
export const MarqueeContent = /* @__PURE__ */ withContext(OnceReadContent, 'content');
/** A fade over one end (`side="start"` or `"end"`) into `--marquee-edge-color` (the page's background by default). */
export const MarqueeEdge = /* @__PURE__ */ withContext(ArkMarquee.Edge, 'edge');
/** One item: a logo (`<img alt>`), a name or a link, spaced by the root's `spacing`. */
export const MarqueeItem = /* @__PURE__ */ withContext(ArkMarquee.Item, 'item');
/**
 * The button that pauses and plays the items (WCAG 2.2.2), named by what it does ('Pause scrolling', 'Play
 * scrolling') in the page's language, with a pause or play icon. Put it first, outside the viewport. It is left out
 * for a reader who asks for less motion, for whom nothing moves.
 */
export const MarqueePauseTrigger = /* @__PURE__ */ withContext(TogglingTrigger, 'pauseTrigger');
/** Render prop with the marquee's API (`paused`, `pause`, `resume`, `togglePause`, `restart`…). */
export const MarqueeContext = ArkMarquee.Context;

export { type MarqueePauseStatusDetails, type UseMarqueeContext, useMarquee, useMarqueeContext };

export interface MarqueeProps extends Omit<MarqueeRootProps, 'children'>, RefAttributes<HTMLDivElement> {
  /** Names the marquee (its `region`) for screen readers, in the page's language, e.g. 'Carriers we ship with'. */
  label: string;
  /** The items, in order, e.g. `<img src alt>` or a name each; or give `children` (`Marquee.Item`s) instead. */
  items?: ReactNode[];
  /** `Marquee.Item`s of your own, in place of `items`. */
  children?: ReactNode;
  /** Copies the items until they fill the width, so that the loop shows no gap. Default true (Ark's is false). */
  autoFill?: boolean;
  /** The space between items, a CSS length. Default `var(--spacing-12)`. */
  spacing?: string;
  /** Fades over both ends into `--marquee-edge-color`, the page's background by default. Default true. */
  edges?: boolean;
}

/**
 * A row of items that scrolls by itself, e.g. the strip of carriers' or customers' logos on a marketing page (Ark's
 * marquee): a `region` named by `label` (`aria-roledescription` 'marquee' in the page's language) holding a list of
 * the items, read once (the copies that make the loop are hidden from screen readers), with a pause button first
 * ('Pause scrolling'/'Play scrolling', WCAG 2.2.2). The pointer or focus inside holds it still; under
 * `prefers-reduced-motion: reduce` it does not move, and has no button. `speed` in pixels a second, `side`,
 * `reverse`; in right to left it starts from the right and moves the other way. The items fill the width
 * (`autoFill`) unless told not to.
 */
export function Marquee({ label, items, children, edges = true, autoFill = true, spacing, ...props }: MarqueeProps) {
  return (
    <MarqueeRoot {...props} aria-label={label} autoFill={autoFill} spacing={spacing ?? 'var(--spacing-12)'}>
      <MarqueePauseTrigger />
      <MarqueeViewport>
        {edges ? <MarqueeEdge side="start" /> : null}
        <MarqueeContent role="list">
          {children ??
            items?.map((item, index) => (
              <MarqueeItem key={index} role="listitem">
                {item}
              </MarqueeItem>
            ))}
        </MarqueeContent>
        {edges ? <MarqueeEdge side="end" /> : null}
      </MarqueeViewport>
    </MarqueeRoot>
  );
}
