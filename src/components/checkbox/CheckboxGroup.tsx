import { useCheckboxGroup } from '@ark-ui/react/checkbox';
import { CircleAlert } from 'lucide-react';
import { type ReactNode, type RefAttributes, useEffect, useMemo, useRef, useState } from 'react';
import { checkbox } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enCheckboxGroup } from '../../i18n/messages/en-checkbox-group';
import { useMergedRefs } from '../../lib/merge-refs';
import { useControllableState } from '../../lib/use-controllable-state';
import { Fieldset, type FieldsetProps } from '../fieldset/Fieldset';
import { Checkbox, type CheckboxGroupOrientation, CheckboxGroupRootProvider, type CheckboxSize } from './Checkbox';
import { CheckboxGroupLimitContext } from './limit-context';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enCheckboxGroup);

/** One choice of the convenience `CheckboxGroup`. */
export interface CheckboxGroupOption {
  /** What the group's value holds while it is checked, and what a form submits for it. */
  value: string;
  /** What the user reads. */
  label: ReactNode;
  /** Shown but cannot be changed. */
  disabled?: boolean;
}

export interface CheckboxGroupProps
  extends Omit<FieldsetProps, 'children' | 'defaultValue' | 'onChange' | 'name'>,
    RefAttributes<HTMLFieldSetElement> {
  /** The group's visible name (its `<legend>`), e.g. 'Services'. */
  legend: ReactNode;
  /** The choices, in order. Or compose `Checkbox`es with a `value` as `children` instead. */
  items?: CheckboxGroupOption[];
  /** `Checkbox`es, each with a `value`, when `items` is not enough (e.g. a description under one). */
  children?: ReactNode;
  /** The checked values (controlled). */
  value?: string[];
  /** The values checked at first (uncontrolled). */
  defaultValue?: string[];
  /** Called with the checked values after each accepted change (never with more than `max`). */
  onValueChange?: (value: string[]) => void;
  /** The form field name of every checkbox: a form submits one `name=value` pair per checked box. */
  name?: string;
  /**
   * The fewest boxes to check. The group does not interrupt the picking: below it, a native form submit is
   * stopped (the first box's validity) and the group shows a translated 'Choose at least N options.'. With
   * `useForm`, check it in `validate` and pass `invalid`: the same message shows unless you give `errorText`.
   */
  min?: number;
  /**
   * The most boxes that may be checked. A pick past it is refused: the box stays unchecked and the group
   * shows, and announces, a translated 'You can choose at most N options.' until the next change. The boxes
   * stay enabled, so the limit is found by trying, not by boxes that went grey.
   */
  max?: number;
  /** At least one box must be checked (`min` defaults to 1): a '*' after the legend, 'required' read with it. */
  required?: boolean;
  /** Marks the group invalid: red boxes and the error text. Defaults to `errorText` given, or a failed native validation below `min`. */
  invalid?: boolean;
  /** The message under the boxes while invalid. Defaults to the translated `min` message when fewer are checked. */
  errorText?: ReactNode;
  /** Disables every box. */
  disabled?: boolean;
  /** Shows the checked boxes but ignores changes; they still submit. */
  readOnly?: boolean;
  /** Size of the boxes and labels. */
  size?: CheckboxSize;
  /** Stacks the boxes (`vertical`, the default) or lines them up and wraps them (`horizontal`). */
  orientation?: CheckboxGroupOrientation;
}

/**
 * Several independent yes/no choices under one legend, e.g. the services to quote for. A native `<fieldset>`
 * (Fieldset) around checkboxes that share a `name`: screen readers name the group by its legend, and a form
 * submits one `name=value` pair per checked box. `max` refuses a pick past it with a visible, announced
 * message; `min` (or `required`) is checked by a native submit or by your `validate`, with a translated error.
 */
export function CheckboxGroup({
  legend,
  items,
  children,
  value,
  defaultValue,
  onValueChange,
  name,
  min,
  max,
  required,
  invalid,
  errorText,
  disabled,
  readOnly,
  size,
  orientation,
  ref,
  ...fieldsetProps
}: CheckboxGroupProps) {
  const { t } = useLanguage();
  const [current, update] = useControllableState(value, defaultValue ?? []);
  // A pick past `max` was refused; the message stays until the next accepted change.
  const [refused, setRefused] = useState(false);
  // A native validation found too few checked: the error shows until enough are.
  const [validated, setValidated] = useState(false);
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const mergedRef = useMergedRefs(rootRef, ref);

  const fewest = min ?? (required ? 1 : undefined);
  const tooFew = fewest !== undefined && current.length < fewest;
  const minMessage = fewest !== undefined ? t('inputs.checkboxGroup.min', { min: fewest }) : '';
  const shownInvalid = invalid ?? (Boolean(errorText) || (validated && tooFew));
  const shownError = errorText ?? (shownInvalid && tooFew ? minMessage : undefined);

  const group = useCheckboxGroup({
    value: current,
    onValueChange: (next) => {
      if (max !== undefined && next.length > max) {
        setRefused(true);
        return;
      }
      setRefused(false);
      update(() => next);
      onValueChange?.(next);
    },
    name,
    disabled,
    readOnly,
    invalid: shownInvalid,
  });

  const latest = useRef(current);
  latest.current = current;
  const limit = useMemo(() => ({ refuses: () => max !== undefined && latest.current.length >= max }), [max]);

  // Too few checked makes the first box invalid for the browser: a native submit stops there, and its
  // `invalid` event shows the group's error.
  useEffect(() => {
    const first = rootRef.current?.querySelector<HTMLInputElement>('input[type="checkbox"]');
    if (!first) return;
    first.setCustomValidity(tooFew ? minMessage : '');
    return () => first.setCustomValidity('');
  });
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onInvalid = () => setValidated(true);
    // `invalid` does not bubble: listen on the way down.
    root.addEventListener('invalid', onInvalid, true);
    return () => root.removeEventListener('invalid', onInvalid, true);
  }, []);

  const classes = checkbox({ size });
  return (
    <Fieldset
      {...fieldsetProps}
      ref={mergedRef}
      legend={legend}
      required={required}
      disabled={group.disabled}
      invalid={shownInvalid}
      errorText={shownError}
    >
      <CheckboxGroupLimitContext.Provider value={limit}>
        {/* The fieldset is the group: its items container needs no role of its own. */}
        <CheckboxGroupRootProvider value={group} role="presentation" orientation={orientation}>
          {items
            ? items.map((item) => (
                <Checkbox key={item.value} value={item.value} disabled={item.disabled || undefined} size={size}>
                  {item.label}
                </Checkbox>
              ))
            : children}
        </CheckboxGroupRootProvider>
      </CheckboxGroupLimitContext.Provider>
      <div role="status" className={classes.limitText}>
        {refused && max !== undefined ? (
          <>
            <CircleAlert aria-hidden />
            {t('inputs.checkboxGroup.max', { max })}
          </>
        ) : null}
      </div>
    </Fieldset>
  );
}
