import { ToggleGroup as ArkToggleGroup, useToggleGroup, useToggleGroupContext } from '@ark-ui/react/toggle-group';
import { type ReactNode, type RefAttributes, useId, useRef } from 'react';
import { cx } from 'styled-system/css';
import { toggleGroup } from 'styled-system/recipes';
import { createParts } from '../../lib/parts';
import { visuallyHidden } from '../../lib/visually-hidden';

const { withProvider, withContext } = createParts(toggleGroup);

/** Which way the buttons run. */
export type ToggleGroupOrientation = 'horizontal' | 'vertical';

export interface ToggleGroupRootProps extends ArkToggleGroup.RootProps {}
export interface ToggleGroupRootProviderProps extends ArkToggleGroup.RootProviderProps {}
export interface ToggleGroupItemProps extends ArkToggleGroup.ItemProps {}

// Without `multiple`, Ark makes the group a `radiogroup` of `radio`s, yet its arrow keys only move the focus
// and Space or Enter presses: radios that the arrows do not check. Toggle buttons (`aria-pressed`) in a
// `group` say what the keys do, in both modes.
const NOT_A_RADIO = { role: null, 'aria-checked': null } as unknown as Record<string, never>;

function PressedRoot(props: ToggleGroupRootProps & RefAttributes<HTMLDivElement>) {
  return <ArkToggleGroup.Root role="group" {...props} />;
}
function PressedRootProvider(props: ToggleGroupRootProviderProps & RefAttributes<HTMLDivElement>) {
  return <ArkToggleGroup.RootProvider role="group" {...props} />;
}
function PressedItem(props: ToggleGroupItemProps & RefAttributes<HTMLButtonElement>) {
  const group = useToggleGroupContext();
  return <ArkToggleGroup.Item {...props} {...NOT_A_RADIO} aria-pressed={group.value.includes(props.value)} />;
}

/**
 * The group (role `group`; name it with `aria-label` or `aria-labelledby`) and its state: `value`,
 * `defaultValue` and `onValueChange` as string arrays, `multiple`, `deselectable` (single mode: pressing the
 * pressed button unpresses it; Ark's default true), `orientation`, `loopFocus`, `disabled`. Tab enters at the
 * first enabled button, the arrow keys, Home and End move the focus, Space or Enter presses.
 */
export const ToggleGroupRoot = /* @__PURE__ */ withProvider(PressedRoot, 'root');
/**
 * The root for state you create yourself with `useToggleGroup()` (Ark's), e.g. to press one from outside:
 * `const group = useToggleGroup(props)`, then `<ToggleGroupRootProvider value={group}>`.
 */
export const ToggleGroupRootProvider = /* @__PURE__ */ withProvider(PressedRootProvider, 'root');
/** One toggle button (`value`, `disabled`), with `aria-pressed`. An icon alone needs an `aria-label`. */
export const ToggleGroupItem = /* @__PURE__ */ withContext(PressedItem, 'item');
/** Render prop with the group's API (`value`, `setValue`). */
export const ToggleGroupContext = ArkToggleGroup.Context;
export { useToggleGroup, useToggleGroupContext };

interface ToggleGroupOptionBase {
  /** What the group's value holds while this button is pressed. */
  value: string;
  /** Shown, but cannot be pressed; the arrow keys pass over it. */
  disabled?: boolean;
}

/** One button of the convenience ToggleGroup: text (with an optional icon), or an icon alone with an `aria-label`. */
export type ToggleGroupOption = ToggleGroupOptionBase &
  (
    | {
        /** What the button says; it names the button. */
        label: ReactNode;
        /** An icon before the text, hidden from screen readers. */
        icon?: ReactNode;
        /** A name for screen readers other than the text (rarely needed). */
        'aria-label'?: string;
      }
    | {
        /** No text: the icon alone. */
        label?: undefined;
        /** The icon, hidden from screen readers. */
        icon: ReactNode;
        /** The button's name, needed since an icon has none (e.g. 'Table view'). */
        'aria-label': string;
      }
  );

export interface ToggleGroupProps
  extends Omit<ToggleGroupRootProps, 'value' | 'defaultValue' | 'onValueChange' | 'children' | 'orientation'>,
    RefAttributes<HTMLDivElement> {
  /** The group's name, shown above the buttons. It also names the group for screen readers. */
  label: ReactNode;
  /** Hides the label visually (e.g. a view switch whose buttons say it all); screen readers still announce it. */
  hideLabel?: boolean;
  /** The buttons, in order. */
  items: readonly ToggleGroupOption[];
  /** The pressed values (controlled). */
  value?: string[];
  /** The values pressed at first (uncontrolled). */
  defaultValue?: string[];
  /** Called with every pressed value when the user presses or unpresses a button. */
  onValueChange?: (value: string[]) => void;
  /** Several buttons may be pressed at once (filter chips); without it, pressing one unpresses the other. */
  multiple?: boolean;
  /** Which way the buttons run: a row (default) or a column. The arrow keys follow it. */
  orientation?: ToggleGroupOrientation;
}

/**
 * Toggle buttons side by side, each `aria-pressed`: one pressed at a time (a view switch: Table / Cards) or,
 * with `multiple`, several (filter chips). Tab enters the group at its first enabled button, the arrow keys, Home
 * and End move between buttons (passing over disabled ones), Space or Enter presses. It is not a form field: no
 * input carries its value, so a form does not submit it; keep it in state (`value`, `onValueChange`).
 */
export function ToggleGroup({
  label,
  hideLabel = false,
  items,
  value,
  defaultValue,
  onValueChange,
  orientation = 'horizontal',
  className,
  ...rootProps
}: ToggleGroupProps) {
  const labelId = useId();
  const slots = toggleGroup();
  // Ark reports a press that changes nothing too (the pressed button of a group that is not deselectable).
  const reported = useRef(value ?? defaultValue ?? []);
  if (value) reported.current = value;
  const sameValues = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((one, i) => one === b[i]);
  return (
    <div className={cx(slots.wrapper, className)}>
      <span id={labelId} className={hideLabel ? visuallyHidden : slots.label}>
        {label}
      </span>
      <ToggleGroupRoot
        aria-labelledby={labelId}
        orientation={orientation}
        value={value}
        defaultValue={defaultValue}
        onValueChange={(details) => {
          if (sameValues(details.value, reported.current)) return;
          reported.current = details.value;
          onValueChange?.(details.value);
        }}
        {...rootProps}
      >
        {items.map((item) => (
          <ToggleGroupItem key={item.value} value={item.value} disabled={item.disabled} aria-label={item['aria-label']}>
            {item.icon ? <span aria-hidden>{item.icon}</span> : null}
            {item.label}
          </ToggleGroupItem>
        ))}
      </ToggleGroupRoot>
    </div>
  );
}
