// The input that carries a composite control's value (a time typed in parts, a from/to window, a day and a
// time) into a form under its name, as a native control would: unseen and out of the tab order, but not
// hidden from the browser's own checks, so that `required` and the control's own message stop a native submit.
import { type ComponentProps, type FocusEvent, useEffect, useRef } from 'react';
import { useMergedRefs } from './merge-refs';
import { visuallyHidden } from './visually-hidden';

export interface FormValueInputProps extends Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'type'> {
  /** What the form submits: '' while the control has no whole value. */
  value: string;
  /** Why the value is not taken, in the words the control shows ('' when it is): the browser's check says it. */
  validity?: string;
  /** Where a focus on the input goes on to (the browser's check, or useForm focusing by name): the control's first part. */
  focusTarget: (input: HTMLInputElement) => HTMLElement | null | undefined;
}

export function FormValueInput({ value, validity = '', focusTarget, className, onFocus, ref, ...props }: FormValueInputProps) {
  const own = useRef<HTMLInputElement>(null);
  useEffect(() => own.current?.setCustomValidity(validity), [validity]);
  return (
    <input
      {...props}
      ref={useMergedRefs(own, ref)}
      className={[visuallyHidden, className].filter(Boolean).join(' ')}
      tabIndex={-1}
      aria-hidden
      value={value}
      // The value follows the control; React needs a handler for a value it controls.
      onChange={() => {}}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        onFocus?.(event);
        if (event.target === event.currentTarget) focusTarget(event.currentTarget)?.focus();
      }}
    />
  );
}
