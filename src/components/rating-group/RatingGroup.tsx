import { useFieldContext } from '@ark-ui/react/field';
import {
  RatingGroup as ArkRatingGroup,
  useRatingGroup,
  useRatingGroupContext,
  useRatingGroupItemContext,
} from '@ark-ui/react/rating-group';
import { Star } from 'lucide-react';
import { type ComponentProps, type ReactNode, type RefAttributes, useEffect, useRef } from 'react';
import { ratingGroup } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enRatingGroup } from '../../i18n/messages/en-rating-group';
import { FormValueInput } from '../../lib/form-value-input';
import { useMergedRefs } from '../../lib/merge-refs';
import { createParts } from '../../lib/parts';
import { visuallyHidden } from '../../lib/visually-hidden';
import { FieldErrorText, FieldHelperText, FieldRequiredIndicator, FieldRoot, type FieldRootProps } from '../field/Field';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enRatingGroup);

const { withProvider, withContext } = createParts(ratingGroup);

export interface RatingGroupRootProps extends ArkRatingGroup.RootProps {}
export interface RatingGroupRootProviderProps extends ArkRatingGroup.RootProviderProps {}
export interface RatingGroupLabelProps extends ArkRatingGroup.LabelProps {}
export interface RatingGroupControlProps extends ArkRatingGroup.ControlProps {}
export interface RatingGroupItemProps extends ArkRatingGroup.ItemProps {}
export interface RatingGroupHiddenInputProps extends Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'type'> {}

// Each star's name in the page's language; zag's own is English ('3 stars').
function TranslatedRoot(props: ArkRatingGroup.RootProps & RefAttributes<HTMLDivElement>) {
  const { t } = useLanguage();
  const translations = { ratingValueText: (value: number) => t('inputs.ratingGroup.star', { value }), ...props.translations };
  return <ArkRatingGroup.Root {...props} translations={translations} />;
}

// The stars' group is the field's control: `aria-invalid` and `aria-required` go on it, which zag sets nowhere.
function FieldControl({ ref, ...props }: ArkRatingGroup.ControlProps & RefAttributes<HTMLDivElement>) {
  const field = useFieldContext();
  const api = useRatingGroupContext();
  const own = useRef<HTMLDivElement>(null);
  // zag focuses the checked star a frame after a key or a click, reading the value React has rendered by then; its
  // events run in a microtask, which React renders in a later task, so the frame can come first and leave focus on
  // the star before. Once the new value has rendered, focus follows it here.
  useEffect(() => {
    const active = own.current?.ownerDocument.activeElement;
    if (api.value < 1 || !active || !own.current?.contains(active)) return;
    own.current.querySelector<HTMLElement>(`[role=radio][aria-posinset="${Math.ceil(api.value)}"]`)?.focus();
  }, [api.value]);
  return (
    <ArkRatingGroup.Control
      aria-invalid={field?.invalid || undefined}
      aria-required={api.getHiddenInputProps().required || undefined}
      {...props}
      ref={useMergedRefs(own, ref)}
    />
  );
}

// zag calls each star a 'rating' (aria-roledescription), in English: said in the page's language here.
function TranslatedItem(props: ArkRatingGroup.ItemProps & RefAttributes<HTMLSpanElement>) {
  const { t } = useLanguage();
  return <ArkRatingGroup.Item aria-roledescription={t('inputs.ratingGroup.rating')} {...props} />;
}

/**
 * The stars' value and state: `value`, `defaultValue`, `onValueChange` (`{ value }`, -1 or 0 for none), `count`
 * (default 5), `allowHalf`, `name`, `disabled`, `readOnly`, `required`. Each star is named in the page's language
 * ('3 stars'); `translations.ratingValueText` names them otherwise. The direction is the provider's: in right to
 * left the first star is at the right and ArrowLeft adds one.
 */
export const RatingGroupRoot = /* @__PURE__ */ withProvider(TranslatedRoot, 'root');
/**
 * The root for state you create yourself with `useRatingGroup()` (Ark's), e.g. to clear the rating from outside:
 * `const rating = useRatingGroup(props)`, then `<RatingGroupRootProvider value={rating}>`. Give `useRatingGroup`
 * its `translations` yourself: this root cannot.
 */
export const RatingGroupRootProvider = /* @__PURE__ */ withProvider(ArkRatingGroup.RootProvider, 'root');
/** The stars' visible name: it labels the `radiogroup`. A click focuses the checked star. */
export const RatingGroupLabel = /* @__PURE__ */ withContext(ArkRatingGroup.Label, 'label');
/**
 * The row of stars (role `radiogroup`, named by the label). Inside a Field it is described by the helper text,
 * and by the error text while invalid, and carries `aria-invalid` and `aria-required`.
 */
export const RatingGroupControl = /* @__PURE__ */ withContext(FieldControl, 'control');
/**
 * One star (role `radio`, `index` from 1). The arrow keys move the rating by a star (half a star with
 * `allowHalf`), Home and End go to the first and the last; a click rates. Draw the star inside it from
 * `RatingGroupItemContext` (`highlighted`, `half`, `checked`).
 */
export const RatingGroupItem = /* @__PURE__ */ withContext(TranslatedItem, 'item');
// The filled star over the outline: the whole of it while highlighted, half for a half star.
const RatingGroupItemFill = /* @__PURE__ */ withContext('span', 'itemFill');

/**
 * What a form submits, under the root's `name` (Ark's default is 'rating'): the rating ('3', '2.5'), '' while there
 * is none, where Ark's hidden input would hold -1. Not hidden from the browser's own checks, so `required` stops a
 * native submit, and a focus on it (the browser's, or useForm's by name) goes on to the checked star.
 */
