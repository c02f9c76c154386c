import {
  Timer as ArkTimer,
  type TimerRootProviderProps as ArkTimerRootProviderProps,
  type UseTimerContext,
  useTimer,
  useTimerContext,
} from '@ark-ui/react/timer';
import { mergeProps } from '@zag-js/react';
import { Pause, Play, RotateCcw } from 'lucide-react';
import { type ComponentProps, Fragment, type ReactNode, type RefAttributes, useCallback, useId, useRef, useState } from 'react';
import { cx } from 'styled-system/css';
import { timer } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enTimer } from '../../i18n/messages/en-timer';
import { createParts } from '../../lib/parts';
import { visuallyHidden } from '../../lib/visually-hidden';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enTimer);

const { withProvider, withContext } = createParts(timer);

/** A unit the timer can show: days, hours, minutes or seconds. */
export type TimerUnit = 'days' | 'hours' | 'minutes' | 'seconds';
/** What a timer's button does. */
export type TimerAction = ArkTimer.ActionTriggerProps['action'];
type Time = UseTimerContext['time'];

export interface TimerRootProps extends ArkTimer.RootProps {}
export interface TimerRootProviderProps extends ArkTimerRootProviderProps {}
export interface TimerAreaProps extends ArkTimer.AreaProps {}
export interface TimerItemProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The unit this item shows: `days`, `hours`, `minutes` or `seconds`. */
  type: TimerUnit;
}
export interface TimerSeparatorProps extends ArkTimer.SeparatorProps {}
export interface TimerControlProps extends ArkTimer.ControlProps {}
export interface TimerActionTriggerProps extends ArkTimer.ActionTriggerProps {}
export interface TimerLabelProps extends ComponentProps<'span'> {}
export interface TimerValueTextProps extends Omit<ComponentProps<'span'>, 'children'> {}
export interface TimerStatusProps extends ComponentProps<'div'> {}
/** What `onTick` receives: `value` in milliseconds, `time` and `formattedTime` by unit. */
export type TimerTickDetails = ArkTimer.TickDetails;

const UNITS: readonly TimerUnit[] = ['days', 'hours', 'minutes', 'seconds'];
const MS: Record<TimerUnit, number> = { days: 86_400_000, hours: 3_600_000, minutes: 60_000, seconds: 1000 };

/**
 * The time in words in the page's language, each unit that is not zero ('4 minutes 30 seconds', '1 hour 5
 * seconds'), '0 seconds' at zero: what a screen reader reads in place of the digits, which it would read one by
 * one ('zero four colon three zero').
 */
export function useTimeInWords(): (time: Pick<Time, TimerUnit>) => string {
  const { t, intl } = useLanguage();
  return useCallback(
    (time) => {
      const words = UNITS.filter((unit) => time[unit] > 0).map((unit) => t(`core.timer.${unit}`, { value: time[unit] }));
      return intl.formatList(words.length > 0 ? words : [t('core.timer.seconds', { value: 0 })], {
        type: 'unit',
        style: 'narrow',
      });
    },
    [t, intl],
  );
}

// zag names the area in English ('0 days 00:04:30'); here, the time in words in the page's language.
function TranslatedRoot({ translations, ...props }: TimerRootProps & RefAttributes<HTMLDivElement>) {
  const inWords = useTimeInWords();
  return <ArkTimer.Root {...props} translations={{ areaLabel: (time) => inWords(time), ...translations }} />;
}

// The ticking area is no live region: a screen reader announcing every second would drown everything else.
function QuietArea(props: TimerAreaProps & RefAttributes<HTMLDivElement>) {
  return <ArkTimer.Area aria-live="off" {...props} />;
}

// Ark's item shows zag's digits ('04') whatever the language; these are the page's (٠٤ in Arabic), two at least.
function LocalizedItem({ type, ...props }: TimerItemProps & RefAttributes<HTMLDivElement>) {
  const api = useTimerContext();
  const { formatNumber } = useLanguage();
  return (
    <div {...mergeProps(api.getItemProps({ type }), { 'aria-hidden': true }, props)}>
      {formatNumber(api.time[type], { minimumIntegerDigits: 2, useGrouping: false })}
    </div>
  );
}

const ACTION_ICONS: Partial<Record<TimerAction, ReactNode>> = {
  start: <Play aria-hidden />,
  resume: <Play aria-hidden />,
  pause: <Pause aria-hidden />,
  reset: <RotateCcw aria-hidden />,
  restart: <RotateCcw aria-hidden />,
};

