// The one form mechanism of the package: every form block (settings panels, profile, request, sign-up,
// tracking, the chat composer, card and password dialogs) keeps its values, errors, focus and submit guard
// here, so they all behave alike.
import { type ChangeEvent, type FormEvent, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { sameFormValues, useSubmitOnce } from './submit-once';

/** Problems per field, as codes or messages (whatever `validate` returns); a field without one is fine. */
export type FormErrors<V, E = string> = Partial<Record<keyof V, E>>;

/** What `onSubmit` gives back: nothing (saved), or the problems a server found. */
// biome-ignore lint/suspicious/noConfusingVoidType: an onSubmit that returns nothing, async or not, returns void
export type SubmitAnswer<V, E = string> = void | FormErrors<V, E>;

/** The fields of `V` that hold text, which `input()` can bind to a text box. */
export type TextFieldOf<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface UseFormOptions<V extends object, E> {
  /**
   * The values to start from. While the user has changed nothing, the form follows them when they change
   * (a value saved elsewhere, such as in another tab, or arriving after hydration); once edited, the edits stay.
   */
  initialValues: V;
  /** Every problem of the values; an empty object lets the submit through. Runs on each submit. */
  validate?: (values: V) => FormErrors<V, E>;
  /**
   * Receives the values of a submit without problems. It may return a promise: the form is `submitting`
   * until it settles and ignores further submits meanwhile. If it throws or rejects, the form keeps every
   * value, as typed, for another try; report the failure yourself (a toast, a message). If it returns (or
   * resolves to) problems, as a server that checked the values answers, they show by their fields as
   * `validate`'s would, focus goes to the first, and the submit has failed.
   */
  onSubmit: (values: V) => SubmitAnswer<V, E> | Promise<SubmitAnswer<V, E>>;
  /**
   * Problems found elsewhere, such as the field errors a Server Action returns through `useActionState` or a
   * router action's data. Each new object shows by its fields, already in the server-rendered page, and moves
   * focus to the first; a field's problem clears as soon as that field changes, and the next submit clears them all.
   */
  errors?: FormErrors<V, E>;
  /** After a successful submit, start again from `initialValues` (a form that sends something new each time). */
  resetOnSubmit?: boolean;
  /**
   * After a successful submit, ignore a submit that repeats it: the second click of a double click, or Enter
   * pressed again, neither sends twice nor flags the form the submit just emptied. The guard ends with the
   * next change of a value or `reset()` (a FormDialog resets as it closes), and on a form that `resetOnSubmit`
   * emptied, a second after the submit (or after the last repeat it ignored): a deliberate submit of the empty form is then
   * checked as usual, its problems shown and focused. Values kept after a success are not sent again until
   * something changes. Defaults to `resetOnSubmit`; leave it off where saving the same values again is a
   * deliberate act (a settings panel).
   */
  ignoreRepeats?: boolean;
}

export interface Form<V extends object, E> {
  /** What the fields show. */
  values: V;
  /** The problems shown: set by a submit; a fixed field clears as soon as it is fixed. */
  errors: FormErrors<V, E>;
  /** How many fields show a problem. */
  errorCount: number;
  /** True while a promise returned by `onSubmit` is pending. */
  submitting: boolean;
  /** Changes one field. */
  setValue: <K extends keyof V>(field: K, value: V[K]) => void;
  /** Changes several fields at once from the current values (e.g. a choice that clears another). */
  setValues: (change: (current: V) => V) => void;
  /** `name`, `value` and `onChange` of a text field, to spread on a TextField or textarea. */
  input: <K extends TextFieldOf<V>>(
    field: K,
  ) => { name: K; value: string; onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void };
  /** Back to `initialValues` with no problems shown (Cancel, a dialog closed); the next submit is answered. */
  reset: () => void;
  /**
   * Validates and submits: true once `onSubmit` has succeeded, false when there were problems (focus then
   * moves to the first field that has one), the submit was a repeat, or `onSubmit` failed. A promise of
   * that when `onSubmit` returned one.
   */
  submit: () => boolean | Promise<boolean>;
  /** Spread on the `<form>`: its ref (to focus fields), `noValidate` (the messages are ours) and `onSubmit`. */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    noValidate: true;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
}

/** Whether any field has a problem. */
export function hasErrors(errors: FormErrors<object, unknown>): boolean {
  return Object.values(errors).some((error) => error !== undefined);
}

/** A server's problems still to show after a change: those of the fields that did not change. */
export function keepUnchanged<V, E>(errors: FormErrors<V, E>, before: V, after: V): FormErrors<V, E> {
  const kept: FormErrors<V, E> = {};
  for (const field of Object.keys(errors) as (keyof V)[]) {
    if (errors[field] !== undefined && Object.is(before[field], after[field])) kept[field] = errors[field];
  }
  return kept;
}

/** The problems a field shows: the form's own check first, else what a server said of it. */
export function mergeErrors<V, E>(own: FormErrors<V, E>, server: FormErrors<V, E>): FormErrors<V, E> {
  const merged: FormErrors<V, E> = { ...server };
  for (const field of Object.keys(own) as (keyof V)[]) if (own[field] !== undefined) merged[field] = own[field];
  return merged;
}

/**
 * The problems to show after a change: each field that showed one shows what it has now, so a fixed field
 * clears at once and a message follows what is typed, while a field that showed nothing stays quiet
 * until the next submit (nobody is told off halfway through typing).
 */
export function recheckErrors<V, E>(shown: FormErrors<V, E>, found: FormErrors<V, E>): FormErrors<V, E> {
  const next: FormErrors<V, E> = {};
  for (const field of Object.keys(shown) as (keyof V)[]) {
    if (shown[field] !== undefined && found[field] !== undefined) next[field] = found[field];
  }
  return next;
}

/** What choosing a control to focus reads of it (a form's element), so the choice can be tested without a DOM. */
export interface FormControlLike {
  name?: string;
  type?: string;
  checked?: boolean;
  disabled?: boolean;
}

/**
 * The control to focus for `control`, among the form's `controls`. A radio stands for its group (a RadioGroup's
 * visually hidden radios): focus goes where Tab enters the group, to its checked radio, else to its first enabled
 * one, since a disabled radio cannot take focus. Any other disabled control (the first box of a CheckboxGroup)
 * gives way to the first enabled control of its name.
 */
export function focusTargetOf<C extends FormControlLike>(controls: readonly C[], control: C): C {
  if (control.type !== 'radio') {
    // A disabled control cannot take focus; of boxes that share a name (a CheckboxGroup), the first enabled one can.
    if (!control.disabled) return control;
    return controls.find((other) => other.name === control.name && !other.disabled) ?? control;
  }
  const group = controls.filter((other) => other.type === 'radio' && other.name === control.name && !other.disabled);
  return group.find((radio) => radio.checked) ?? group[0] ?? control;
}

/** The control to focus of the first field of `form`, in page order, whose name is a field with a problem. */
export function firstInvalidControl(form: HTMLFormElement, errors: FormErrors<object, unknown>): HTMLElement | undefined {
  const controls = Array.from(form.elements) as (HTMLElement & FormControlLike)[];
  for (const control of controls) {
    const name = control.name;
    if (name && (errors as Record<string, unknown>)[name] !== undefined && control instanceof HTMLElement) {
      return focusTargetOf(controls, control);
    }
  }
  return undefined;
}

function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as Promise<unknown> | undefined)?.then === 'function';
}