export function RatingGroupHiddenInput(props: RatingGroupHiddenInputProps & RefAttributes<HTMLInputElement>) {
  const api = useRatingGroupContext();
  const { name, form, required, disabled, readOnly } = api.getHiddenInputProps() as ComponentProps<'input'>;
  const controlId = api.getControlProps().id as string;
  return (
    <>
      {/* Ark's own stays for what zag reads from it (a form's reset, a disabled fieldset) and the label's `for`;
          it submits nothing. */}
      <ArkRatingGroup.HiddenInput name="" required={false} />
      <FormValueInput
        name={name}
        form={form}
        required={required}
        disabled={disabled}
        readOnly={readOnly}
        {...props}
        value={api.value > 0 ? String(api.value) : ''}
        // The star Tab stops at: the checked one, else the first.
        focusTarget={(input) =>
          input.ownerDocument.getElementById(controlId)?.querySelector<HTMLElement>('[role=radio][tabindex="0"]')
        }
      />
    </>
  );
}

/** Render prop with the rating's API (`value`, `items`, `setValue`, `clearValue`…). */
export const RatingGroupContext = ArkRatingGroup.Context;
/** Render prop with one star's state (`highlighted`, `half`, `checked`), to draw it. */
export const RatingGroupItemContext = ArkRatingGroup.ItemContext;
export { useRatingGroup, useRatingGroupContext, useRatingGroupItemContext };

export interface RatingGroupProps
  extends Omit<
      RatingGroupRootProps,
      | 'value'
      | 'defaultValue'
      | 'onValueChange'
      | 'children'
      | 'count'
      | 'allowHalf'
      | 'name'
      | 'required'
      | 'disabled'
      | 'readOnly'
      | 'translations'
    >,
    RefAttributes<HTMLDivElement> {
  /** The visible label; it names the stars' `radiogroup` for screen readers. */
  label: ReactNode;
  /** Hides the label visually; screen readers still announce it. */
  hideLabel?: boolean;
  /** A hint under the stars; the group is described by it. */
  helperText?: ReactNode;
  /** The message shown while the field is invalid, with the error icon; the group is described by it. Giving one makes the field invalid unless `invalid` says otherwise. */
  errorText?: ReactNode;
  /** Marks the rating as wrong: red outlines, `aria-invalid` on the group, and `errorText` shown. Defaults to `Boolean(errorText)`. */
  invalid?: boolean;
  /** A rating is needed: a '*' after the label, `aria-required` on the group, and a native submit stops while there is none. */
  required?: boolean;
  /** Disables the stars; the rating does not submit. */
  disabled?: boolean;
  /** Shows the rating but ignores changes; it still submits. */
  readOnly?: boolean;
  /** How many stars. Defaults to 5. */
  count?: number;
  /** Lets the rating take half stars (2.5): a click on a star's first half, and the arrow keys, move by halves. */
  allowHalf?: boolean;
  /** The rating (controlled), 0 for none. */
  value?: number;
  /** The rating to start from (uncontrolled). */
  defaultValue?: number;
  /** Called with the new rating when the user rates: a click, an arrow key, Home or End (0 for none). */
  onValueChange?: (value: number) => void;
  /** The form field name: a form submits the rating under it ('' while there is none). */
  name?: string;
  /** Props for the wrapping Field.Root, e.g. a `className` for layout. */
  rootProps?: Omit<FieldRootProps, 'invalid' | 'required' | 'disabled' | 'readOnly'>;
}

/**
 * A rating of 1 to `count` stars (Ark's rating group), e.g. a carrier's service. The stars are a `radiogroup`
 * named by the label, each a `radio` named in the page's language ('3 stars'): Tab enters at the checked star,
 * the arrow keys move the rating (mirrored in right to left), Home and End go to the first and last star, a click
 * rates. Label, required mark, helper text and error text are the Field's, as in RadioGroup; with `name` a form
 * submits the rating.
 */
export function RatingGroup({
  label,
  hideLabel = false,
  helperText,
  errorText,
  invalid,
  required,
  disabled,
  readOnly,
  value,
  defaultValue,
  onValueChange,
  rootProps,
  ...props
}: RatingGroupProps) {
  return (
    <FieldRoot {...rootProps} invalid={invalid ?? Boolean(errorText)} required={required} disabled={disabled} readOnly={readOnly}>
      <RatingGroupRoot
        {...props}
        value={value}
        defaultValue={defaultValue}
        // zag's none is -1, or 0 after ArrowLeft from the first star: 0 for both.
        onValueChange={(details) => onValueChange?.(Math.max(0, details.value))}
        required={required}
        disabled={disabled}
        readOnly={readOnly}
      >
        <RatingGroupLabel className={hideLabel ? visuallyHidden : undefined}>
          {label}
          <FieldRequiredIndicator />
        </RatingGroupLabel>
        <RatingGroupControl>
          <RatingGroupContext>
            {(api) =>
              api.items.map((index) => (
                <RatingGroupItem key={index} index={index}>
                  <Star aria-hidden />
                  <RatingGroupItemFill>
                    <Star aria-hidden fill="currentColor" />
                  </RatingGroupItemFill>
                </RatingGroupItem>
              ))
            }
          </RatingGroupContext>
        </RatingGroupControl>
        <RatingGroupHiddenInput />
      </RatingGroupRoot>
      {helperText ? <FieldHelperText>{helperText}</FieldHelperText> : null}
      {errorText ? <FieldErrorText>{errorText}</FieldErrorText> : null}
    </FieldRoot>
  );
}
