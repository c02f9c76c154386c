import { createListCollection } from '@ark-ui/react/collection';
import { useFieldContext } from '@ark-ui/react/field';
import { Select as ArkSelect, useSelect } from '@ark-ui/react/select';
import { Time } from '@internationalized/date';
import { Check, Clock } from 'lucide-react';
import { type ReactNode, type RefAttributes, useId, useMemo, useRef } from 'react';
import { timePicker } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { createParts } from '../../lib/parts';
import { useControllableState } from '../../lib/use-controllable-state';
import { Portal } from '../portal';
import { ContentClosingOnTab } from '../select/Select';
import { type HourCycle, LabelledTimeField, type TimeFieldProps, type TimeFieldSize } from '../time-field/TimeField';
import { formatTime, rangeProblem } from '../time-field/time-value';
import { nearestListed, timesBetween } from './time-list';

const { withProvider, withContext } = createParts(timePicker);

/** One time of the list: `value` is the time as `Time.toString()` writes it ('09:30:00'), `label` as the page reads it. */
export interface TimePickerOption {
  value: string;
  label: string;
  time: Time;
  disabled: boolean;
}

export interface UseTimePickerListProps {
  /** The times listed, in order. */
  times: Time[];
  /** The field's time: chosen in the list when listed, where the list opens otherwise. */
  value: Time | null;
  /** Called with the time chosen in the list. */
  onValueChange: (time: Time) => void;
  /** Listed times before it are shown but cannot be chosen. */
  min?: Time;
  /** Listed times after it, likewise. */
  max?: Time;
  hourCycle?: HourCycle;
  leadingZeros?: boolean;
}

/**
 * The state of a time picker's list, Ark's select over `times`: give it to `TimePickerRootProvider`. It opens on
 * the field's time, or on the first listed time after it when that is not listed (09:10 opens on 09:30).
 */
