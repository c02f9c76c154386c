import { withParts } from '../../lib/parts';
import type {
  DrawerBackdropProps,
  DrawerBodyProps,
  DrawerCloseButtonProps,
  DrawerCloseTriggerProps,
  DrawerContentProps,
  DrawerDescriptionProps,
  DrawerFooterProps,
  DrawerHeaderProps,
  DrawerPositionerProps,
  DrawerRootProps,
  DrawerTitleProps,
  DrawerTriggerProps,
} from './Drawer';
import { Drawer as DrawerComposition } from './Drawer';
import * as DrawerParts from './namespace';

export {
  DrawerBackdrop,
  type DrawerBackdropProps,
  DrawerBody,
  type DrawerBodyProps,
  DrawerCloseButton,
  type DrawerCloseButtonProps,
  DrawerCloseTrigger,
  type DrawerCloseTriggerProps,
  DrawerContent,
  type DrawerContentProps,
  DrawerContext,
  DrawerDescription,
  type DrawerDescriptionProps,
  DrawerFooter,
  type DrawerFooterProps,
  DrawerHeader,
  type DrawerHeaderProps,
  type DrawerPlacement,
  DrawerPositioner,
  type DrawerPositionerProps,
  type DrawerProps,
  DrawerRoot,
  type DrawerRootProps,
  DrawerRootProvider,
  type DrawerSize,
  DrawerTitle,
  type DrawerTitleProps,
  DrawerTrigger,
  type DrawerTriggerProps,
  useDrawer,
  useDrawerContext,
} from './Drawer';

/** `<Drawer …>` with its parts under short names: `<Drawer.Root>`, `Drawer.RootProps`… */
export const Drawer = /* @__PURE__ */ withParts(DrawerComposition, DrawerParts);
export declare namespace Drawer {
  export type RootProps = DrawerRootProps;
  export type TriggerProps = DrawerTriggerProps;
  export type BackdropProps = DrawerBackdropProps;
  export type PositionerProps = DrawerPositionerProps;
  export type ContentProps = DrawerContentProps;
  export type HeaderProps = DrawerHeaderProps;
  export type TitleProps = DrawerTitleProps;
  export type DescriptionProps = DrawerDescriptionProps;
  export type BodyProps = DrawerBodyProps;
  export type FooterProps = DrawerFooterProps;
  export type CloseTriggerProps = DrawerCloseTriggerProps;
  export type CloseButtonProps = DrawerCloseButtonProps;
}
