import { type FormHTMLAttributes, type RefAttributes, useId } from 'react';
import { cx } from 'styled-system/css';
import { trackingForm } from 'styled-system/recipes';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { normalizeTrackingNumber } from '../../../domain/tracking';
import { useMergedRefs } from '../../../lib/merge-refs';
import { useForm } from '../../../lib/use-form';
import { useLanguage } from '../../language';

export interface TrackingFormProps
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'children' | 'onSubmit'>,
    RefAttributes<HTMLFormElement> {
  /**
   * Pre-fills the input, e.g. with the number from `/tracking?number=ABC123`. Until the visitor types, the
   * input follows it when it changes (another link followed); what they typed stays.
   */
  defaultNumber?: string;
  /**
   * Called on submit with the trimmed number. Never called for a blank or whitespace-only number:
   * there is nothing to look up, so such a submit is ignored and nothing is shown.
   */
  onTrack: (number: string) => void;
}

/**
 * The tracking-number input and its 'Track Package' button. Enter in the input submits; what was typed
 * is never cleared. There is no format check: any non-blank number is looked up.
 */
export function TrackingForm({ defaultNumber = '', onTrack, className, ref, ...props }: TrackingFormProps) {
  const { t } = useLanguage();
  const styles = trackingForm();
  const id = useId();
  // No check and no message: a blank number has nothing to look up, so its submit does nothing.
  const form = useForm({
    initialValues: { trackingNumber: defaultNumber },
    onSubmit: ({ trackingNumber }) => {
      const number = normalizeTrackingNumber(trackingNumber);
      if (number) onTrack(number);
    },
  });
  const formRef = useMergedRefs(form.formProps.ref, ref);

  return (
    <form {...props} {...form.formProps} ref={formRef} className={cx(styles.root, className)}>
      <TextField
        id={id}
        label={t('insights.tracking.numberLabel')}
        helperText={t('insights.tracking.numberHint')}
        {...form.input('trackingNumber')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        rootProps={{ className: styles.field }}
      />
      <Button type="submit" className={styles.submit}>
        {t('insights.tracking.submit')}
      </Button>
    </form>
  );
}
