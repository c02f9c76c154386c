import { HoverCard as ArkHoverCard, useHoverCard } from '@ark-ui/react/hover-card';
import type { ReactElement, ReactNode } from 'react';
import { hoverCard } from 'styled-system/recipes';
import { createParts } from '../../lib/parts';
import { Portal } from '../portal';

const { withRootProvider, withContext } = createParts(hoverCard);

/** How long the pointer rests on (or focus stays on) the trigger before the card opens: passing over a link does not flash it. */
export const HOVER_CARD_OPEN_DELAY = 600;
/** How long the card stays after the pointer leaves the trigger: time to move the pointer into it. */
export const HOVER_CARD_CLOSE_DELAY = 300;

/** The card's width: `sm` (20rem) or `md` (24rem). */
export type HoverCardSize = 'sm' | 'md';

export interface HoverCardRootProps extends ArkHoverCard.RootProps {
  /** The card's largest width. Defaults to `sm`. */
  size?: HoverCardSize;
}
export interface HoverCardRootProviderProps extends ArkHoverCard.RootProviderProps {
  /** The card's largest width. Defaults to `sm`. */
  size?: HoverCardSize;
}
export interface HoverCardTriggerProps extends ArkHoverCard.TriggerProps {}
export interface HoverCardPositionerProps extends ArkHoverCard.PositionerProps {}
export interface HoverCardContentProps extends ArkHoverCard.ContentProps {}
export interface HoverCardArrowProps extends ArkHoverCard.ArrowProps {}
export interface HoverCardArrowTipProps extends ArkHoverCard.ArrowTipProps {}

/**
 * Holds the open state: `openDelay` and `closeDelay` (Ark's 600 and 300 ms), `open`/`onOpenChange`, `positioning`.
 * It opens on hover or keyboard focus of the trigger and closes on Escape, on leaving both trigger and card, or on blur.
 */
export const HoverCardRoot = /* @__PURE__ */ withRootProvider<typeof ArkHoverCard.Root, { size?: HoverCardSize }>(
  ArkHoverCard.Root,
  {
    openDelay: HOVER_CARD_OPEN_DELAY,
    closeDelay: HOVER_CARD_CLOSE_DELAY,
    lazyMount: true,
    unmountOnExit: true,
  },
);
/** The link the card tells more about. Use `asChild` with a `Link`: it keeps focus while the card is open. */
export const HoverCardTrigger = /* @__PURE__ */ withContext(ArkHoverCard.Trigger, 'trigger');
/** Places the card beside its trigger. Render it in the package's `Portal`. */
export const HoverCardPositioner = /* @__PURE__ */ withContext(ArkHoverCard.Positioner, 'positioner');
/** The card. The pointer can move into it; it takes no focus, so nothing in it may be the only way to something. */
export const HoverCardContent = /* @__PURE__ */ withContext(ArkHoverCard.Content, 'content');
/** The arrow pointing at the trigger. */
export const HoverCardArrow = /* @__PURE__ */ withContext(ArkHoverCard.Arrow, 'arrow');
/** The arrow's visible tip. */
export const HoverCardArrowTip = /* @__PURE__ */ withContext(ArkHoverCard.ArrowTip, 'arrowTip');
/** Render prop with the card's API (`open`, `setOpen`). */
export const HoverCardContext = ArkHoverCard.Context;

/**
 * The root for state you create yourself with `useHoverCard()` (Ark's `useHoverCard`), e.g. to open it from outside:
 * `const card = useHoverCard(props)`, then `<HoverCardRootProvider value={card}>`.
 */
export const HoverCardRootProvider = /* @__PURE__ */ withRootProvider<typeof ArkHoverCard.RootProvider, { size?: HoverCardSize }>(
  ArkHoverCard.RootProvider,
);
export { useHoverCard };

export interface HoverCardProps extends Omit<HoverCardRootProps, 'children'> {
  /**
   * The trigger: one link that leads to the full information, e.g. `<Link href="/projects/PO-1042">PO-1042</Link>`.
   * The card only previews it, so a keyboard, touch or screen reader user loses nothing by never seeing the card.
   */
  children: ReactElement;
  /** What the card shows: a short summary. Keep links and buttons out of it: it takes no focus. */
  content: ReactNode;
  /** Shows a small arrow pointing at the trigger. */
  showArrow?: boolean;
  /** Milliseconds the pointer rests on the trigger before the card opens. Defaults to 600. */
  openDelay?: number;
  /** Milliseconds the card stays after the pointer leaves, time to move into it. Defaults to 300. */
  closeDelay?: number;
  /** Render the card only once first opened. Defaults to true. */
  lazyMount?: boolean;
  /** Remove the card when closed. Defaults to true. */
  unmountOnExit?: boolean;
}

/**
 * A card of extra information about a link (Ark HoverCard), e.g. a project's status and delivery date beside its
 * reference. It opens when the pointer rests on the link for 600 ms or when the link gets keyboard focus, and it
 * follows WCAG 1.4.13: Escape closes it without moving the pointer or focus (dismissable), the pointer can move
 * into it (hoverable), and it stays until the pointer leaves both or focus leaves the link (persistent). Focus
 * stays on the link. It renders in the package's `Portal`, so it opens above a Dialog or Drawer.
 */
export function HoverCard({ children, content, showArrow = false, ...rootProps }: HoverCardProps) {
  return (
    <HoverCardRoot {...rootProps}>
      <HoverCardTrigger asChild>{children}</HoverCardTrigger>
      <Portal>
        <HoverCardPositioner>
          <HoverCardContent>
            {showArrow && (
              <HoverCardArrow>
                <HoverCardArrowTip />
              </HoverCardArrow>
            )}
            {content}
          </HoverCardContent>
        </HoverCardPositioner>
      </Portal>
    </HoverCardRoot>
  );
}
