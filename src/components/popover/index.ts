import { withParts } from '../../lib/parts';
import * as PopoverParts from './namespace';
import type {
  PopoverAnchorProps,
  PopoverArrowProps,
  PopoverArrowTipProps,
  PopoverBodyProps,
  PopoverCloseButtonProps,
  PopoverCloseTriggerProps,
  PopoverContentProps,
  PopoverDescriptionProps,
  PopoverHeaderProps,
  PopoverIndicatorProps,
  PopoverPositionerProps,
  PopoverRootProps,
  PopoverTitleProps,
  PopoverTriggerProps,
} from './Popover';
import { Popover as PopoverComposition } from './Popover';

export {
  PopoverAnchor,
  type PopoverAnchorProps,
  PopoverArrow,
  type PopoverArrowProps,
  PopoverArrowTip,
  type PopoverArrowTipProps,
  PopoverBody,
  type PopoverBodyProps,
  PopoverCloseButton,
  type PopoverCloseButtonProps,
  PopoverCloseTrigger,
  type PopoverCloseTriggerProps,
  PopoverContent,
  type PopoverContentProps,
  PopoverContext,
  PopoverDescription,
  type PopoverDescriptionProps,
  PopoverHeader,
  type PopoverHeaderProps,
  PopoverIndicator,
  type PopoverIndicatorProps,
  type PopoverPlacement,
  PopoverPositioner,
  type PopoverPositionerProps,
  type PopoverProps,
  PopoverRoot,
  type PopoverRootProps,
  PopoverRootProvider,
  type PopoverSize,
  PopoverTitle,
  type PopoverTitleProps,
  PopoverTrigger,
  type PopoverTriggerProps,
  usePopover,
  usePopoverContext,
} from './Popover';

/** `<Popover …>` with its parts under short names: `<Popover.Root>`, `Popover.RootProps`… */
export const Popover = /* @__PURE__ */ withParts(PopoverComposition, PopoverParts);
export declare namespace Popover {
  export type RootProps = PopoverRootProps;
  export type TriggerProps = PopoverTriggerProps;
  export type AnchorProps = PopoverAnchorProps;
  export type IndicatorProps = PopoverIndicatorProps;
  export type PositionerProps = PopoverPositionerProps;
  export type ContentProps = PopoverContentProps;
  export type ArrowProps = PopoverArrowProps;
  export type ArrowTipProps = PopoverArrowTipProps;
  export type HeaderProps = PopoverHeaderProps;
  export type TitleProps = PopoverTitleProps;
  export type DescriptionProps = PopoverDescriptionProps;
  export type BodyProps = PopoverBodyProps;
  export type CloseTriggerProps = PopoverCloseTriggerProps;
  export type CloseButtonProps = PopoverCloseButtonProps;
}
