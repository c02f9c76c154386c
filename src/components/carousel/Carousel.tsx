import {
  Carousel as ArkCarousel,
  type CarouselAutoplayStatusDetails,
  type CarouselPageChangeDetails,
  type UseCarouselContext,
  useCarousel,
  useCarouselContext,
} from '@ark-ui/react/carousel';
import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp, Pause, Play } from 'lucide-react';
import {
  createContext,
  type MouseEvent,
  type ReactNode,
  type RefAttributes,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { carousel } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enCarousel } from '../../i18n/messages/en-carousel';
import { useMergedRefs } from '../../lib/merge-refs';
import { createParts } from '../../lib/parts';
import { prefersReducedMotion } from '../../lib/reduced-motion';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enCarousel);

const { withProvider, withContext } = createParts(carousel);

export interface CarouselRootProps extends ArkCarousel.RootProps {}
export interface CarouselRootProviderProps extends ArkCarousel.RootProviderProps {}
export interface CarouselControlProps extends ArkCarousel.ControlProps {}
export interface CarouselPrevTriggerProps extends ArkCarousel.PrevTriggerProps {}
export interface CarouselNextTriggerProps extends ArkCarousel.NextTriggerProps {}
export interface CarouselAutoplayTriggerProps extends ArkCarousel.AutoplayTriggerProps {}
export interface CarouselItemGroupProps extends ArkCarousel.ItemGroupProps {}
export interface CarouselItemProps extends ArkCarousel.ItemProps {}
export interface CarouselIndicatorGroupProps extends ArkCarousel.IndicatorGroupProps {}
export interface CarouselIndicatorProps extends ArkCarousel.IndicatorProps {}
export interface CarouselProgressTextProps extends ArkCarousel.ProgressTextProps {}

type Translations = NonNullable<CarouselRootProps['translations']>;

/**
 * The rotation as the WAI-ARIA carousel pattern has it: `on` is the reader's choice, which the rotation button
 * shows and changes; while focus or the pointer is inside the carousel the slides hold still all the same, and
 * turn again once both have left. zag knows only its own state, which stops for good on a hover's pause.
 */
interface Rotation {
  on: boolean;
  toggle: () => void;
  labels: { start: string; stop: string };
}
const RotationContext = createContext<Rotation | undefined>(undefined);

function RotationHold({
  root,
  labels,
  children,
}: {
  root: RefObject<HTMLDivElement | null>;
  labels: Rotation['labels'];
  children?: ReactNode;
}) {
  const api = useCarouselContext();
  const latest = useRef(api);
  latest.current = api;
  // Rotation is on, held while focus or the pointer is inside.
  const [held, setHeld] = useState(false);
  const heldRef = useRef(false);
  const inside = useRef({ focus: false, pointer: false });
  const hold = useCallback((value: boolean) => {
    heldRef.current = value;
    setHeld(value);
  }, []);
  // A reader who asks for less motion gets the slides still at first: the rotation button starts them.
  useEffect(() => {
    if (prefersReducedMotion() && latest.current.isPlaying) latest.current.pause();
  }, []);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const update = () => {
      const within = inside.current.focus || inside.current.pointer;
      if (within && latest.current.isPlaying) {
        hold(true);
        latest.current.pause();
      } else if (!within && heldRef.current) {
        hold(false);
        latest.current.play();
      }
    };
    const onFocusIn = () => {
      inside.current.focus = true;
      update();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (element.contains(event.relatedTarget as Node | null)) return;
      inside.current.focus = false;
      update();
    };
    const onPointer = (event: PointerEvent) => {
      inside.current.pointer = event.type === 'pointerenter';
      update();
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    element.addEventListener('pointerenter', onPointer);
    element.addEventListener('pointerleave', onPointer);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
      element.removeEventListener('pointerenter', onPointer);
      element.removeEventListener('pointerleave', onPointer);
    };
  }, [root, hold]);
  const toggle = () => {
    const current = latest.current;
    if (current.isPlaying || heldRef.current) {
      hold(false);
      current.pause();
    } else if (inside.current.focus || inside.current.pointer) {
      // Started from inside (the button is): the slides turn once focus and the pointer have left.
      hold(true);
    } else {
      current.play();
    }
  };
  return <RotationContext value={{ on: api.isPlaying || held, toggle, labels }}>{children}</RotationContext>;
}

