import { Check, Minus } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { checkbox } from 'styled-system/recipes';
import { overControl } from '../../lib/native-input';

export interface SelectionCheckboxProps {
  /** The accessible name, e.g. 'Select PO-00012'. */
  label: string;
  /** Checked, unchecked, or 'indeterminate' (shown and announced as mixed), e.g. a page partly selected. */
  checked: boolean | 'indeterminate';
  /** Disables the box: it cannot be focused or changed, e.g. while the table loads. */
  disabled?: boolean;
  /** Called with the box's new state when the user checks or unchecks it. */
  onChange: (checked: boolean) => void;
}

/**
 * A row's or the header's selection checkbox: a native checkbox drawn as the Checkbox draws its box, with
 * the same parts, classes and data attributes, so it looks and reads the same. Ark's Checkbox runs a state
 * machine per box, with its listeners and a Field around it, which a page of rows paid for again on every
 * page change or sort (about half of a server table's next page), while a selection box needs nothing a
 * native input does not do: Tab, Space, its name, and "mixed".
 */
export function SelectionCheckbox({ label, checked, disabled, onChange }: SelectionCheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  const [focusVisible, setFocusVisible] = useState(false);
  const indeterminate = checked === 'indeterminate';
  // Only a script can make a native checkbox mixed; before paint, so it never shows unchecked first.
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const styles = checkbox();
  const state = {
    'data-scope': 'checkbox',
    'data-state': indeterminate ? 'indeterminate' : checked ? 'checked' : 'unchecked',
    'data-disabled': disabled ? '' : undefined,
    // The keyboard's focus is drawn on the box, as the Checkbox does; a click does not draw it.
    'data-focus-visible': focusVisible && !disabled ? '' : undefined,
  };
  return (
    <label className={styles.root} data-part="root" {...state}>
      <div className={styles.control} data-part="control" aria-hidden {...state}>
        {checked !== false && (
          <div className={styles.indicator} data-part="indicator" {...state}>
            {indeterminate ? <Minus aria-hidden /> : <Check aria-hidden />}
          </div>
        )}
      </div>
      <input
        ref={input}
        type="checkbox"
        aria-label={label}
        style={overControl()}
        checked={checked === true}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
        onFocus={(event) => setFocusVisible(event.currentTarget.matches(':focus-visible'))}
        onBlur={() => setFocusVisible(false)}
      />
    </label>
  );
}
