import { useMemo } from 'react';
import { Slider, type SliderProps } from '../../../components/slider';
import {
  clampQuantityPosition,
  QUANTITY_MAX_POSITION,
  QUANTITY_MIN_POSITION,
  QUANTITY_STEPS,
  quantityForPosition,
} from '../../../domain/quantity';
import { useLanguage } from '../../language';

export interface QuantitySliderProps
  extends Omit<
    SliderProps,
    | 'label'
    | 'value'
    | 'defaultValue'
    | 'onValueChange'
    | 'onValueChangeEnd'
    | 'min'
    | 'max'
    | 'step'
    | 'marks'
    | 'formatValue'
    | 'getAriaValueText'
  > {
  /** The visible label. Defaults to the translated 'Quantity'. */
  label?: SliderProps['label'];
  /** The slider position 0–4 (controlled): 15,000 / 50,000 / 100,000 / 150,000 / 250,000 units. */
  value?: number;
  /** The starting position (uncontrolled). Defaults to 0 (15,000 units). */
  defaultValue?: number;
  /** Called with the new position and the unit amount it stands for. */
  onValueChange?: (position: number, quantity: number) => void;
}

/**
 * The order quantity: five positions mapping to 15,000, 50,000, 100,000, 150,000 and 250,000 units.
 * The label shows the amount formatted for the locale followed by 'units', and screen readers hear the same
 * (`aria-valuetext`), not the position. Arrow keys move one step, Home and End jump to the ends.
 */
export function QuantitySlider({ label, value, defaultValue, onValueChange, ...props }: QuantitySliderProps) {
  const { t, formatNumber } = useLanguage();
  const units = (position: number) => t('dashboard.units', { amount: formatNumber(quantityForPosition(position)) });
  const marks = useMemo(
    () =>
      QUANTITY_STEPS.map((amount, position) => ({
        value: position,
        label: formatNumber(amount, { notation: 'compact' }),
      })),
    [formatNumber],
  );
  return (
    <Slider
      label={label ?? t('dashboard.quantity.label')}
      min={QUANTITY_MIN_POSITION}
      max={QUANTITY_MAX_POSITION}
      step={1}
      value={value === undefined ? undefined : clampQuantityPosition(value)}
      defaultValue={defaultValue === undefined ? undefined : clampQuantityPosition(defaultValue)}
      onValueChange={(position) => onValueChange?.(position, quantityForPosition(position))}
      marks={marks}
      formatValue={units}
      getAriaValueText={(details) => units(details.value)}
      {...props}
    />
  );
}
