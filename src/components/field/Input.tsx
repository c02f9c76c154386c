// Input and Textarea on their own, apart from Field.tsx: their recipes are not a field's, so a page (and a
// component's stylesheet, dist/css/) with fields but no bare text box carries neither.
import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { input, textarea } from 'styled-system/recipes';
import type { FieldSize } from './Field';

export type InputSize = FieldSize;

export interface InputProps extends Omit<ComponentProps<typeof ark.input>, 'size'> {
  /** Height and text size. */
  size?: InputSize;
}

/** A text box on its own, styled like Field.Input. It needs a name: a `<label>`, `aria-label` or `aria-labelledby`. */
export function Input({ size, className, ...props }: InputProps) {
  return <ark.input className={cx(input({ size }), className)} {...props} />;
}

export interface TextareaProps extends ComponentProps<typeof ark.textarea> {
  /** Padding and text size. */
  size?: InputSize;
}

/** A multi-line text box on its own, styled like Field.Textarea. It needs a name like Input does. */
export function Textarea({ size, className, ...props }: TextareaProps) {
  return <ark.textarea className={cx(textarea({ size }), className)} {...props} />;
}
