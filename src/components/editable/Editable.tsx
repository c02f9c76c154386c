import { Editable as ArkEditable, useEditable, useEditableContext } from '@ark-ui/react/editable';
import { Check, Pencil, X } from 'lucide-react';
import type { RefAttributes } from 'react';
import { editable } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enEditable } from '../../i18n/messages/en-editable';
import { createParts } from '../../lib/parts';
import { visuallyHidden } from '../../lib/visually-hidden';
import { type ButtonSize, IconButton } from '../button/Button';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enEditable);

const { withProvider, withContext } = createParts(editable);

/** The height of the text and its box: a Button's heights. */
export type EditableSize = 'sm' | 'md' | 'lg';

export interface EditableRootProps extends ArkEditable.RootProps {
  /** The height of the text and its box. */
  size?: EditableSize;
}
export interface EditableRootProviderProps extends ArkEditable.RootProviderProps {
  /** The height of the text and its box. */
  size?: EditableSize;
}
export interface EditableLabelProps extends ArkEditable.LabelProps {}
export interface EditableAreaProps extends ArkEditable.AreaProps {}
export interface EditablePreviewProps extends ArkEditable.PreviewProps {}
export interface EditableInputProps extends ArkEditable.InputProps {}
export interface EditableControlProps extends ArkEditable.ControlProps {}
export interface EditableEditTriggerProps extends ArkEditable.EditTriggerProps {}
export interface EditableSubmitTriggerProps extends ArkEditable.SubmitTriggerProps {}
export interface EditableCancelTriggerProps extends ArkEditable.CancelTriggerProps {}

/**
 * The state: `value`, `defaultValue`, `onValueChange`, `onValueCommit` (saved) and `onValueRevert`
 * (cancelled); `activationMode` (`focus`, Ark's default, `click`, `dblclick` or `none`), `submitMode` (`enter`,
 * `blur`, `both` or `none`), `name`, `maxLength`, `required`, `disabled`, `readOnly`, `placeholder`.
 */
export const EditableRoot = /* @__PURE__ */ withProvider<typeof ArkEditable.Root, { size?: EditableSize }>(
  ArkEditable.Root,
  'root',
);
/** The root for state you create yourself with `useEditable()` (Ark's). */
export const EditableRootProvider = /* @__PURE__ */ withProvider<typeof ArkEditable.RootProvider, { size?: EditableSize }>(
  ArkEditable.RootProvider,
  'root',
);
/** The visible name; it labels the box. */
export const EditableLabel = /* @__PURE__ */ withContext(ArkEditable.Label, 'label');
/** Holds the preview and the box, one shown at a time. */
export const EditableArea = /* @__PURE__ */ withContext(ArkEditable.Area, 'area');
/** The value as text (or the placeholder) while not editing. */
export const EditablePreview = /* @__PURE__ */ withContext(ArkEditable.Preview, 'preview');
/** The text box while editing: Enter saves, Escape cancels. A real input: a native form submits it by `name`. */
export const EditableInput = /* @__PURE__ */ withContext(ArkEditable.Input, 'input');
/** Holds the edit, save and cancel buttons. */
export const EditableControl = /* @__PURE__ */ withContext(ArkEditable.Control, 'control');
/** Starts editing; focus comes back to it after a save or a cancel. */
export const EditableEditTrigger = /* @__PURE__ */ withContext(ArkEditable.EditTrigger, 'editTrigger');
/** Saves the value typed. */
export const EditableSubmitTrigger = /* @__PURE__ */ withContext(ArkEditable.SubmitTrigger, 'submitTrigger');
/** Puts the value back as it was. */
export const EditableCancelTrigger = /* @__PURE__ */ withContext(ArkEditable.CancelTrigger, 'cancelTrigger');
/** Render prop with the editable's API (`editing`, `value`, `edit`, `submit`, `cancel`). */
export const EditableContext = ArkEditable.Context;
export { useEditable, useEditableContext };

export interface EditableProps
  extends Omit<EditableRootProps, 'children' | 'translations' | 'placeholder' | 'onValueCommit' | 'onValueChange'> {
  /** What the text is, e.g. 'Delivery note': it labels the box and names the buttons ('Edit Delivery note'). */
  label: string;
  /** Hides the label visually (screen readers still hear it), where the context says it all. */
  hideLabel?: boolean;
  /** Shown, muted, while the value is empty, e.g. 'Add a note for the driver'. */
  placeholder?: string;
  /** What starts editing besides the Edit button: `dblclick` on the text (the default), `click`, `focus` or `none`. */
  activationMode?: EditableRootProps['activationMode'];
  /** Called with the value as typed, on every change. */
  onValueChange?: (value: string) => void;
  /** Called with the value once saved (Enter, the save button, or leaving the box). */
  onValueCommit?: (value: string) => void;
}

/**
 * Text shown as text and edited in place, e.g. a shipment's note (Ark's editable): the value with an Edit
 * button after it (double-clicking the text also edits). Editing shows a text box with Save and Cancel:
 * Enter or leaving the box saves, Escape cancels, and focus goes back to Edit. The box is a real input: with
 * `name`, a native form submits the value.
 */
export function Editable({
  label,
  hideLabel = false,
  placeholder,
  size,
  activationMode = 'dblclick',
  onValueChange,
  onValueCommit,
  ...props
}: EditableProps & RefAttributes<HTMLDivElement>) {
  const { t } = useLanguage();
  const buttonSize: ButtonSize = size ?? 'md';
  return (
    <EditableRoot
      size={size}
      activationMode={activationMode}
      placeholder={placeholder}
      onValueChange={onValueChange && ((details) => onValueChange(details.value))}
      onValueCommit={onValueCommit && ((details) => onValueCommit(details.value))}
      translations={{
        edit: t('core.editable.edit', { label }),
        submit: t('core.editable.save', { label }),
        cancel: t('core.editable.cancel', { label }),
        input: label,
      }}
      {...props}
    >
      <EditableLabel className={hideLabel ? visuallyHidden : undefined}>{label}</EditableLabel>
      <div className={editable({ size }).row}>
        <EditableArea>
          {/* The text is read as text; the Edit button is the way in by keyboard, so the text is not a tab stop. */}
          <EditablePreview tabIndex={-1} aria-label={undefined} />
          <EditableInput />
        </EditableArea>
        <EditableControl>
          <EditableContext>
            {(api) =>
              api.editing ? (
                <>
                  <EditableSubmitTrigger asChild>
                    <IconButton aria-label={t('core.editable.save', { label })} size={buttonSize}>
                      <Check aria-hidden />
                    </IconButton>
                  </EditableSubmitTrigger>
                  <EditableCancelTrigger asChild>
                    <IconButton aria-label={t('core.editable.cancel', { label })} size={buttonSize}>
                      <X aria-hidden />
                    </IconButton>
                  </EditableCancelTrigger>
                </>
              ) : (
                <EditableEditTrigger asChild>
                  <IconButton aria-label={t('core.editable.edit', { label })} size={buttonSize}>
                    <Pencil aria-hidden />
                  </IconButton>
                </EditableEditTrigger>
              )
            }
          </EditableContext>
        </EditableControl>
      </div>
    </EditableRoot>
  );
}
