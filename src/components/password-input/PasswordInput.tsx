import { PasswordInput as ArkPasswordInput, usePasswordInput, usePasswordInputContext } from '@ark-ui/react/password-input';
import { Eye, EyeOff } from 'lucide-react';
import type { MouseEvent, ReactNode, RefAttributes } from 'react';
import { passwordInput } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enPasswordInput } from '../../i18n/messages/en-password-input';
import { createParts } from '../../lib/parts';
import { type FieldRootProps, LabelledField, splitFieldProps, useFieldDescribedBy } from '../field/Field';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enPasswordInput);

const { withProvider, withContext } = createParts(passwordInput);

export type PasswordInputSize = 'sm' | 'md' | 'lg';
/** What a browser or password manager should offer: the saved password (sign-in) or a new one (sign-up, change). */
export type PasswordAutoComplete = 'current-password' | 'new-password';

export interface PasswordInputRootProps extends ArkPasswordInput.RootProps {
  /** Height and text size of the box. */
  size?: PasswordInputSize;
}
export interface PasswordInputRootProviderProps extends ArkPasswordInput.RootProviderProps {
  /** Height and text size of the box. */
  size?: PasswordInputSize;
}
export interface PasswordInputLabelProps extends ArkPasswordInput.LabelProps {}
export interface PasswordInputControlProps extends ArkPasswordInput.ControlProps {}
export interface PasswordInputInputProps extends ArkPasswordInput.InputProps {}
export interface PasswordInputVisibilityTriggerProps extends ArkPasswordInput.VisibilityTriggerProps {}
export interface PasswordInputIndicatorProps extends ArkPasswordInput.IndicatorProps {}

function DescribedInput(props: PasswordInputInputProps & RefAttributes<HTMLInputElement>) {
  return <ArkPasswordInput.Input {...props} aria-describedby={useFieldDescribedBy(props['aria-describedby'])} />;
}

function KeyboardVisibilityTrigger({
  onClick,
  ...props
}: PasswordInputVisibilityTriggerProps & RefAttributes<HTMLButtonElement>) {
  const api = usePasswordInputContext();
  return (
    <ArkPasswordInput.VisibilityTrigger
      // Ark leaves the button out of the tab order and toggles on pointer down only: keyboard users could not
      // show the password. It takes focus, and Enter or Space (a click without a pointer) toggles it.
      tabIndex={0}
      {...props}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (event.detail === 0 && !event.defaultPrevented) api.toggleVisible();
      }}
    />
  );
}

/** Holds the visibility (`visible`, `defaultVisible`, `onVisibilityChange`), `name` and `autoComplete`. */
export const PasswordInputRoot = /* @__PURE__ */ withProvider<typeof ArkPasswordInput.Root, { size?: PasswordInputSize }>(
  ArkPasswordInput.Root,
  'root',
);
/**
 * The root for state you create yourself with `usePasswordInput()` (Ark's), e.g. to show the password from
 * outside: `const password = usePasswordInput(props)`, then `<PasswordInputRootProvider value={password}>`.
 */
export const PasswordInputRootProvider = /* @__PURE__ */ withProvider<
  typeof ArkPasswordInput.RootProvider,
  { size?: PasswordInputSize }
>(ArkPasswordInput.RootProvider, 'root');
/** The visible name of the box. */
export const PasswordInputLabel = /* @__PURE__ */ withContext(ArkPasswordInput.Label, 'label');
/** Holds the box and the show/hide button. */
export const PasswordInputControl = /* @__PURE__ */ withContext(ArkPasswordInput.Control, 'control');
/** The text box: `type="password"` while hidden, `text` while shown. Inside a Field it is described by the helper and error texts. */
export const PasswordInputInput = /* @__PURE__ */ withContext(DescribedInput, 'input');
/**
 * The show/hide button. Give it a name that says what it does (`aria-label`, or Ark's `translations.visibilityTrigger`).
 * Unlike Ark's, it is in the tab order and Enter or Space toggles it.
 */
export const PasswordInputVisibilityTrigger = /* @__PURE__ */ withContext(KeyboardVisibilityTrigger, 'visibilityTrigger');
/** The icon inside the button: its children while shown, `fallback` while hidden. */
export const PasswordInputIndicator = /* @__PURE__ */ withContext(ArkPasswordInput.Indicator, 'indicator');
/** Render prop with the password input's API (`visible`, `setVisible`, `toggleVisible`, `focus`). */
export const PasswordInputContext = ArkPasswordInput.Context;
export { usePasswordInput, usePasswordInputContext };

export interface PasswordInputProps
  extends Omit<PasswordInputInputProps, 'size' | 'autoComplete' | 'name' | 'children'>,
    RefAttributes<HTMLInputElement> {
  /** The visible label. */
  label: ReactNode;
  /** A hint under the box, e.g. the rules a new password must follow. */
  helperText?: ReactNode;
  /** The message shown while the field is invalid, with an icon. Giving one makes the field invalid unless `invalid` says otherwise. */
  errorText?: ReactNode;
  /** Marks the field invalid: `aria-invalid` on the box and the error text shown. Defaults to `Boolean(errorText)`. */
  invalid?: boolean;
  /** A password is needed: a '*' after the label, and `required` on the box. */
  required?: boolean;
  /** Disables the box and the button; it does not submit. */
  disabled?: boolean;
  /** Shows the value but ignores changes; it still submits. */
  readOnly?: boolean;
  /** The form field name; `useForm` focuses the box by it. */
  name?: string;
  /**
   * `current-password` on a sign-in form (the browser offers the saved one), `new-password` where one is
   * chosen (the browser may suggest a strong one). Passed to the box as `autocomplete`.
   */
  autoComplete?: PasswordAutoComplete;
  /** Whether the password is shown (controlled). */
  visible?: boolean;
  /** Whether the password is shown at first (uncontrolled). Defaults to hidden. */
  defaultVisible?: boolean;
  /** Called when the user shows or hides the password. */
  onVisibilityChange?: (visible: boolean) => void;
  /** Height and text size. */
  size?: PasswordInputSize;
  /** Props for the wrapping Field.Root, e.g. a `className` for layout. */
  rootProps?: Omit<FieldRootProps, 'invalid' | 'required' | 'disabled' | 'readOnly' | 'size'>;
}

/**
 * A password with a button that shows it as plain text and hides it again, named 'Show password' or 'Hide
 * password' in the page's language. Label, required mark, helper text and error text are the Field's, as
 * in TextField; `autoComplete` tells password managers whether to fill the saved password or a new one.
 */
export function PasswordInput(props: PasswordInputProps) {
  const [field, { name, autoComplete, visible, defaultVisible, onVisibilityChange, size, ...inputProps }] =
    splitFieldProps(props);
  const { t } = useLanguage();
  return (
    <LabelledField {...field} size={size}>
      <PasswordInputRoot
        name={name}
        autoComplete={autoComplete}
        visible={visible}
        defaultVisible={defaultVisible}
        onVisibilityChange={onVisibilityChange ? (details) => onVisibilityChange(details.visible) : undefined}
        translations={{ visibilityTrigger: (shown) => t(shown ? 'inputs.password.hide' : 'inputs.password.show') }}
        size={size}
      >
        <PasswordInputControl>
          <PasswordInputInput {...inputProps} />
          <PasswordInputVisibilityTrigger>
            <PasswordInputIndicator fallback={<Eye aria-hidden />}>
              <EyeOff aria-hidden />
            </PasswordInputIndicator>
          </PasswordInputVisibilityTrigger>
        </PasswordInputControl>
      </PasswordInputRoot>
    </LabelledField>
  );
}