// zag's texts are English ('Next slide', '1 of 5'): the page's language here, the root's `translations` over them.
function TranslatedRoot({ ref, children, translations, ...props }: CarouselRootProps & RefAttributes<HTMLDivElement>) {
  const { t } = useLanguage();
  const own = useRef<HTMLDivElement>(null);
  const perPage = props.slidesPerPage ?? 1;
  const texts: Translations = {
    prevTrigger: t('core.carousel.previous'),
    nextTrigger: t('core.carousel.next'),
    item: (index, count) => t('core.carousel.slideName', { index: index + 1, count }),
    // With several slides to a page an indicator goes to a page, not to the slide of its number.
    indicator: (index) => t(perPage > 1 ? 'core.carousel.goToPage' : 'core.carousel.goToSlide', { index: index + 1 }),
    autoplayStart: t('core.carousel.start'),
    autoplayStop: t('core.carousel.stop'),
    progressText: ({ page, totalPages }) => t('core.carousel.progress', { page, total: totalPages }),
    ...translations,
  };
  return (
    <ArkCarousel.Root
      aria-roledescription={t('core.carousel.carousel')}
      {...props}
      translations={texts}
      ref={useMergedRefs(own, ref)}
    >
      <RotationHold root={own} labels={{ start: texts.autoplayStart ?? '', stop: texts.autoplayStop ?? '' }}>
        {children}
      </RotationHold>
    </ArkCarousel.Root>
  );
}

function HeldRootProvider({ ref, children, ...props }: CarouselRootProviderProps & RefAttributes<HTMLDivElement>) {
  const { t } = useLanguage();
  const own = useRef<HTMLDivElement>(null);
  return (
    <ArkCarousel.RootProvider aria-roledescription={t('core.carousel.carousel')} {...props} ref={useMergedRefs(own, ref)}>
      <RotationHold root={own} labels={{ start: t('core.carousel.start'), stop: t('core.carousel.stop') }}>
        {children}
      </RotationHold>
    </ArkCarousel.RootProvider>
  );
}

/**
 * zag turns the slides with ArrowLeft and ArrowRight while focus is in them, the same way in both directions,
 * and not at all in a column. Here the arrow that points to the next slide goes to it: ArrowLeft in right to
 * left, ArrowDown in a column; Home and End go to the first and last page. zag listens on the window before
 * anything else sees the key, so this does too, from earlier (it is added on mount, zag's once focus enters),
 * and takes the key from zag's.
 */
function KeyedItemGroup({ ref, ...props }: CarouselItemGroupProps & RefAttributes<HTMLDivElement>) {
  const api = useCarouselContext();
  const latest = useRef<UseCarouselContext>(api);
  latest.current = api;
  const own = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const group = own.current;
    const win = group?.ownerDocument.defaultView;
    if (!group || !win) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (!(event.target instanceof Node) || !group.contains(event.target)) return;
      const horizontal = group.dataset.orientation !== 'vertical';
      const rtl = win.getComputedStyle(group).direction === 'rtl';
      const current = latest.current;
      const moves: Record<string, () => void> = {
        [horizontal ? (rtl ? 'ArrowLeft' : 'ArrowRight') : 'ArrowDown']: () => current.scrollNext(),
        [horizontal ? (rtl ? 'ArrowRight' : 'ArrowLeft') : 'ArrowUp']: () => current.scrollPrev(),
        Home: () => current.scrollTo(0),
        End: () => current.scrollTo(current.pageSnapPoints.length - 1),
      };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      move();
    };
    win.addEventListener('keydown', onKeyDown, true);
    return () => win.removeEventListener('keydown', onKeyDown, true);
  }, []);
  return <ArkCarousel.ItemGroup {...props} ref={useMergedRefs(own, ref)} />;
}