export function useTimePickerList({ times, value, onValueChange, min, max, hourCycle, leadingZeros }: UseTimePickerListProps) {
  const { locale } = useLanguage();
  const field = useFieldContext();
  const ownId = useId();
  // Keyed by what the times say: a list written inline makes new `Time`s at every render.
  const timesKey = times.join();
  const limitsKey = `${min}/${max}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys stand for `times`, `min` and `max`
  const collection = useMemo(
    () =>
      createListCollection<TimePickerOption>({
        items: times.map((time) => ({
          value: time.toString(),
          label: formatTime(locale, time, { hourCycle, leadingZeros }),
          time,
          disabled: rangeProblem(time, min, max) !== null,
        })),
      }),
    [timesKey, limitsKey, locale, hourCycle, leadingZeros],
  );
  const chosen = value?.toString() ?? null;
  const listed = chosen !== null && collection.has(chosen);
  const self = useRef<ReturnType<typeof useSelect<TimePickerOption>>>(null);
  const list = useSelect({
    // Named by the Field's label; Ark would take the Field's control (the time's form input) for its native
    // select, which a time picker does not render.
    ids: { label: field?.ids.label, hiddenSelect: `time-picker:${ownId}:no-select` },
    collection,
    value: listed ? [chosen] : [],
    onValueChange: ({ items }) => {
      if (items[0]) onValueChange(items[0].time);
    },
    positioning: { placement: 'bottom-end' },
    onOpenChange: ({ open }) => {
      const near = open && value && !listed ? nearestListed(times, value) : undefined;
      // After Ark's own highlight on opening, which knows only listed times.
      if (near) requestAnimationFrame(() => self.current?.setHighlightValue(near.toString()));
    },
  });
  self.current = list;
  return list;
}

export interface TimePickerRootProviderProps extends ArkSelect.RootProviderProps<TimePickerOption> {
  size?: TimeFieldSize;
}
export interface TimePickerTriggerProps extends ArkSelect.TriggerProps {}
export interface TimePickerPositionerProps extends ArkSelect.PositionerProps {}
export interface TimePickerContentProps extends ArkSelect.ContentProps {}
export interface TimePickerItemProps extends ArkSelect.ItemProps {}
export interface TimePickerItemTextProps extends ArkSelect.ItemTextProps {}
export interface TimePickerItemIndicatorProps extends ArkSelect.ItemIndicatorProps {}

/**
 * The root for `useTimePickerList()`: it holds the field's box and the button side by side. The list renders
 * when it first opens and leaves when it closes.
 */
// Cast as SelectRoot is: a variant added to a generic root would lose its item type, and Ark's own type keeps it.
export const TimePickerRootProvider = /* @__PURE__ */ withProvider(ArkSelect.RootProvider, 'root', {
  lazyMount: true,
  unmountOnExit: true,
}) as ArkSelect.RootProviderComponent<{ size?: TimeFieldSize }>;
/**
 * The button that opens the list (role `combobox`). Name it as the convenience does: 'Show times' and the
 * field's label. Enter, Space, ArrowDown and ArrowUp open it.
 */
export const TimePickerTrigger = /* @__PURE__ */ withContext(ArkSelect.Trigger, 'trigger');
export const TimePickerPositioner = /* @__PURE__ */ withContext(ArkSelect.Positioner, 'positioner');
/**
 * The list (role `listbox`), named by the field's label. Put it in a `Portal`: it opens above any dialog or
 * drawer. Arrows, Home and End move, typing a time's start finds it, Enter chooses, Escape closes, Tab closes
 * and moves on.
 */
export const TimePickerContent = /* @__PURE__ */ withContext(ContentClosingOnTab, 'content');
/** One time (role `option`); `item` from the list's `collection.items`. */
export const TimePickerItem = /* @__PURE__ */ withContext(ArkSelect.Item, 'item');
export const TimePickerItemText = /* @__PURE__ */ withContext(ArkSelect.ItemText, 'itemText');
export const TimePickerItemIndicator = /* @__PURE__ */ withContext(ArkSelect.ItemIndicator, 'itemIndicator');

const MIDNIGHT = new Time(0, 0);
const LAST_MINUTE = new Time(23, 59);

export interface TimePickerProps extends Omit<TimeFieldProps, 'step'> {
  /**
   * The minutes between listed times (from `min`, or midnight, to `max`, or the day's end), and what ArrowUp and
   * ArrowDown move the minute by. Defaults to 30.
   */
  step?: number;
  /** The times to list instead, e.g. a dock's slots; those outside `min` and `max` are shown but cannot be chosen. */
  times?: Time[];
}

/**
 * A TimeField with a button beside it that opens a list of times every `step` minutes: the time can be typed
 * in parts or chosen from the list, and either shows in both. The list opens on the field's time (or the next
 * listed one), above any dialog or drawer, and works as a listbox; Escape closes it and focus goes back to the
 * button. Everything else (label, `min`/`max`, `name`, errors, 12 or 24 hours, direction) is TimeField's.
 */
export function TimePicker({
  value,
  defaultValue,
  onValueChange,
  step = 30,
  times,
  min,
  max,
  hourCycle,
  leadingZeros,
  size,
  ...props
}: TimePickerProps) {
  const [time, setTime] = useControllableState(value, defaultValue ?? null, onValueChange);
  // A new list at each render is cheap: the list keys its options by what the times say.
  const stepped = times ?? timesBetween(min ?? MIDNIGHT, max ?? LAST_MINUTE, step);
  const shared = { min, max, hourCycle, leadingZeros };
  return (
    <LabelledTimeField
      {...props}
      {...shared}
      size={size}
      step={step}
      value={time}
      onValueChange={setTime}
      renderControl={(control) => (
        <TimeList {...shared} times={stepped} value={time} onValueChange={setTime} size={size}>
          {control}
        </TimeList>
      )}
    />
  );
}

/** The field's box and the list's button, inside the Field: the list takes its label, disabled and read-only. */
function TimeList({
  children,
  size,
  ...props
}: UseTimePickerListProps & { size?: TimeFieldSize; children: ReactNode } & RefAttributes<HTMLDivElement>) {
  const { t } = useLanguage();
  const field = useFieldContext();
  const list = useTimePickerList(props);
  const triggerId = list.getTriggerProps().id;
  return (
    <TimePickerRootProvider value={list} size={size}>
      {children}
      <TimePickerTrigger aria-label={t('inputs.timePicker.showTimes')} aria-labelledby={`${triggerId} ${field?.ids.label}`}>
        <Clock aria-hidden />
      </TimePickerTrigger>
      <Portal>
        <TimePickerPositioner>
          <TimePickerContent>
            {list.collection.items.map((item) => (
              <TimePickerItem key={item.value} item={item}>
                <TimePickerItemText>{item.label}</TimePickerItemText>
                <TimePickerItemIndicator>
                  <Check aria-hidden />
                </TimePickerItemIndicator>
              </TimePickerItem>
            ))}
          </TimePickerContent>
        </TimePickerPositioner>
      </Portal>
    </TimePickerRootProvider>
  );
}