function StatusRegion(props: TimerStatusProps) {
  return <div role="status" {...props} />;
}

// Each button named in the page's language by default: 'Start', 'Pause', 'Resume', 'Reset', 'Restart'.
function TranslatedActionTrigger({ children, ...props }: TimerActionTriggerProps & RefAttributes<HTMLButtonElement>) {
  const { t } = useLanguage();
  return (
    <ArkTimer.ActionTrigger {...props}>
      {children ?? (
        <>
          {ACTION_ICONS[props.action]}
          {t(`core.timer.${props.action}`)}
        </>
      )}
    </ArkTimer.ActionTrigger>
  );
}

/**
 * The timer's state: `countdown`, `startMs`, `targetMs`, `autoStart`, `interval`, `onTick`, `onComplete`. It
 * ticks on animation frames, so a hidden tab pauses it and it catches up on return. The area is named by default
 * with the time in words in the page's language (`translations.areaLabel` names it otherwise).
 */
export const TimerRoot = /* @__PURE__ */ withProvider(TranslatedRoot, 'root');
/**
 * The root for state you create yourself with `useTimer()` (Ark's), e.g. to start it from outside:
 * `const timer = useTimer(props)`, then `<TimerRootProvider value={timer}>`. Give `useTimer` its
 * `translations.areaLabel` yourself (`useTimeInWords`): this root cannot.
 */
export const TimerRootProvider = /* @__PURE__ */ withProvider(ArkTimer.RootProvider, 'root');
/**
 * The ticking digits (role `timer`, `aria-live="off"`: a screen reader reads the time when asked, never on every
 * tick). Named by the time in words, or give it `aria-labelledby` and a `TimerValueText` inside.
 */
export const TimerArea = /* @__PURE__ */ withContext(QuietArea, 'area');
/** One unit's digits (`type`: days, hours, minutes, seconds) in the page's numerals, hidden from screen readers. */
export const TimerItem = /* @__PURE__ */ withContext(LocalizedItem, 'item');
/** What stands between two items, e.g. ':'; hidden from screen readers. */
export const TimerSeparator = /* @__PURE__ */ withContext(ArkTimer.Separator, 'separator');
/** The row of action buttons. */
export const TimerControl = /* @__PURE__ */ withContext(ArkTimer.Control, 'control');
/**
 * A button for one `action`: start, pause, resume, reset or restart, named in the page's language unless given
 * children. zag hides it while its action does not apply (Start while running, Pause while stopped…).
 */
export const TimerActionTrigger = /* @__PURE__ */ withContext(TranslatedActionTrigger, 'actionTrigger');
/** The timer's visible name; give it an `id` and the area `aria-labelledby` it. */
export const TimerLabel = /* @__PURE__ */ withContext('span', 'label');
/** A message under the timer, e.g. once it completes; a polite live region (`role="status"`). */
export const TimerStatus = /* @__PURE__ */ withContext(StatusRegion, 'status');

/** The time in words for screen readers only ('4 minutes 30 seconds'), for an area named by a label. */
export function TimerValueText({ className, ...props }: TimerValueTextProps & RefAttributes<HTMLSpanElement>) {
  const api = useTimerContext();
  const inWords = useTimeInWords();
  return (
    <span {...props} className={cx(visuallyHidden, className)}>
      {inWords(api.time)}
    </span>
  );
}

/** Render prop with the timer's API (`running`, `paused`, `time`, `start`, `pause`, `reset`…). */
export const TimerContext = ArkTimer.Context;
export { useTimer, useTimerContext };

/** The units a timer shows by default: what its longest time needs, hours for a stopwatch without an end. */
function defaultUnits(countdown: boolean | undefined, startMs = 0, targetMs?: number): TimerUnit[] {
  const longest = Math.max(startMs, targetMs ?? (countdown ? 0 : MS.hours));
  if (longest >= MS.days) return [...UNITS];
  if (longest >= MS.hours) return ['hours', 'minutes', 'seconds'];
  return ['minutes', 'seconds'];
}

const msOf = (time: Time) => UNITS.reduce((sum, unit) => sum + time[unit] * MS[unit], time.milliseconds);

/**
 * Start (or Resume, or Pause, as the timer stands) in one button, so focus stays on it as it changes, and Reset.
 * zag hides Reset once the timer is stopped: focus on it then goes to the first button.
 */
