import { SegmentGroup as ArkSegmentGroup, useSegmentGroup } from '@ark-ui/react/segment-group';
import type { ComponentProps, ReactNode, RefAttributes } from 'react';
import { segmentGroup } from 'styled-system/recipes';
import { overControl } from '../../lib/native-input';
import { createParts } from '../../lib/parts';
import { visuallyHidden } from '../../lib/visually-hidden';

const { withProvider, withContext } = createParts(segmentGroup);

/** Which way the segments run. */
export type SegmentGroupOrientation = 'horizontal' | 'vertical';

export interface SegmentGroupRootProps extends ArkSegmentGroup.RootProps {}
export interface SegmentGroupRootProviderProps extends ArkSegmentGroup.RootProviderProps {}
export interface SegmentGroupLabelProps extends ArkSegmentGroup.LabelProps {}
export interface SegmentGroupItemsProps extends ComponentProps<'div'> {}
export interface SegmentGroupIndicatorProps extends ArkSegmentGroup.IndicatorProps {}
export interface SegmentGroupItemProps extends ArkSegmentGroup.ItemProps {}
export interface SegmentGroupItemTextProps extends ArkSegmentGroup.ItemTextProps {}
export interface SegmentGroupItemControlProps extends ArkSegmentGroup.ItemControlProps {}
export interface SegmentGroupItemHiddenInputProps extends ArkSegmentGroup.ItemHiddenInputProps {}

/**
 * The group (role `radiogroup`), named by its label, and its state: `value`, `defaultValue`, `onValueChange`,
 * `name` (each segment's radio, so they submit with a form), `orientation` (Ark's default is `vertical`), `disabled`.
 */
export const SegmentGroupRoot = /* @__PURE__ */ withProvider(ArkSegmentGroup.Root, 'root');
/** The group's name; it labels the `radiogroup`. */
export const SegmentGroupLabel = /* @__PURE__ */ withContext(ArkSegmentGroup.Label, 'label');
/** The track the segments sit on. Put the indicator and the items in it: the indicator is placed within it. */
export const SegmentGroupItems = /* @__PURE__ */ withContext('div', 'items');
/** The raised surface under the checked segment. It slides to a newly checked one, and jumps under reduced motion. */
export const SegmentGroupIndicator = /* @__PURE__ */ withContext(ArkSegmentGroup.Indicator, 'indicator');
/** One segment: a `<label>` around its radio, so a click anywhere on it checks it. Takes the segment's `value`. */
export const SegmentGroupItem = /* @__PURE__ */ withContext(ArkSegmentGroup.Item, 'item');
/** The segment's text: it names the radio for screen readers. */
export const SegmentGroupItemText = /* @__PURE__ */ withContext(ArkSegmentGroup.ItemText, 'itemText');
/** An element per segment for a look of your own (hidden from screen readers); the convenience SegmentGroup has none. */
export const SegmentGroupItemControl = /* @__PURE__ */ withContext(ArkSegmentGroup.ItemControl, 'itemControl');
/**
 * The real radio, transparent over the whole segment (where a pointer aims; click the radio by role or label, as its text lies under it): it takes focus, the arrow keys move and check, and it submits `name` and `value`
 * with a form. Its keyboard focus is drawn on the segment.
 */
export function SegmentGroupItemHiddenInput(props: SegmentGroupItemHiddenInputProps & RefAttributes<HTMLInputElement>) {
  return <ArkSegmentGroup.ItemHiddenInput {...props} style={overControl(props.style)} />;
}
/** Render prop with the group's API (`value`, `setValue`…). */
export const SegmentGroupContext = ArkSegmentGroup.Context;
/** Render prop with a segment's state (`checked`, `disabled`…). */
export const SegmentGroupItemContext = ArkSegmentGroup.ItemContext;

/**
 * The root for state you create yourself with `useSegmentGroup()` (Ark's `useSegmentGroup`), e.g. to switch from
 * outside: `const group = useSegmentGroup(props)`, then `<SegmentGroupRootProvider value={group}>`.
 */
export const SegmentGroupRootProvider = /* @__PURE__ */ withProvider(ArkSegmentGroup.RootProvider, 'root');
export { useSegmentGroup };

/** One segment of the convenience SegmentGroup. */
export interface SegmentGroupOption {
  /** What the group's value becomes when it is checked, and what a form submits. */
  value: string;
  /** What the segment says; it also names its radio for screen readers. */
  label: ReactNode;
  /** Shown, but cannot be checked; the arrow keys pass over it. */
  disabled?: boolean;
}

export interface SegmentGroupProps
  extends Omit<SegmentGroupRootProps, 'value' | 'defaultValue' | 'onValueChange' | 'children' | 'orientation' | 'name'>,
    RefAttributes<HTMLDivElement> {
  /** The group's name, shown above the segments. It also names the `radiogroup` for screen readers. */
  label: ReactNode;
  /** Hides the label visually (e.g. where the segments say it all); screen readers still announce it. */
  hideLabel?: boolean;
  /** The segments, in order. */
  items: readonly SegmentGroupOption[];
  /** The checked value (controlled). */
  value?: string | null;
  /** The value checked at first (uncontrolled). A segmented control usually starts with one. */
  defaultValue?: string;
  /** Called with the new value and its option when the user checks a segment (by click or an arrow key). */
  onValueChange?: (value: string, option: SegmentGroupOption | undefined) => void;
  /** The form field name of the segments' radios: a native form submits it with the checked value. */
  name?: string;
  /** Which way the segments run: a row (default) or a column. The arrow keys work either way. */
  orientation?: SegmentGroupOrientation;
}

/**
 * A segmented control: a few options side by side, one checked, e.g. Monthly / Annual billing. It is a radio group
 * (Ark SegmentGroup over native radios): Tab enters at the checked segment, the arrow keys move and check, and a
 * native form submits `name` with the checked value. A raised indicator slides to the checked segment, and jumps
 * when the user prefers reduced motion.
 */
export function SegmentGroup({
  label,
  hideLabel = false,
  items,
  value,
  defaultValue,
  onValueChange,
  orientation = 'horizontal',
  ...rootProps
}: SegmentGroupProps) {
  return (
    <SegmentGroupRoot
      orientation={orientation}
      value={value === undefined ? undefined : value || null}
      defaultValue={defaultValue}
      onValueChange={(details) =>
        onValueChange?.(
          details.value ?? '',
          items.find((item) => item.value === details.value),
        )
      }
      {...rootProps}
    >
      <SegmentGroupLabel className={hideLabel ? visuallyHidden : undefined}>{label}</SegmentGroupLabel>
      <SegmentGroupItems>
        <SegmentGroupIndicator />
        {items.map((item) => (
          <SegmentGroupItem key={item.value} value={item.value} disabled={item.disabled}>
            <SegmentGroupItemText>{item.label}</SegmentGroupItemText>
            <SegmentGroupItemHiddenInput />
          </SegmentGroupItem>
        ))}
      </SegmentGroupItems>
    </SegmentGroupRoot>
  );
}
