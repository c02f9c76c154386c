import { Tooltip as ArkTooltip, useTooltip, useTooltipContext } from '@ark-ui/react/tooltip';
import { type ReactElement, type ReactNode, useEffect } from 'react';
import { tooltip } from 'styled-system/recipes';
import { createParts } from '../../lib/parts';
import { Portal } from '../portal';

const { withRootProvider, withContext } = createParts(tooltip);

/** How long the pointer rests on a trigger before its tooltip opens, so passing over one does not flash it. */
export const TOOLTIP_OPEN_DELAY = 700;
/**
 * Within this time after a tooltip starts closing, moving to another trigger opens its tooltip at
 * once, without the open delay (the skip delay). Ark keeps the previous tooltip current
 * for its `closeDelay`, so the close delay is the skip window.
 */
export const TOOLTIP_SKIP_DELAY = 300;

export interface TooltipRootProps extends ArkTooltip.RootProps {
  /** Milliseconds of hover before it opens. Defaults to 700. */
  openDelay?: number;
  /** Milliseconds before it closes, which is also the window in which the next tooltip opens at once. Defaults to 300. */
  closeDelay?: number;
  /** Render the content only once first opened. Defaults to true. */
  lazyMount?: boolean;
  /** Remove the content when closed. Defaults to true. */
  unmountOnExit?: boolean;
  /** Whether Escape closes the tooltip (and only it, not a dialog around it). Defaults to true. */
  closeOnEscape?: boolean;
}
export interface TooltipTriggerProps extends ArkTooltip.TriggerProps {}
export interface TooltipPositionerProps extends ArkTooltip.PositionerProps {}
export interface TooltipContentProps extends ArkTooltip.ContentProps {}
export interface TooltipArrowProps extends ArkTooltip.ArrowProps {}
export interface TooltipArrowTipProps extends ArkTooltip.ArrowTipProps {}

const StyledRoot = /* @__PURE__ */ withRootProvider(ArkTooltip.Root, {
  openDelay: TOOLTIP_OPEN_DELAY,
  closeDelay: TOOLTIP_SKIP_DELAY,
  lazyMount: true,
  unmountOnExit: true,
  closeOnEscape: true,
});

/**
 * Escape closes an open tooltip and nothing else, as the innermost layer. Ark's tooltip and a dialog around
 * it both listen for Escape on the document, and the dialog, listening first, would close as well; the
 * window hears the key before the document does.
 */
function EscapeClosesTooltipFirst() {
  const { open, setOpen } = useTooltipContext();
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing) return;
      event.stopPropagation();
      setOpen(false);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [open, setOpen]);
  return null;
}

/** Holds the open state, with the product's delays: opens after 700 ms, 300 ms skip window. */
export function TooltipRoot({ children, ...props }: TooltipRootProps) {
  // Renders the root rather than being it: the tooltip also needs Escape to close it alone.
  return (
    <StyledRoot {...props}>
      {children}
      {props.closeOnEscape !== false && <EscapeClosesTooltipFirst />}
    </StyledRoot>
  );
}
/** The element the tooltip describes. Use `asChild` to make a Button or link the trigger. */
export const TooltipTrigger = /* @__PURE__ */ withContext(ArkTooltip.Trigger, 'trigger');
export const TooltipPositioner = /* @__PURE__ */ withContext(ArkTooltip.Positioner, 'positioner');
/** The tip (role `tooltip`); the trigger is described by it while it is open. */
export const TooltipContent = /* @__PURE__ */ withContext(ArkTooltip.Content, 'content');
export const TooltipArrow = /* @__PURE__ */ withContext(ArkTooltip.Arrow, 'arrow');
export const TooltipArrowTip = /* @__PURE__ */ withContext(ArkTooltip.ArrowTip, 'arrowTip');
/** Render prop with the tooltip's API (`open`, `setOpen`). */
export const TooltipContext = ArkTooltip.Context;

export interface TooltipProps extends Omit<TooltipRootProps, 'children'> {
  /** The text of the tip. Keep it short; it must not hold anything interactive. */
  content: ReactNode;
  /** The trigger: one element that can take focus, such as a Button or IconButton. */
  children: ReactElement;
  /** Shows a small arrow pointing at the trigger. */
  showArrow?: boolean;
}

/**
 * A short tip that describes its trigger. It opens when the pointer rests on the trigger for 700 ms
 * or at once when the trigger gets keyboard focus; it closes on Escape, on leaving or blurring the
 * trigger, and on a click. Moving from one trigger to the next within 300 ms skips the delay.
 */
export function Tooltip({ content, children, showArrow = false, ...rootProps }: TooltipProps) {
  return (
    <TooltipRoot {...rootProps}>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <Portal>
        <TooltipPositioner>
          <TooltipContent>
            {showArrow && (
              <TooltipArrow>
                <TooltipArrowTip />
              </TooltipArrow>
            )}
            {content}
          </TooltipContent>
        </TooltipPositioner>
      </Portal>
    </TooltipRoot>
  );
}

/**
 * The root for state you create yourself with `useTooltip()` (Ark's `useTooltip`), e.g. to open it from outside
 * or read its state beside it: `const tooltip = useTooltip(props)`, then `<TooltipRootProvider value={tooltip}>`.
 * TooltipRoot's delays (700 ms open, 300 ms close) are yours to pass to `useTooltip`.
 */
export const TooltipRootProvider = /* @__PURE__ */ withRootProvider(ArkTooltip.RootProvider);
export { useTooltip };