// zag calls each slide a 'slide' (aria-roledescription) in English, and only hides the slides out of sight from
// screen readers: they are also `inert` here, so that Tab does not reach a link on a slide no one can see.
function TranslatedItem(props: CarouselItemProps & RefAttributes<HTMLDivElement>) {
  const { t } = useLanguage();
  const api = useCarouselContext();
  return <ArkCarousel.Item aria-roledescription={t('core.carousel.slide')} inert={!api.isInView(props.index)} {...props} />;
}

// zag marks the current indicator with `data-current` only: `aria-current` tells screen readers too.
function CurrentIndicator(props: CarouselIndicatorProps & RefAttributes<HTMLButtonElement>) {
  const api = useCarouselContext();
  return <ArkCarousel.Indicator aria-current={props.index === api.page ? 'true' : undefined} {...props} />;
}

// zag names the button by its own state, which a hover's pause changes: the reader's choice names it here.
function RotationTrigger({ children, onClick, ...props }: CarouselAutoplayTriggerProps & RefAttributes<HTMLButtonElement>) {
  const api = useCarouselContext();
  const { t } = useLanguage();
  const rotation = useContext(RotationContext) ?? {
    on: api.isPlaying,
    toggle: () => (api.isPlaying ? api.pause() : api.play()),
    labels: { start: t('core.carousel.start'), stop: t('core.carousel.stop') },
  };
  return (
    <ArkCarousel.AutoplayTrigger
      aria-label={rotation.on ? rotation.labels.stop : rotation.labels.start}
      // A `null` removes zag's, which follows its own state.
      data-pressed={(rotation.on ? '' : null) as unknown as string}
      {...props}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        // Ours runs before zag's, which would start or stop by its own state: it is skipped.
        event.preventDefault();
        rotation.toggle();
      }}
    >
      {children ?? (rotation.on ? <Pause aria-hidden /> : <Play aria-hidden />)}
    </ArkCarousel.AutoplayTrigger>
  );
}

/**
 * The carousel's state and wrapper: a `region` (`aria-roledescription` 'carousel' in the page's language); name it
 * with `aria-label`. Takes Ark's props: `slideCount` (required), `slidesPerPage` (default 1), `slidesPerMove`,
 * `loop` (default false, true with `autoplay`), `autoplay` (`true` or `{ delay }`, 4 s by default),
 * `orientation` (`horizontal` or `vertical`), `spacing`, `padding`, `page`/`defaultPage`/`onPageChange`,
 * `allowMouseDrag`. Every text is in the page's language ('Next slide', '2 of 5', 'Go to slide 3'); `translations`
 * replaces one. While focus or the pointer is inside, the slides hold still. The direction is the provider's.
 */
export const CarouselRoot = /* @__PURE__ */ withProvider(TranslatedRoot, 'root');
/**
 * The root for state you create yourself with `useCarousel()` (Ark's), e.g. to go to a slide from outside. Give
 * `useCarousel` its `translations` yourself: this root cannot, so the buttons' and slides' names are zag's English.
 */
export const CarouselRootProvider = /* @__PURE__ */ withProvider(HeldRootProvider, 'root');
/** The row of buttons above the slides: the rotation button first, then previous and next. */
export const CarouselControl = /* @__PURE__ */ withContext(ArkCarousel.Control, 'control');
/**
 * Goes a page back, named in the page's language ('Previous slide'); disabled on the first page unless the
 * carousel loops. Give it a chevron with `data-mirror` (`<ChevronLeft aria-hidden data-mirror="" />`), which
 * points the other way in right to left.
 */
export const CarouselPrevTrigger = /* @__PURE__ */ withContext(ArkCarousel.PrevTrigger, 'prevTrigger');
/** Goes a page on ('Next slide'); disabled on the last page unless the carousel loops. A chevron as above. */
export const CarouselNextTrigger = /* @__PURE__ */ withContext(ArkCarousel.NextTrigger, 'nextTrigger');
/**
 * Stops and starts the rotation (`autoplay`), named by what it does ('Stop slide rotation'); shows a pause or a
 * play icon unless given children. Put it first, as the pattern asks: focus entering the carousel holds the slides.
 */
export const CarouselAutoplayTrigger = /* @__PURE__ */ withContext(RotationTrigger, 'autoplayTrigger');
/**
 * The slides' frame, which scrolls a page at a time (a live region while the slides do not turn by themselves).
 * While focus is in it the arrow keys turn the slides, mirrored in right to left, up and down in a column.
 */
