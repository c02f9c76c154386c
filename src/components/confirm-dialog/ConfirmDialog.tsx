import { type ReactElement, type ReactNode, useRef, useState } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { Button, type ButtonTone } from '../button';
import {
  DialogBackdrop,
  DialogBody,
  DialogCloseTrigger,
  DialogContent,
  DialogContext,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogPositioner,
  DialogRoot,
  type DialogRootProps,
  type DialogSize,
  DialogTitle,
  DialogTrigger,
} from '../dialog';
import { Portal } from '../portal';

export interface ConfirmDialogProps extends Omit<DialogRootProps, 'children' | 'role' | 'initialFocusEl'> {
  /** The question, e.g. 'Are you sure?'. It names the dialog. */
  title: ReactNode;
  /** What will happen, e.g. that deletion cannot be undone. It describes the dialog. */
  description?: ReactNode;
  /** More content between the description and the buttons. */
  children?: ReactNode;
  /** An element that opens the dialog, e.g. `<Button tone="danger">Delete Account</Button>`. */
  trigger?: ReactElement;
  /** The confirm button's text; defaults to the translated 'Confirm'. */
  confirmLabel?: ReactNode;
  /** The cancel button's text; defaults to the translated 'Cancel'. */
  cancelLabel?: ReactNode;
  /** `danger` makes the confirm button red, for deleting and other actions that cannot be undone. */
  tone?: ButtonTone;
  /**
   * Called when the user confirms. The dialog closes afterwards; if it returns a promise, the confirm
   * button shows a busy state until it resolves, and the dialog stays open if it rejects.
   */
  onConfirm: () => void | Promise<void>;
  /** Called when the user cancels (Cancel button or Escape). */
  onCancel?: () => void;
  /** Whether a click outside cancels. Defaults to false: a stray click should not dismiss the question. */
  closeOnInteractOutside?: boolean;
  /** Maximum width. Defaults to `sm`. */
  size?: DialogSize;
}

/**
 * Asks the user to confirm an action. It is an `alertdialog`: focus starts on Cancel, so a stray
 * Enter never confirms; Escape cancels; a click outside does nothing unless `closeOnInteractOutside`
 * is set. Confirm runs `onConfirm` and closes; focus returns to the trigger.
 */
export function ConfirmDialog({
  title,
  description,
  children,
  trigger,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  onConfirm,
  onCancel,
  onOpenChange,
  closeOnInteractOutside = false,
  size = 'sm',
  ...rootProps
}: ConfirmDialogProps) {
  const { t } = useLanguage();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmed = useRef(false);
  const [busy, setBusy] = useState(false);

  return (
    <DialogRoot
      role="alertdialog"
      size={size}
      initialFocusEl={() => cancelRef.current}
      closeOnInteractOutside={closeOnInteractOutside}
      onOpenChange={(details) => {
        if (!details.open && !confirmed.current) onCancel?.();
        if (details.open) confirmed.current = false;
        onOpenChange?.(details);
      }}
      {...rootProps}
    >
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
            <DialogFooter>
              <DialogCloseTrigger asChild>
                <Button ref={cancelRef} variant="outline">
                  {cancelLabel ?? t('common.cancel')}
                </Button>
              </DialogCloseTrigger>
              <DialogContext>
                {(api) => (
                  <Button
                    tone={tone}
                    loading={busy}
                    onClick={async () => {
                      setBusy(true);
                      try {
                        await onConfirm();
                        confirmed.current = true;
                        api.setOpen(false);
                      } catch {
                        // The action failed: stay open so the user can retry or cancel (onConfirm reports the error).
                      } finally {
                        setBusy(false);
                      }
                    }}
                  >
                    {confirmLabel ?? t('common.confirm')}
                  </Button>
                )}
              </DialogContext>
            </DialogFooter>
          </DialogContent>
        </DialogPositioner>
      </Portal>
    </DialogRoot>
  );
}
