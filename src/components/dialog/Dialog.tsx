import { Dialog as ArkDialog, useDialog } from '@ark-ui/react/dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { dialog } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { createParts } from '../../lib/parts';
import { IconButton, type IconButtonProps } from '../button';
import { Portal } from '../portal';
import { ClosingBackdrop, ClosingContent } from './closing-parts';

const { withRootProvider, withContext } = createParts(dialog);

/** Maximum width of the dialog; below it, the dialog is as wide as the screen minus its margins. */
export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';

export interface DialogRootProps extends ArkDialog.RootProps {
  /** Maximum width. Default `md`. */
  size?: DialogSize;
  /** Render the content only once the dialog first opens. Defaults to true, so closed dialogs cost nothing. */
  lazyMount?: boolean;
  /** Remove the content when the dialog closes. Defaults to true. */
  unmountOnExit?: boolean;
}
export interface DialogTriggerProps extends ArkDialog.TriggerProps {}
export interface DialogBackdropProps extends ArkDialog.BackdropProps {}
export interface DialogPositionerProps extends ArkDialog.PositionerProps {}
export interface DialogContentProps extends ArkDialog.ContentProps {}
export interface DialogTitleProps extends ArkDialog.TitleProps {}
export interface DialogDescriptionProps extends ArkDialog.DescriptionProps {}
export interface DialogCloseTriggerProps extends ArkDialog.CloseTriggerProps {}
export interface DialogHeaderProps extends ComponentProps<'div'> {}
export interface DialogBodyProps extends ComponentProps<'div'> {}
export interface DialogFooterProps extends ComponentProps<'div'> {}
export interface DialogCloseButtonProps extends Omit<IconButtonProps, 'aria-label' | 'children'> {
  /** The accessible name; defaults to the translated 'Close'. */
  'aria-label'?: string;
}

/**
 * Holds the open state (`open`/`defaultOpen`, `onOpenChange`). Content mounts on first open and
 * unmounts when closed, unless `lazyMount`/`unmountOnExit` say otherwise.
 */
export const DialogRoot = /* @__PURE__ */ withRootProvider<typeof ArkDialog.Root, { size?: DialogSize }>(ArkDialog.Root, {
  lazyMount: true,
  unmountOnExit: true,
});
/** Opens the dialog; focus returns to it on close. Use `asChild` to make a Button the trigger. */
export const DialogTrigger = /* @__PURE__ */ withContext(ArkDialog.Trigger, 'trigger');
/** The dimmed layer behind the dialog. */
export const DialogBackdrop = /* @__PURE__ */ withContext(ClosingBackdrop, 'backdrop');
/** Centres the content and keeps a margin around it on small screens. */
export const DialogPositioner = /* @__PURE__ */ withContext(ArkDialog.Positioner, 'positioner');
/** The dialog itself (role `dialog` or `alertdialog`, `aria-modal`), named by its title. */
export const DialogContent = /* @__PURE__ */ withContext(ClosingContent, 'content');
export const DialogTitle = /* @__PURE__ */ withContext(ArkDialog.Title, 'title');
export const DialogDescription = /* @__PURE__ */ withContext(ArkDialog.Description, 'description');
/** Closes the dialog. */
export const DialogCloseTrigger = /* @__PURE__ */ withContext(ArkDialog.CloseTrigger, 'closeTrigger');
/** Title and description. */
export const DialogHeader = /* @__PURE__ */ withContext('div', 'header');
export const DialogBody = /* @__PURE__ */ withContext('div', 'body');
/** The actions row, right-aligned; on narrow screens the buttons wrap with the main one on top. */
export const DialogFooter = /* @__PURE__ */ withContext('div', 'footer');
/** Render prop with the dialog's API (`open`, `setOpen`). */
export const DialogContext = ArkDialog.Context;

const StyledCloseButton = /* @__PURE__ */ withContext(IconButton, 'closeButton');

/** The × in the corner: a close trigger with a translated 'Close' name. */
export function DialogCloseButton({ 'aria-label': label, ...props }: DialogCloseButtonProps) {
  const { t } = useLanguage();
  return (
    <DialogCloseTrigger asChild>
      <StyledCloseButton size="sm" aria-label={label ?? t('common.close')} {...props}>
        <X aria-hidden />
      </StyledCloseButton>
    </DialogCloseTrigger>
  );
}

export interface DialogProps extends Omit<DialogRootProps, 'children'> {
  /** The dialog's name, shown as its heading. */
  title: ReactNode;
  /** A sentence under the title; it describes the dialog to screen readers. */
  description?: ReactNode;
  /** An element that opens the dialog, e.g. `<Button>View</Button>`. Leave it out to control `open` yourself. */
  trigger?: ReactElement;
  /** The body. */
  children?: ReactNode;
  /** Actions at the bottom, e.g. Cancel and Save buttons. */
  footer?: ReactNode;
  /** Shows the × close button in the corner. Default true. */
  showCloseButton?: boolean;
}

/**
 * A modal dialog. It traps focus while open, closes on Escape, a click outside or the close button,
 * and returns focus to what opened it (Ark); while it fades out it is inert, and a click then (the second
 * click of a double click) leaves focus there. It is a `dialog` named by its title and described by
 * its description; the page behind is inert and does not scroll.
 */
export function Dialog({ title, description, trigger, children, footer, showCloseButton = true, ...rootProps }: DialogProps) {
  return (
    <DialogRoot {...rootProps}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <Portal>
        <DialogBackdrop />
        <DialogPositioner>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{title}</DialogTitle>
              {description != null && <DialogDescription>{description}</DialogDescription>}
            </DialogHeader>
            {children != null && <DialogBody>{children}</DialogBody>}
            {footer != null && <DialogFooter>{footer}</DialogFooter>}
            {showCloseButton && <DialogCloseButton />}
          </DialogContent>
        </DialogPositioner>
      </Portal>
    </DialogRoot>
  );
}

/**
 * The root for state you create yourself with `useDialog()` (Ark's `useDialog`), e.g. to open it from outside
 * or read its state beside it: `const dialog = useDialog(props)`, then `<DialogRootProvider value={dialog}>`.
 * DialogRoot's defaults (`lazyMount`, `unmountOnExit`) are yours to pass to `useDialog`.
 */
export const DialogRootProvider = /* @__PURE__ */ withRootProvider<typeof ArkDialog.RootProvider, { size?: DialogSize }>(
  ArkDialog.RootProvider,
);
export { useDialog };
