import { withParts } from '../../lib/parts';
import type {
  DialogBackdropProps,
  DialogBodyProps,
  DialogCloseButtonProps,
  DialogCloseTriggerProps,
  DialogContentProps,
  DialogDescriptionProps,
  DialogFooterProps,
  DialogHeaderProps,
  DialogPositionerProps,
  DialogRootProps,
  DialogTitleProps,
  DialogTriggerProps,
} from './Dialog';
import { Dialog as DialogComposition } from './Dialog';
import * as DialogParts from './namespace';

export {
  DialogBackdrop,
  type DialogBackdropProps,
  DialogBody,
  type DialogBodyProps,
  DialogCloseButton,
  type DialogCloseButtonProps,
  DialogCloseTrigger,
  type DialogCloseTriggerProps,
  DialogContent,
  type DialogContentProps,
  DialogContext,
  DialogDescription,
  type DialogDescriptionProps,
  DialogFooter,
  type DialogFooterProps,
  DialogHeader,
  type DialogHeaderProps,
  DialogPositioner,
  type DialogPositionerProps,
  type DialogProps,
  DialogRoot,
  type DialogRootProps,
  DialogRootProvider,
  type DialogSize,
  DialogTitle,
  type DialogTitleProps,
  DialogTrigger,
  type DialogTriggerProps,
  useDialog,
} from './Dialog';

/** `<Dialog …>` with its parts under short names: `<Dialog.Root>`, `Dialog.RootProps`… */
export const Dialog = /* @__PURE__ */ withParts(DialogComposition, DialogParts);
export declare namespace Dialog {
  export type RootProps = DialogRootProps;
  export type TriggerProps = DialogTriggerProps;
  export type BackdropProps = DialogBackdropProps;
  export type PositionerProps = DialogPositionerProps;
  export type ContentProps = DialogContentProps;
  export type TitleProps = DialogTitleProps;
  export type DescriptionProps = DialogDescriptionProps;
  export type CloseTriggerProps = DialogCloseTriggerProps;
  export type CloseButtonProps = DialogCloseButtonProps;
  export type HeaderProps = DialogHeaderProps;
  export type BodyProps = DialogBodyProps;
  export type FooterProps = DialogFooterProps;
}
