import { Portal } from '@ark-ui/react/portal';
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip';
import type { ForwardRefExoticComponent, JSX, ReactElement, ReactNode, RefAttributes } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { tooltip } from 'styled-system/recipes';

const { withRootProvider, withContext } = createStyleContext(tooltip);

type Part<P, E extends HTMLElement = HTMLDivElement> = ForwardRefExoticComponent<P & RefAttributes<E>>;

/** How long the pointer rests on a trigger before its tooltip opens (spec §9: 700 ms). */
export const TOOLTIP_OPEN_DELAY = 700;
/**
 * Within this time after a tooltip starts closing, moving to another trigger opens its tooltip at
 * once, without the open delay (spec §9 skip delay: 300 ms). Ark keeps the previous tooltip current
 * for its `closeDelay`, so the close delay is the skip window.
 */
export const TOOLTIP_SKIP_DELAY = 300;

export interface TooltipRootProps extends ArkTooltip.RootProps {
  /** Milliseconds of hover before it opens. Defaults to 700 (spec §9). */
  openDelay?: number;
  /** Milliseconds before it closes, which is also the window in which the next tooltip opens at once. Defaults to 300. */
  closeDelay?: number;
  /** Render the content only once first opened. Defaults to true. */
  lazyMount?: boolean;
  /** Remove the content when closed. Defaults to true. */
  unmountOnExit?: boolean;
}
export interface TooltipTriggerProps extends ArkTooltip.TriggerProps {}
export interface TooltipPositionerProps extends ArkTooltip.PositionerProps {}
export interface TooltipContentProps extends ArkTooltip.ContentProps {}
export interface TooltipArrowProps extends ArkTooltip.ArrowProps {}
export interface TooltipArrowTipProps extends ArkTooltip.ArrowTipProps {}

const StyledRoot = withRootProvider(ArkTooltip.Root) as (props: TooltipRootProps) => JSX.Element;

/** Holds the open state, with the product's delays: opens after 700 ms, 300 ms skip window. */
export function TooltipRoot({
  openDelay = TOOLTIP_OPEN_DELAY,
  closeDelay = TOOLTIP_SKIP_DELAY,
  lazyMount = true,
  unmountOnExit = true,
  ...props
}: TooltipRootProps) {
  return (
    <StyledRoot openDelay={openDelay} closeDelay={closeDelay} lazyMount={lazyMount} unmountOnExit={unmountOnExit} {...props} />
  );
}
/** The element the tooltip describes. Use `asChild` to make a Button or link the trigger. */
export const TooltipTrigger = withContext(ArkTooltip.Trigger, 'trigger') as Part<TooltipTriggerProps, HTMLButtonElement>;
export const TooltipPositioner = withContext(ArkTooltip.Positioner, 'positioner') as Part<TooltipPositionerProps>;
/** The tip (role `tooltip`); the trigger is described by it while it is open. */
export const TooltipContent = withContext(ArkTooltip.Content, 'content') as Part<TooltipContentProps>;
export const TooltipArrow = withContext(ArkTooltip.Arrow, 'arrow') as Part<TooltipArrowProps>;
export const TooltipArrowTip = withContext(ArkTooltip.ArrowTip, 'arrowTip') as Part<TooltipArrowTipProps>;
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

Tooltip.Root = TooltipRoot;
Tooltip.Trigger = TooltipTrigger;
Tooltip.Positioner = TooltipPositioner;
Tooltip.Content = TooltipContent;
Tooltip.Arrow = TooltipArrow;
Tooltip.ArrowTip = TooltipArrowTip;
Tooltip.Context = TooltipContext;