interface State<V, E> {
  values: V;
  /** The form's own problems, from `validate`. */
  errors: FormErrors<V, E>;
  /** A server's problems: from `onSubmit`'s answer or the `errors` option. */
  serverErrors: FormErrors<V, E>;
  /** The `errors` option last seen, to tell a new answer. */
  external: FormErrors<V, E> | undefined;
  /** The `initialValues` last seen, to tell whether the user has changed anything since. */
  base: V;
}

/**
 * A form's values and problems, with the behaviour every form of the package shares: problems shown next to
 * their fields after a submit (TextField's `errorText` also puts them in the field's description), focus
 * on the first field with one, nothing typed ever lost (not by a problem, not by a failed `onSubmit`), and
 * one submit per click. Spread `formProps` on the `<form>` and give each control the field's name.
 */
export function useForm<V extends object, E = string>({
  initialValues,
  validate,
  onSubmit,
  resetOnSubmit = false,
  ignoreRepeats = resetOnSubmit,
  errors: externalErrors,
}: UseFormOptions<V, E>): Form<V, E> {
  const [state, setState] = useState<State<V, E>>(() => ({
    values: initialValues,
    errors: {},
    serverErrors: externalErrors ?? {},
    external: externalErrors,
    base: initialValues,
  }));
  const [submitting, setSubmitting] = useState(false);
  // The problems of the last refused submit: each refusal is a new object, so focus moves once per submit.
  const [refused, setRefused] = useState<FormErrors<V, E> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const pending = useRef(false);
  const latest = useRef({ initialValues, validate });
  latest.current = { initialValues, validate };

  // Follow new initial values while the form is untouched (adjusting state while rendering, as React
  // recommends for state derived from a prop).
  let current = state;
  if (!sameFormValues(state.base, initialValues)) {
    current = {
      ...state,
      base: initialValues,
      values: sameFormValues(state.values, state.base) ? initialValues : state.values,
    };
    setState(current);
  }
  // A new answer from elsewhere shows at once, with focus on its first field.
  if (externalErrors !== current.external) {
    current = { ...current, external: externalErrors, serverErrors: externalErrors ?? {} };
    setState(current);
    if (externalErrors && hasErrors(externalErrors)) setRefused(externalErrors);
  }
  const { values } = current;
  const errors = useMemo(() => mergeErrors(current.errors, current.serverErrors), [current.errors, current.serverErrors]);
  const once = useSubmitOnce(values);

  // After a refused submit the messages are on screen: focus the first field that has one, so a screen
  // reader reads it with its message.
  useEffect(() => {
    if (refused && formRef.current) firstInvalidControl(formRef.current, refused)?.focus();
  }, [refused]);

  // The user's change: a submit after it is never a repeat, even if the values are changed back.
  const setValues = (change: (current: V) => V) => {
    once.forget();
    setState((previous) => {
      const next = change(previous.values);
      const shown = hasErrors(previous.errors)
        ? recheckErrors(previous.errors, latest.current.validate?.(next) ?? {})
        : previous.errors;
      return {
        ...previous,
        values: next,
        errors: shown,
        serverErrors: keepUnchanged(previous.serverErrors, previous.values, next),
      };
    });
  };
  const setValue = <K extends keyof V>(field: K, value: V[K]) => setValues((previous) => ({ ...previous, [field]: value }));
  const empty = () =>
    setState((previous) => ({ ...previous, values: latest.current.initialValues, errors: {}, serverErrors: {} }));
  const reset = () => {
    once.forget();
    empty();
  };

  const succeed = () => {
    const after = resetOnSubmit ? latest.current.initialValues : values;
    if (resetOnSubmit) empty();
    once.done(after, { emptied: resetOnSubmit });
    return true;
  };

  const submit = (): boolean | Promise<boolean> => {
    if (pending.current || (ignoreRepeats && once.isRepeat())) return false;
    const found = validate?.(values) ?? {};
    if (hasErrors(found)) {
      setState((previous) => ({ ...previous, errors: found, serverErrors: {} }));
      setRefused(found);
      return false;
    }
    setState((previous) => ({ ...previous, errors: {}, serverErrors: {} }));
    // The server's answer: problems refuse the submit as the form's own would, keeping every value.
    const answered = (answer: SubmitAnswer<V, E>) => {
      if (!answer || !hasErrors(answer)) return succeed();
      setState((previous) => ({ ...previous, serverErrors: answer }));
      setRefused(answer);
      return false;
    };
    let result: SubmitAnswer<V, E> | Promise<SubmitAnswer<V, E>>;
    try {
      result = onSubmit(values);
    } catch {
      return false;
    }
    if (!isPromise(result)) return answered(result);
    pending.current = true;
    setSubmitting(true);
    return result.then(
      (answer) => {
        pending.current = false;
        setSubmitting(false);
        return answered(answer);
      },
      () => {
        pending.current = false;
        setSubmitting(false);
        return false;
      },
    );
  };

  return {
    values,
    errors,
    errorCount: Object.values(errors).filter((error) => error !== undefined).length,
    submitting,
    setValue,
    setValues,
    input: (field) => ({
      name: field,
      value: values[field] as string,
      onChange: (event) => setValue(field, event.target.value as V[typeof field]),
    }),
    reset,
    submit,
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit: (event) => {
        event.preventDefault();
        void submit();
      },
    },
  };
}
