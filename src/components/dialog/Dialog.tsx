import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { X } from 'lucide-react';
import type { ComponentProps, ForwardRefExoticComponent, JSX, ReactElement, ReactNode, RefAttributes } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { dialog } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { IconButton, type IconButtonProps } from '../button';

const { withRootProvider, withContext } = createStyleContext(dialog);

type Part<P, E extends HTMLElement = HTMLDivElement> = ForwardRefExoticComponent<P & RefAttributes<E>>;

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

const StyledRoot = withRootProvider(ArkDialog.Root) as (props: DialogRootProps) => JSX.Element;

/**
 * Holds the open state (`open`/`defaultOpen`, `onOpenChange`). Content mounts on first open and
 * unmounts when closed, unless `lazyMount`/`unmountOnExit` say otherwise.
 */
export function DialogRoot({ lazyMount = true, unmountOnExit = true, ...props }: DialogRootProps) {
  return <StyledRoot lazyMount={lazyMount} unmountOnExit={unmountOnExit} {...props} />;
}
/** Opens the dialog; focus returns to it on close. Use `asChild` to make a Button the trigger. */
export const DialogTrigger = withContext(ArkDialog.Trigger, 'trigger') as Part<DialogTriggerProps, HTMLButtonElement>;
/** The dimmed layer behind the dialog. */
export const DialogBackdrop = withContext(ArkDialog.Backdrop, 'backdrop') as Part<DialogBackdropProps>;
/** Centres the content and keeps a margin around it on small screens. */
export const DialogPositioner = withContext(ArkDialog.Positioner, 'positioner') as Part<DialogPositionerProps>;
/** The dialog itself (role `dialog` or `alertdialog`, `aria-modal`), named by its title. */
export const DialogContent = withContext(ArkDialog.Content, 'content') as Part<DialogContentProps>;
export const DialogTitle = withContext(ArkDialog.Title, 'title') as Part<DialogTitleProps, HTMLHeadingElement>;
export const DialogDescription = withContext(ArkDialog.Description, 'description') as Part<
  DialogDescriptionProps,
  HTMLParagraphElement
>;
/** Closes the dialog. */
export const DialogCloseTrigger = withContext(ArkDialog.CloseTrigger, 'closeTrigger') as Part<
  DialogCloseTriggerProps,
  HTMLButtonElement
>;
/** Title and description. */
export const DialogHeader = withContext('div', 'header') as Part<DialogHeaderProps>;
export const DialogBody = withContext('div', 'body') as Part<DialogBodyProps>;
/** The actions row, right-aligned; on narrow screens the buttons wrap with the main one on top. */
export const DialogFooter = withContext('div', 'footer') as Part<DialogFooterProps>;
/** Render prop with the dialog's API (`open`, `setOpen`). */
export const DialogContext = ArkDialog.Context;

const StyledCloseButton = withContext(IconButton, 'closeButton') as (props: IconButtonProps) => JSX.Element;

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
 * and returns focus to what opened it (Ark). It is a `dialog` named by its title and described by
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

Dialog.Root = DialogRoot;
Dialog.Trigger = DialogTrigger;
Dialog.Backdrop = DialogBackdrop;
Dialog.Positioner = DialogPositioner;
Dialog.Content = DialogContent;
Dialog.Title = DialogTitle;
Dialog.Description = DialogDescription;
Dialog.CloseTrigger = DialogCloseTrigger;
Dialog.CloseButton = DialogCloseButton;
Dialog.Header = DialogHeader;
Dialog.Body = DialogBody;
Dialog.Footer = DialogFooter;
Dialog.Context = DialogContext;