function TimerButtons() {
  const api = useTimerContext();
  const first = useRef<HTMLButtonElement>(null);
  return (
    <TimerControl>
      <TimerActionTrigger ref={first} action={api.running ? 'pause' : api.paused ? 'resume' : 'start'} />
      <TimerActionTrigger
        action="reset"
        // Reset on a paused timer stops it, and hides Reset: focus goes to the first button before it does.
        onClick={() => {
          if (api.paused) first.current?.focus();
        }}
        // The browser lets go of a button as it hides (the timer completed), to no element: the first one takes focus.
        onBlur={(event) => {
          const button = event.currentTarget;
          if (event.relatedTarget === null) requestAnimationFrame(() => button.hidden && first.current?.focus());
        }}
      />
    </TimerControl>
  );
}

export interface TimerProps extends Omit<TimerRootProps, 'children' | 'translations'>, RefAttributes<HTMLDivElement> {
  /** The timer's name, e.g. 'Time left to confirm the slot': shown above the digits and naming the `timer` for screen readers. */
  label: ReactNode;
  /** Hides the label visually; screen readers still announce it. */
  hideLabel?: boolean;
  /** Counts down from `startMs` to `targetMs` (0 by default) instead of up. */
  countdown?: boolean;
  /** Where the timer starts, in milliseconds: a countdown's full time, a stopwatch's 0 (the default). */
  startMs?: number;
  /** Where the timer stops and `onComplete` is called, in milliseconds. A stopwatch without one runs on. */
  targetMs?: number;
  /** Starts the timer as soon as it renders. */
  autoStart?: boolean;
  /** How often the time moves on, in milliseconds. Default 1000. */
  interval?: number;
  /** Called on every tick with the time (`value` in milliseconds, `time`, `formattedTime`). */
  onTick?: (details: TimerTickDetails) => void;
  /** Called once the timer reaches `targetMs`. */
  onComplete?: () => void;
  /** The units shown, largest first. Defaults to what the longest time needs: minutes and seconds, with hours from an hour, days from a day. */
  units?: TimerUnit[];
  /** Shows Start (Pause, Resume as the timer runs) and Reset buttons under the digits, named in the page's language. */
  controls?: boolean;
  /** Shown and announced politely (`role="status"`) when the timer completes, e.g. 'The slot was released'. */
  completionMessage?: ReactNode;
}

/**
 * A countdown or a stopwatch (Ark's timer), e.g. the time left to confirm a truck slot or how long a loading bay
 * has been busy. The digits are a `timer` named by `label`, read as words ('4 minutes 30 seconds') in the page's
 * language and never announced as they tick (`aria-live="off"`); `completionMessage` is announced once it
 * completes. With `controls`, a Start/Pause/Resume button and Reset.
 */
export function Timer({
  label,
  hideLabel = false,
  units,
  controls = false,
  completionMessage,
  onComplete,
  onTick,
  ...rootProps
}: TimerProps) {
  const labelId = useId();
  const [completed, setCompleted] = useState(false);
  const { countdown, startMs, targetMs } = rootProps;
  const shown = units ?? defaultUnits(countdown, startMs, targetMs);
  const reached = (time: Time) => {
    const ms = msOf(time);
    return countdown ? ms <= (targetMs ?? 0) : targetMs !== undefined && ms >= targetMs;
  };
  return (
    <TimerRoot
      {...rootProps}
      // The area is named by the label and holds the time in words: no English name of zag's beside them.
      translations={{ areaLabel: () => undefined as unknown as string }}
      onTick={(details) => {
        setCompleted(false);
        onTick?.(details);
      }}
      onComplete={() => {
        setCompleted(true);
        onComplete?.();
      }}
    >
      <TimerLabel id={labelId} className={hideLabel ? visuallyHidden : undefined}>
        {label}
      </TimerLabel>
      <TimerArea aria-labelledby={labelId}>
        <TimerValueText />
        {shown.map((unit, index) => (
          <Fragment key={unit}>
            {index > 0 && <TimerSeparator>:</TimerSeparator>}
            <TimerItem type={unit} />
          </Fragment>
        ))}
      </TimerArea>
      {controls && <TimerButtons />}
      {completionMessage !== undefined && (
        <TimerContext>
          {(api) => (
            <TimerStatus>{completed && !api.running && !api.paused && reached(api.time) ? completionMessage : null}</TimerStatus>
          )}
        </TimerContext>
      )}
    </TimerRoot>
  );
}
