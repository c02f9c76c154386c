import { Fieldset as ArkFieldset, useFieldset, useFieldsetContext } from '@ark-ui/react/fieldset';
import { CircleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode, RefAttributes } from 'react';
import { fieldset } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enFieldset } from '../../i18n/messages/en-fieldset';
import { createParts } from '../../lib/parts';
import { VisuallyHidden } from '../visually-hidden';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enFieldset);

const { withProvider, withContext } = createParts(fieldset);

export interface FieldsetRootProps extends ArkFieldset.RootProps {}
export interface FieldsetLegendProps extends ArkFieldset.LegendProps {}
export interface FieldsetHelperTextProps extends ArkFieldset.HelperTextProps {}
export interface FieldsetErrorTextProps extends ArkFieldset.ErrorTextProps {}
export interface FieldsetRequiredIndicatorProps extends ComponentProps<'span'> {}

function ErrorTextWithIcon({ children, ...props }: FieldsetErrorTextProps & RefAttributes<HTMLSpanElement>) {
  return (
    <ArkFieldset.ErrorText {...props}>
      <CircleAlert aria-hidden />
      {children}
    </ArkFieldset.ErrorText>
  );
}

function RequiredMark({ children, ...props }: FieldsetRequiredIndicatorProps & RefAttributes<HTMLSpanElement>) {
  const { t } = useLanguage();
  // A group has no `required` attribute to announce, so the word is in the legend, for screen readers only.
  return (
    <>
      <span aria-hidden {...props}>
        {children ?? '*'}
      </span>
      <VisuallyHidden> ({t('inputs.fieldset.required')})</VisuallyHidden>
    </>
  );
}

/**
 * A native `<fieldset>` around a group of controls, named by its legend. `disabled` disables every control
 * inside, natively (they cannot be focused, changed or submitted) and through Ark's context (they look
 * disabled). `invalid` shows the error text; the helper text, and the error text while invalid, describe the group.
 */
export const FieldsetRoot = /* @__PURE__ */ withProvider(ArkFieldset.Root, 'root');
/** The group's visible name, read when focus enters the group. */
export const FieldsetLegend = /* @__PURE__ */ withContext(ArkFieldset.Legend, 'legend');
/** A hint for the whole group; screen readers read it with the group. */
export const FieldsetHelperText = /* @__PURE__ */ withContext(ArkFieldset.HelperText, 'helperText');
/** Shown only while the group is invalid, with an icon; announced politely when it appears. */
export const FieldsetErrorText = /* @__PURE__ */ withContext(ErrorTextWithIcon, 'errorText');
/** A '*' for the legend of a group that needs an answer, with the word 'required' for screen readers only. */
export const FieldsetRequiredIndicator = /* @__PURE__ */ withContext(RequiredMark, 'requiredIndicator');

/**
 * The root for state you create yourself with `useFieldset()` (Ark's `useFieldset`), e.g. to read its ids
 * beside it: `const fieldset = useFieldset(props)`, then `<FieldsetRootProvider value={fieldset}>`.
 */
export const FieldsetRootProvider = /* @__PURE__ */ withProvider(ArkFieldset.RootProvider, 'root');
export { useFieldset, useFieldsetContext };

export interface FieldsetProps extends Omit<FieldsetRootProps, 'children'>, RefAttributes<HTMLFieldSetElement> {
  /** The visible name of the group, e.g. 'Delivery'. */
  legend: ReactNode;
  /** A hint for the whole group, under the legend; the group is described by it. */
  helperText?: ReactNode;
  /** The message shown under the controls while the group is invalid. Giving one makes the group invalid unless `invalid` says otherwise. */
  errorText?: ReactNode;
  /** Marks the group invalid: the error text shown and describing the group. Defaults to `Boolean(errorText)`. */
  invalid?: boolean;
  /** Disables every control inside: none can be focused, changed or submitted. */
  disabled?: boolean;
  /** A '*' after the legend, and 'required' read with it. Each control inside still says whether it needs a value. */
  required?: boolean;
  /** The controls of the group. */
  children?: ReactNode;
}

/**
 * A group of controls with a legend, helper text and error text, e.g. a delivery address or a set of
 * notification choices. A native `<fieldset>`: screen readers name the group by its legend, and `disabled`
 * disables every control inside, Checkbox, Select and TextField included.
 */
export function Fieldset({ legend, helperText, errorText, invalid, required, children, ...props }: FieldsetProps) {
  return (
    <FieldsetRoot invalid={invalid ?? Boolean(errorText)} {...props}>
      <FieldsetLegend>
        {legend}
        {required ? <FieldsetRequiredIndicator /> : null}
      </FieldsetLegend>
      {helperText ? <FieldsetHelperText>{helperText}</FieldsetHelperText> : null}
      {children}
      {errorText ? <FieldsetErrorText>{errorText}</FieldsetErrorText> : null}
    </FieldsetRoot>
  );
}
