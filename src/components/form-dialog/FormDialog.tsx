import { type ReactElement, type ReactNode, useId } from 'react';
import { css } from 'styled-system/css';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useControllableState } from '../../lib/use-controllable-state';
import type { Form } from '../../lib/use-form';
import { Button } from '../button';
import { Dialog, DialogCloseTrigger, type DialogRootProps } from '../dialog';

const fields = css({ display: 'flex', flexDirection: 'column', gap: '4' });

export interface FormDialogProps extends Omit<DialogRootProps, 'children' | 'open' | 'defaultOpen' | 'onOpenChange'> {
  /** The dialog's name, shown as its heading. */
  title: ReactNode;
  /** A sentence under the title; it describes the dialog to screen readers. */
  description?: ReactNode;
  /** An element that opens the dialog, e.g. `<Button>Change Password</Button>`. Focus returns to it on close. */
  trigger?: ReactElement;
  /**
   * The form's state from `useForm` (with `resetOnSubmit`, so a reopened dialog starts empty). The submit
   * button submits it; the dialog closes when that succeeds and stays open, with everything typed, when not.
   */
  form: Pick<Form<object, unknown>, 'formProps' | 'submit' | 'reset' | 'submitting'>;
  /** The fields. Give each control the name of its field in the form's values. */
  children: ReactNode;
  /** The submit button's text, e.g. 'Save Card'. */
  submitLabel: ReactNode;
  /** The cancel button's text; defaults to the translated 'Cancel'. */
  cancelLabel?: ReactNode;
  /** Whether the dialog is open, when you hold that state; leave it out to let the trigger and the form decide. */
  open?: boolean;
  /** Whether the dialog starts open, when you do not hold the state. */
  defaultOpen?: boolean;
  /**
   * Called when the dialog opens or closes, with the new state as `{ open }`, as Dialog and ConfirmDialog
   * call it: also when a successful submit closes it.
   */
  onOpenChange?: DialogRootProps['onOpenChange'];
}

/**
 * A form in a modal dialog: title, description, the fields, and Cancel and submit buttons in the footer.
 * Submitting runs the form (problems next to their fields, focus on the first); a successful submit closes
 * the dialog. Cancel, Escape, the × and a click outside close it and discard what was typed. Focus is trapped
 * while open and returns to the trigger.
 */
export function FormDialog({
  title,
  description,
  trigger,
  form,
  children,
  submitLabel,
  cancelLabel,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  ...rootProps
}: FormDialogProps) {
  const { t } = useLanguage();
  const formId = useId();
  const [open, setOwnOpen] = useControllableState(openProp, defaultOpen, (next) => onOpenChange?.({ open: next }));
  const setOpen = (next: boolean) => {
    // Whatever closes the dialog, it opens empty next time, and its next submit is checked: the reset
    // ends the form's guard against a double click's second click.
    if (!next) form.reset();
    setOwnOpen(next);
  };
  const { ref, noValidate } = form.formProps;

  return (
    <Dialog
      {...rootProps}
      open={open}
      onOpenChange={({ open: next }) => setOpen(next)}
      trigger={trigger}
      title={title}
      description={description}
      footer={
        <>
          <DialogCloseTrigger asChild>
            <Button variant="outline">{cancelLabel ?? t('common.cancel')}</Button>
          </DialogCloseTrigger>
          <Button type="submit" form={formId} loading={form.submitting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        ref={ref}
        noValidate={noValidate}
        className={fields}
        onSubmit={(event) => {
          event.preventDefault();
          const result = form.submit();
          if (result === true) setOpen(false);
          else if (result !== false) void result.then((ok) => ok && setOpen(false));
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}
