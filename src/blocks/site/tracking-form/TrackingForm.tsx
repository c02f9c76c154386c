import { type FormEvent, type FormHTMLAttributes, type RefAttributes, useId, useState } from 'react';
import { cx } from 'styled-system/css';
import { trackingForm } from 'styled-system/recipes';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { normalizeTrackingNumber } from '../../../domain/tracking';
import { useLanguage } from '../../language';

export interface TrackingFormProps
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'children' | 'onSubmit'>,
    RefAttributes<HTMLFormElement> {
  /** Pre-fills the input, e.g. with the number from `/tracking?number=ABC123`. */
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
export function TrackingForm({ defaultNumber = '', onTrack, className, ...props }: TrackingFormProps) {
  const { t } = useLanguage();
  const styles = trackingForm();
  const [value, setValue] = useState(defaultNumber);
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const number = normalizeTrackingNumber(value);
    if (number) onTrack(number);
  };

  return (
    <form className={cx(styles.root, className)} noValidate {...props} onSubmit={onSubmit}>
      <TextField
        id={id}
        name="trackingNumber"
        label={t('insights.tracking.numberLabel')}
        helperText={t('insights.tracking.numberHint')}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
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
