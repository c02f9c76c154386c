import type { Time } from '@internationalized/date';
import type { ReactNode, RefAttributes } from 'react';
import { css } from 'styled-system/css';
import { useLanguage } from '../../i18n/LanguageProvider';
import { FormValueInput } from '../../lib/form-value-input';
import { useControllableState } from '../../lib/use-controllable-state';
import { Fieldset } from '../fieldset';
import { TimeField, type TimeFieldProps } from './TimeField';
import { type TimeGranularity, toIsoTime } from './time-value';

/** A window of time: its start and its end, each `null` until chosen. */
export interface TimeRange {
  start: Time | null;
  end: Time | null;
}

const NO_RANGE: TimeRange = { start: null, end: null };

export interface TimeRangeFieldProps
  extends Pick<TimeFieldProps, 'step' | 'min' | 'max' | 'hourCycle' | 'granularity' | 'size' | 'readOnly'>,
    RefAttributes<HTMLFieldSetElement> {
  /** The visible name of the pair, e.g. 'Pickup window': the legend of its group. */
  label: ReactNode;
  /** The start's own label. Defaults to 'From' in the page's language. */
  startLabel?: ReactNode;
  /** The end's own label. Defaults to 'To' in the page's language. */
  endLabel?: ReactNode;
  /** The window (controlled). */
  value?: TimeRange;
  /** The window to start from (uncontrolled). */
  defaultValue?: TimeRange;
  /** Called with the window whenever its start or its end changes. */
  onValueChange?: (range: TimeRange) => void;
  /** A hint for the pair, under its legend. */
  helperText?: ReactNode;
  /** A message for the pair, under both times. Giving one makes the pair invalid. */
  errorText?: ReactNode;
  /** Both times are needed: a '*' after the legend and each label, and a native submit stops at an empty one. */
  required?: boolean;
  /** Disables both times; the window does not submit. */
  disabled?: boolean;
  /** The form field name of the pair: the window submits as one ISO 8601 interval, '09:00/11:30'. */
  name?: string;
  /** The `form` the window belongs to, when the field is outside it. */
  form?: string;
}

// Side by side while they fit; each Field would otherwise take the whole row.
const row = css({ display: 'flex', flexWrap: 'wrap', gap: '4', '& > *': { width: 'auto' } });

/**
 * A window of time, "from" and "to", as two TimeFields in a group named by `label`. The end must come after the
 * start: an end at or before it is kept as typed, marked invalid, with a message by the pair, and a native
 * submit stops there. The pair submits under one `name` as '09:00/11:30'; `min`, `max` and `step` apply to both.
 */
export function TimeRangeField({
  label,
  startLabel,
  endLabel,
  value,
  defaultValue,
  onValueChange,
  helperText,
  errorText,
  required,
  disabled,
  name,
  form,
  ref,
  ...timeProps
}: TimeRangeFieldProps) {
  const { t } = useLanguage();
  const [range, setRange] = useControllableState(value, defaultValue ?? NO_RANGE, onValueChange);
  const reversed = Boolean(range.start && range.end && range.end.compare(range.start) <= 0);
  const pairError = reversed ? t('inputs.timeRangeField.endNotAfterStart') : null;
  const granularity: TimeGranularity = timeProps.granularity ?? 'minute';
  const interval = range.start && range.end ? `${toIsoTime(range.start, granularity)}/${toIsoTime(range.end, granularity)}` : '';

  return (
    <Fieldset
      ref={ref}
      legend={label}
      helperText={helperText}
      errorText={errorText ?? pairError}
      required={required}
      disabled={disabled}
    >
      <div className={row}>
        <TimeField
          {...timeProps}
          label={startLabel ?? t('inputs.timeRangeField.start')}
          required={required}
          value={range.start}
          onValueChange={(start) => setRange((current) => ({ ...current, start }))}
        />
        <TimeField
          {...timeProps}
          label={endLabel ?? t('inputs.timeRangeField.end')}
          required={required}
          invalid={reversed || undefined}
          value={range.end}
          onValueChange={(end) => setRange((current) => ({ ...current, end }))}
        />
      </div>
      {/* The pair's one value. A focus on it (the browser's check, or useForm by its name) goes on to the start. */}
      <FormValueInput
        name={name}
        form={form}
        disabled={disabled}
        value={reversed ? '' : interval}
        // The browser's own check stops a native submit at a reversed window, with the same words.
        validity={pairError ?? ''}
        focusTarget={(input) => input.closest('fieldset')?.querySelector<HTMLElement>('[role=spinbutton]')}
      />
    </Fieldset>
  );
}