export const CarouselItemGroup = /* @__PURE__ */ withContext(KeyedItemGroup, 'itemGroup');
/**
 * One slide (`index` from 0): a `group` with `aria-roledescription` 'slide', named by its place ('2 of 5') in the
 * page's language. A slide out of sight is hidden from screen readers and inert.
 */
export const CarouselItem = /* @__PURE__ */ withContext(TranslatedItem, 'item');
/** Holds the indicators. The arrow keys on an indicator go to the next or previous page (mirrored in right to left). */
export const CarouselIndicatorGroup = /* @__PURE__ */ withContext(ArkCarousel.IndicatorGroup, 'indicatorGroup');
/**
 * A button that goes to a page (`index` from 0), named 'Go to slide 3' ('Go to page 2' with several slides to a
 * page); the current one is `aria-current` and drawn wider. One for each of `pageSnapPoints` (from `CarouselContext`).
 */
export const CarouselIndicator = /* @__PURE__ */ withContext(CurrentIndicator, 'indicator');
/** The page out of the pages, e.g. '2 / 5', in the page's digits. */
export const CarouselProgressText = /* @__PURE__ */ withContext(ArkCarousel.ProgressText, 'progressText');
/** Render prop with the carousel's API (`page`, `pageSnapPoints`, `isPlaying`, `scrollTo`, `scrollNext`…). */
export const CarouselContext = ArkCarousel.Context;

export { type CarouselAutoplayStatusDetails, type CarouselPageChangeDetails, useCarousel, useCarouselContext };

export interface CarouselProps extends Omit<CarouselRootProps, 'slideCount' | 'children'>, RefAttributes<HTMLDivElement> {
  /** Names the carousel (its `region`) for screen readers, e.g. 'Photos of Fjällbris elderflower soda'. */
  label: string;
  /** The slides, in order, e.g. `<img src alt>` each: every one is named by its place ('2 of 5'). */
  slides: ReactNode[];
  /** Turns the slides by themselves, every 4 s or every `delay` ms: a button stops and starts it, and it loops. */
  autoplay?: boolean | { delay: number };
  /** `horizontal` (the default): the slides side by side; `vertical`: in a column, with up and down arrows. */
  orientation?: 'horizontal' | 'vertical';
}

/**
 * Slides that turn a page at a time, e.g. a product's photos (Ark's carousel), as the WAI-ARIA carousel pattern: a
 * `region` named by `label` with `aria-roledescription` 'carousel', each slide a `group` ('slide') named by its place
 * ('2 of 5'), previous and next buttons, an indicator button for each page with the current one `aria-current`, and
 * with `autoplay` a rotation button first. Every name is in the page's language; in right to left the slides run
 * from the right, the chevrons point the other way and so do the arrow keys. While focus or the pointer is inside,
 * the slides hold still.
 */
export function Carousel({ label, slides, autoplay, orientation = 'horizontal', ...props }: CarouselProps) {
  const vertical = orientation === 'vertical';
  return (
    <CarouselRoot {...props} aria-label={label} slideCount={slides.length} autoplay={autoplay} orientation={orientation}>
      <CarouselControl>
        {autoplay ? <CarouselAutoplayTrigger /> : null}
        <CarouselPrevTrigger>
          {vertical ? <ChevronUp aria-hidden /> : <ChevronLeft aria-hidden data-mirror="" />}
        </CarouselPrevTrigger>
        <CarouselNextTrigger>
          {vertical ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden data-mirror="" />}
        </CarouselNextTrigger>
      </CarouselControl>
      <CarouselItemGroup>
        {slides.map((slide, index) => (
          <CarouselItem key={index} index={index}>
            {slide}
          </CarouselItem>
        ))}
      </CarouselItemGroup>
      <CarouselIndicatorGroup>
        <CarouselContext>
          {(api) => api.pageSnapPoints.map((_, index) => <CarouselIndicator key={index} index={index} />)}
        </CarouselContext>
      </CarouselIndicatorGroup>
    </CarouselRoot>
  );
}
