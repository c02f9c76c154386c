import {
  DatePicker as ArkDatePicker,
  type DatePickerValueChangeDetails,
  type DateValue,
  useDatePickerContext,
} from '@ark-ui/react/date-picker';
import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { type CalendarDate, isSameDay, maxDate, toCalendarDate, today } from '@internationalized/date';
import { CalendarDays, ChevronLeft, ChevronRight, CircleAlert, X } from 'lucide-react';
import {
  createContext,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefAttributes,
  useContext,
  useId,
  useRef,
  useState,
} from 'react';
import { css } from 'styled-system/css';
import { datePicker } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enDatePicker } from '../../i18n/messages/en-date-picker';
import { useIdleAfterPaint } from '../../lib/idle';
import { createParts } from '../../lib/parts';
import { FieldErrorText, FieldHelperText, FieldRequiredIndicator, FieldRoot, useFieldDescribedBy } from '../field/Field';
import { Portal } from '../portal';
import { parseTypedDate, typedDateFormat } from './typed-date';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enDatePicker);

const { withProvider, withContext } = createParts(datePicker);

// ---------------------------------------------------------------------------------------------
// Behaviour shared by the parts: whether a selected day can be cleared, and the cell being drawn.

/** True when picking the selected day again clears it. */
const DeselectContext = createContext(false);
/** The value of the table cell around a cell trigger: a date in the day view, a number otherwise. */
const CellValueContext = createContext<DateValue | number | undefined>(undefined);

type Translations = NonNullable<ArkDatePicker.RootProps['translations']>;

/** Ark's built-in strings are English only; these come from the active language. */
function useDatePickerTranslations(deselectable: boolean): Translations {
  const { t } = useLanguage();
  return {
    content: t('inputs.datePicker.calendar'),
    prevTrigger: (view) =>
      t(
        view === 'year'
          ? 'inputs.datePicker.prevDecade'
          : view === 'month'
            ? 'inputs.datePicker.prevYear'
            : 'inputs.datePicker.prevMonth',
      ),
    nextTrigger: (view) =>
      t(
        view === 'year'
          ? 'inputs.datePicker.nextDecade'
          : view === 'month'
            ? 'inputs.datePicker.nextYear'
            : 'inputs.datePicker.nextMonth',
      ),
    viewTrigger: (_view, nextView) => t(nextView === 'year' ? 'inputs.datePicker.showYears' : 'inputs.datePicker.showMonths'),
    trigger: (open) => t(open ? 'inputs.datePicker.closeCalendar' : 'inputs.datePicker.openCalendar'),
    clearTrigger: t('inputs.datePicker.clear'),
    monthSelect: t('inputs.datePicker.monthSelect'),
    yearSelect: t('inputs.datePicker.yearSelect'),
    weekColumnHeader: t('inputs.datePicker.weekColumn'),
    weekNumberCell: (week) => t('inputs.datePicker.weekNumber', { week }),
    placeholder: () => ({
      day: t('inputs.datePicker.placeholderDay'),
      month: t('inputs.datePicker.placeholderMonth'),
      year: t('inputs.datePicker.placeholderYear'),
    }),
    dayCell: (state) => {
      const date = state.valueText;
      if (state.unavailable || !state.selectable) return t('inputs.datePicker.unavailableDate', { date });
      // In range mode the ends and the days between are told apart, so a screen reader hears the range.
      if (state.firstInRange && state.lastInRange) return t('inputs.datePicker.rangeStartEnd', { date });
      if (state.firstInRange) return t('inputs.datePicker.rangeStart', { date });
      if (state.lastInRange) return t('inputs.datePicker.rangeEnd', { date });
      if (state.inRange) return t('inputs.datePicker.inRange', { date });
      if (state.selected) {
        return t(deselectable ? 'inputs.datePicker.selectedDateClearable' : 'inputs.datePicker.selectedDate', { date });
      }
      return t('inputs.datePicker.chooseDate', { date });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Parts

const StyledRoot = /* @__PURE__ */ withProvider(ArkDatePicker.Root, 'root');

export interface DatePickerRootProps extends ArkDatePicker.RootProps {
  /**
   * Whether picking the selected day again clears the selection (click, Enter or Space).
   * Defaults to `true` unless `required` is set: a required date must not be cleared this way.
   * Applies to `selectionMode="single"`; Ark's `multiple` mode toggles days by itself.
   */
  deselectable?: boolean;
}

/**
 * The state holder. Unlike Ark's own root it defaults to the active language (month and weekday names,
 * first day of the week) and the provider's time zone instead of en-US and UTC, and its strings are translated.
 */
export function DatePickerRoot({
  deselectable,
  locale,
  timeZone,
  translations,
  id,
  ids,
  parse,
  ...props
}: DatePickerRootProps & RefAttributes<HTMLDivElement>) {
  const { locale: activeLocale, timeZone: portalTimeZone } = useLanguage();
  // Ark's own default id, made here so the table ids below can use it.
  const generatedId = useId();
  const rootId = id ?? generatedId;
  const single = (props.selectionMode ?? 'single') === 'single';
  const canDeselect = single && (deselectable ?? !props.required);
  const defaults = useDatePickerTranslations(canDeselect);
  return (
    <DeselectContext.Provider value={canDeselect}>
      <StyledRoot
        locale={locale ?? activeLocale}
        timeZone={timeZone ?? portalTimeZone}
        translations={{ ...defaults, ...translations }}
        // Typed text in the language's numeric form or ISO; Ark's own parser reads anything as some date.
        parse={parse ?? ((value, details) => parseTypedDate(value, details.locale) ?? undefined)}
        id={rootId}
        // zag names a table `datepicker:<root>:table:<view> <table>`: an id with a space, which no
        // aria-labelledby, aria-controls or CSS selector can point at. Same name, a hyphen for the space.
        ids={{ table: (tableId) => `datepicker:${rootId}:table:${tableId.replace(/\s+/g, '-')}`, ...ids }}
        {...props}
      />
    </DeselectContext.Provider>
  );
}

export interface DatePickerLabelProps extends ArkDatePicker.LabelProps {}
/** The visible name; in the popover mode it labels the input. */
export const DatePickerLabel = /* @__PURE__ */ withContext(ArkDatePicker.Label, 'label');

export interface DatePickerControlProps extends ArkDatePicker.ControlProps {}
/** Holds the input and its buttons side by side. */
export const DatePickerControl = /* @__PURE__ */ withContext(ArkDatePicker.Control, 'control');

export interface DatePickerInputProps extends ArkDatePicker.InputProps {}
/** A text input that shows the date in the locale's short format and parses what the user types. */
export const DatePickerInput = /* @__PURE__ */ withContext(ArkDatePicker.Input, 'input');

export interface DatePickerTriggerProps extends ArkDatePicker.TriggerProps {}
/** Opens and closes the popover calendar; its translated name says which. */
export const DatePickerTrigger = /* @__PURE__ */ withContext(ArkDatePicker.Trigger, 'trigger');

export interface DatePickerClearTriggerProps extends ArkDatePicker.ClearTriggerProps {}
/** Clears the value; hidden while there is none. */
export const DatePickerClearTrigger = /* @__PURE__ */ withContext(ArkDatePicker.ClearTrigger, 'clearTrigger');
/**
 * Ark removes the clear button while nothing is chosen; the convenience DatePicker keeps its place instead,
 * unseen and out of the tab order, so that a day taken on the input's blur does not move what follows it: a
 * click that blurred the input began on the next control and, that control moved, ended beside it.
 */
function ClearTriggerKeepingItsPlace(props: DatePickerClearTriggerProps) {
  const api = useDatePickerContext();
  return <DatePickerClearTrigger hidden={false} data-empty={api.value.length === 0 ? '' : undefined} {...props} />;
}
export interface DatePickerPositionerProps extends ArkDatePicker.PositionerProps {}
/** Places the popover calendar next to the control. Render it inside a `Portal`. */
export const DatePickerPositioner = /* @__PURE__ */ withContext(ArkDatePicker.Positioner, 'positioner');

/** What Tab can reach: enabled, not taken out of the tab order, and shown (the inactive views are hidden). */
function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      !element.closest('[hidden]') &&
      element.getClientRects().length > 0,
  );
}

/**
 * Ark's content, in which Tab and Shift+Tab cycle while it is a popover, as in the WAI-ARIA date picker
 * dialog: from the focused day Tab goes to the first button, from the first button Shift+Tab to the day.
 * zag closes the popover when focus lands outside it, but Tab from its last control reaches no element
 * of the page (the popover is at the end of the body) or one zag leaves out (the input), so the calendar
 * stayed open with the focus gone. Inline, Tab moves on through the page as usual.
 */
const ArkContentCyclingTab = function DatePickerContent({
  ref,
  ...props
}: ArkDatePicker.ContentProps & RefAttributes<HTMLDivElement>) {
  return (
    <ArkDatePicker.Content
      {...props}
      ref={ref}
      onKeyDown={(event) => {
        props.onKeyDown?.(event);
        if (event.defaultPrevented || event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
        const content = event.currentTarget;
        if (content.hasAttribute('data-inline')) return;
        const reachable = tabbables(content);
        const at = reachable.indexOf(content.ownerDocument.activeElement as HTMLElement);
        // Between two of its controls the browser moves focus; past either end (or from the panel itself,
        // which is not in the tab order) focus wraps around to the other end.
        if (at !== -1 && at !== (event.shiftKey ? 0 : reachable.length - 1)) return;
        event.preventDefault();
        (event.shiftKey ? reachable.at(-1) : reachable[0])?.focus();
      }}
    />
  );
};

export interface DatePickerContentProps extends ArkDatePicker.ContentProps {}
/**
 * The calendar panel: inline it is always shown; otherwise it is the popover, in which Tab and Shift+Tab
 * cycle through its controls until Escape, a pick or a click outside closes it.
 */
export const DatePickerContent = /* @__PURE__ */ withContext(ArkContentCyclingTab, 'content');

export interface DatePickerViewProps extends ArkDatePicker.ViewProps {}
/** One view of the calendar (`day`, `month` or `year`); only the active one is shown. */
export const DatePickerView = /* @__PURE__ */ withContext(ArkDatePicker.View, 'view');

export interface DatePickerViewControlProps extends ArkDatePicker.ViewControlProps {}
/** The row with the previous, view and next buttons. */
export const DatePickerViewControl = /* @__PURE__ */ withContext(ArkDatePicker.ViewControl, 'viewControl');

export interface DatePickerPrevTriggerProps extends ArkDatePicker.PrevTriggerProps {}
/** Goes to the previous month, year or decade; disabled when all of it is before `min`. */
export const DatePickerPrevTrigger = /* @__PURE__ */ withContext(ArkDatePicker.PrevTrigger, 'prevTrigger');

export interface DatePickerNextTriggerProps extends ArkDatePicker.NextTriggerProps {}
/** Goes to the next month, year or decade; disabled when all of it is after `max`. */
export const DatePickerNextTrigger = /* @__PURE__ */ withContext(ArkDatePicker.NextTrigger, 'nextTrigger');

export interface DatePickerViewTriggerProps extends ArkDatePicker.ViewTriggerProps {}
/** Switches up a level: from days to months, from months to years. */
export const DatePickerViewTrigger = /* @__PURE__ */ withContext(ArkDatePicker.ViewTrigger, 'viewTrigger');

export interface DatePickerRangeTextProps extends ArkDatePicker.RangeTextProps {}
/** The visible month, year or decade as text, in the active language. */
export const DatePickerRangeText = /* @__PURE__ */ withContext(ArkDatePicker.RangeText, 'rangeText');

export interface DatePickerTableProps extends ArkDatePicker.TableProps {}
/**
 * The grid of days, months or years: arrow keys, Page Up/Down, Home and End move the focus. Name it by the
 * visible month (`aria-labelledby`), as `DatePickerCalendar` does.
 */
export const DatePickerTable = /* @__PURE__ */ withContext(ArkDatePicker.Table, 'table');

export interface DatePickerTableHeadProps extends ArkDatePicker.TableHeadProps {}
/** The weekday header row group. */
export const DatePickerTableHead = /* @__PURE__ */ withContext(ArkDatePicker.TableHead, 'tableHead');

export interface DatePickerTableHeaderProps extends ArkDatePicker.TableHeaderProps {}
/** A weekday column header. */
export const DatePickerTableHeader = /* @__PURE__ */ withContext(ArkDatePicker.TableHeader, 'tableHeader');

export interface DatePickerTableBodyProps extends ArkDatePicker.TableBodyProps {}
/** The rows of the grid. */
export const DatePickerTableBody = /* @__PURE__ */ withContext(ArkDatePicker.TableBody, 'tableBody');

export interface DatePickerTableRowProps extends ArkDatePicker.TableRowProps {}
/** One week (or one row of months or years). */
export const DatePickerTableRow = /* @__PURE__ */ withContext(ArkDatePicker.TableRow, 'tableRow');

const StyledTableCell = /* @__PURE__ */ withContext(ArkDatePicker.TableCell, 'tableCell');

export interface DatePickerTableCellProps extends ArkDatePicker.TableCellProps {}
/** A grid cell for one day, month or year (`value`). */
export function DatePickerTableCell(props: DatePickerTableCellProps & RefAttributes<HTMLTableCellElement>) {
  return (
    <CellValueContext.Provider value={props.value}>
      <StyledTableCell {...props} />
    </CellValueContext.Provider>
  );
}

const StyledTableCellTrigger = /* @__PURE__ */ withContext(ArkDatePicker.TableCellTrigger, 'tableCellTrigger');

export interface DatePickerTableCellTriggerProps extends ArkDatePicker.TableCellTriggerProps {}
/**
 * The focusable button inside a cell. Enter or Space picks it, like a click. When the root is
 * `deselectable`, picking the day that is already selected clears the selection.
 */
export function DatePickerTableCellTrigger({
  onClick,
  onKeyDown,
  ...props
}: DatePickerTableCellTriggerProps & RefAttributes<HTMLDivElement>) {
  const api = useDatePickerContext();
  const cell = useContext(CellValueContext);
  const deselectable = useContext(DeselectContext);
  // Read at render time: the selection as the user saw it before this click or key press.
  const isSelectedDay =
    deselectable &&
    typeof cell === 'object' &&
    api.view === 'day' &&
    api.value.some((date) => date != null && isSameDay(date, cell));

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isSelectedDay) return;
    // Our handler runs before Ark's; preventing the default stops Ark from selecting the day again.
    event.preventDefault();
    if (!api.disabled && !api.readOnly) api.setValue([]);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === ' ') {
      // The cell is a div with role="button": give Space the same meaning as a click, and no page scroll.
      event.preventDefault();
      event.currentTarget.click();
    } else if (event.key === 'Enter' && isSelectedDay) {
      // Stop the grid's own Enter handling (it would re-select) and clear instead.
      event.preventDefault();
      if (!api.disabled && !api.readOnly) api.setValue([]);
    }
  };
  return <StyledTableCellTrigger {...props} onClick={handleClick} onKeyDown={handleKeyDown} />;
}

export interface DatePickerPresetTriggerProps extends ArkDatePicker.PresetTriggerProps {}
/**
 * Chooses a whole range at once (`value`: two dates, or an Ark preset name such as `last7Days`). Give it a
 * visible label and an `aria-label` with the same text: Ark's own name is an English list of the dates.
 */
export const DatePickerPresetTrigger = /* @__PURE__ */ withContext(ArkDatePicker.PresetTrigger, 'presetTrigger');

export interface DatePickerPresetsProps extends HTMLArkProps<'div'> {}
/** The column of preset triggers beside the calendar; name it (`aria-label`), it is a `group`. */
export const DatePickerPresets = /* @__PURE__ */ withContext(ark.div, 'presets');

export interface DatePickerBodyProps extends HTMLArkProps<'div'> {}
/** Lays the presets and the calendar side by side (stacked on a narrow screen) inside the content. */
export const DatePickerBody = /* @__PURE__ */ withContext(ark.div, 'body');

/** Renders from the picker's state: `<DatePickerContext>{(api) => …}</DatePickerContext>`. */
export const DatePickerContext = ArkDatePicker.Context;
export { useDatePickerContext };

// ---------------------------------------------------------------------------------------------
// The calendar body: day, month and year views, as one part.

const visibleText = (range: { start: string; end: string }) => [...new Set([range.start, range.end])].join(' – ');

export interface DatePickerCalendarProps {
  /** Whether the header button may switch to the month and year views. Default true. */
  allowViewSwitch?: boolean;
}

/**
 * The three calendar views (days, months, years) with their navigation, ready to put inside
 * `DatePickerContent`. Weekday and month names come from the root's locale.
 */
export function DatePickerCalendar({ allowViewSwitch = true }: DatePickerCalendarProps) {
  const { t } = useLanguage();
  // The visible month, year or decade in the header: it names the grid below it (WAI-ARIA date picker).
  const rangeId = useId();
  return (
    <ArkDatePicker.Context>
      {(api) => {
        const range = visibleText(api.visibleRangeText);
        // Only the active view has a header, so only its grid is named, by the range on show.
        const labelledBy = (view: 'day' | 'month' | 'year') => (api.view === view ? rangeId : undefined);
        // Only the active view gets a header, so the visible range is never in the page twice.
        const header = (view: 'day' | 'month' | 'year') =>
          api.view === view && (
            <DatePickerViewControl>
              <DatePickerPrevTrigger>
                <ChevronLeft aria-hidden data-mirror="" />
              </DatePickerPrevTrigger>
              {view === 'year' || !allowViewSwitch ? (
                <DatePickerRangeText id={rangeId} aria-live="polite" />
              ) : (
                // The name starts with the visible text (WCAG 2.5.3) and says what a press does.
                <DatePickerViewTrigger
                  aria-label={t(view === 'day' ? 'inputs.datePicker.chooseMonth' : 'inputs.datePicker.chooseYear', {
                    range,
                  })}
                >
                  <span id={rangeId} aria-live="polite">
                    {range}
                  </span>
                </DatePickerViewTrigger>
              )}
              <DatePickerNextTrigger>
                <ChevronRight aria-hidden data-mirror="" />
              </DatePickerNextTrigger>
            </DatePickerViewControl>
          );
        return (
          <>
            <DatePickerView view="day">
              {header('day')}
              <DatePickerTable aria-labelledby={labelledBy('day')}>
                <DatePickerTableHead>
                  <DatePickerTableRow>
                    {api.weekDays.map((weekDay) => (
                      <DatePickerTableHeader key={weekDay.long} abbr={weekDay.long}>
                        {weekDay.short}
                      </DatePickerTableHeader>
                    ))}
                  </DatePickerTableRow>
                </DatePickerTableHead>
                <DatePickerTableBody>
                  {api.weeks.map((week) => (
                    <DatePickerTableRow key={week[0]?.toString()}>
                      {week.map((day) => (
                        <DatePickerTableCell key={day.toString()} value={day}>
                          <DatePickerTableCellTrigger>{day.day}</DatePickerTableCellTrigger>
                        </DatePickerTableCell>
                      ))}
                    </DatePickerTableRow>
                  ))}
                </DatePickerTableBody>
              </DatePickerTable>
            </DatePickerView>
            {allowViewSwitch && (
              <>
                <DatePickerView view="month">
                  {header('month')}
                  <DatePickerTable columns={4} aria-labelledby={labelledBy('month')}>
                    <DatePickerTableBody>
                      {api.getMonthsGrid({ columns: 4, format: 'short' }).map((months) => (
                        <DatePickerTableRow key={months[0]?.value}>
                          {months.map((month) => (
                            <DatePickerTableCell key={month.value} value={month.value}>
                              <DatePickerTableCellTrigger>{month.label}</DatePickerTableCellTrigger>
                            </DatePickerTableCell>
                          ))}
                        </DatePickerTableRow>
                      ))}
                    </DatePickerTableBody>
                  </DatePickerTable>
                </DatePickerView>
                <DatePickerView view="year">
                  {header('year')}
                  <DatePickerTable columns={4} aria-labelledby={labelledBy('year')}>
                    <DatePickerTableBody>
                      {api.getYearsGrid({ columns: 4 }).map((years) => (
                        <DatePickerTableRow key={years[0]?.value}>
                          {years.map((year) => (
                            <DatePickerTableCell key={year.value} value={year.value}>
                              <DatePickerTableCellTrigger>{year.label}</DatePickerTableCellTrigger>
                            </DatePickerTableCell>
                          ))}
                        </DatePickerTableRow>
                      ))}
                    </DatePickerTableBody>
                  </DatePickerTable>
                </DatePickerView>
              </>
            )}
          </>
        );
      }}
    </ArkDatePicker.Context>
  );
}

// ---------------------------------------------------------------------------------------------
// The convenience component

export const InlineLabel = /* @__PURE__ */ withContext(ark.span, 'label');

// The picker keeps its own width inside the Field that wraps it, and no more than a narrower box's.
export const fieldWidth = css({ maxW: 'fit' });

/** What the convenience pickers share with their inputs: the language dates are typed in, and the notice below. */
interface TypedDates {
  locale: string;
  noticeId: string;
  notice: string | null;
  setNotice: (notice: string | null) => void;
}
const TypedDatesContext = createContext<TypedDates | null>(null);

/** The notice state of a convenience picker, and the context its inputs read it from. */
export function useTypedDates(locale: string | undefined): TypedDates {
  const { locale: activeLocale } = useLanguage();
  const [notice, setNotice] = useState<string | null>(null);
  return { locale: locale ?? activeLocale, noticeId: useId(), notice, setNotice };
}
export const TypedDatesProvider = TypedDatesContext.Provider;

/** Says why typed text was not taken, below the field; announced politely. */
export function TypedDateNotice({
  dates,
}: {
  /** The picker's typed-date state (`useTypedDates`), whose notice it shows. */
  dates: TypedDates;
}) {
  return (
    <div id={dates.noticeId} role="status" className={datePicker().notice}>
      {dates.notice ? (
        <>
          <CircleAlert aria-hidden />
          {dates.notice}
        </>
      ) : null}
    </div>
  );
}

/**
 * The popover mode's input (DatePicker's, and each of DateRangePicker's two), described by the Field's helper
 * and error text. A date typed in the language's form is taken when the input loses focus or on Enter; text
 * that is not a day that can be picked stays as typed, with a message saying how to type one. (Ark would put
 * today, or the nearest allowed day, in its place without a word.)
 */
export function DescribedInput({ onBlur, onKeyDown, ...props }: DatePickerInputProps) {
  const { t } = useLanguage();
  const api = useDatePickerContext();
  const dates = useContext(TypedDatesContext);
  const index = props.index ?? 0;
  // Whether the user has typed since the text was last taken. Ark writes the input's text itself a moment
  // after a pick or a clear; a blur in that moment must not take the old text back as a typed date.
  const typedSince = useRef(false);
  /** Takes the typed date; false when the text cannot be taken (it then stays, with the notice). */
  const take = (input: HTMLInputElement) => {
    const typed = input.value.trim();
    if (!dates || !typedSince.current) return true;
    dates.setNotice(null);
    // Refused text stays 'typed', so Enter or the next blur checks it again rather than Ark picking a day.
    typedSince.current = false;
    if (!typed) return true;
    typedSince.current = true;
    const date = parseTypedDate(typed, dates.locale);
    if (!date) {
      const format = typedDateFormat(dates.locale, {
        day: t('inputs.datePicker.placeholderDay'),
        month: t('inputs.datePicker.placeholderMonth'),
        year: t('inputs.datePicker.placeholderYear'),
      });
      dates.setNotice(t('inputs.datePicker.notADate', { text: typed, format }));
      return false;
    }
    if (api.isUnavailable(date)) {
      dates.setNotice(t('inputs.datePicker.cannotChoose', { text: typed }));
      return false;
    }
    typedSince.current = false;
    const current = api.value[index];
    if (!current || !isSameDay(current, date)) {
      const next = [...api.value];
      next[index] = date;
      // A range's ends are kept in order, as a pick in the calendar keeps them.
      api.setValue(next.length === 2 && next[0] && next[1] && next[0].compare(next[1]) > 0 ? [next[1], next[0]] : next);
    }
    return true;
  };
  const describedBy = useFieldDescribedBy(props['aria-describedby']);
  return (
    <DatePickerInput
      {...props}
      fixOnBlur={!dates}
      aria-describedby={[describedBy, dates?.notice ? dates.noticeId : undefined].filter(Boolean).join(' ') || undefined}
      onInput={(event) => {
        props.onInput?.(event);
        typedSince.current = true;
      }}
      onBlur={(event) => {
        onBlur?.(event);
        if (dates && !event.defaultPrevented) take(event.currentTarget);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        // Ark's Enter picks the focused day whatever was typed: only text that is a date gets that far.
        if (dates && event.key === 'Enter' && !event.defaultPrevented && !take(event.currentTarget)) event.preventDefault();
      }}
    />
  );
}
/** The inline calendar, described by the Field's helper and error text (used by DateRangePicker too). */
export function DescribedContent(props: DatePickerContentProps) {
  return <DatePickerContent {...props} aria-describedby={useFieldDescribedBy(props['aria-describedby'])} />;
}

export type DatePickerMode = 'inline' | 'popover';

export interface DatePickerProps
  extends Omit<
      DatePickerRootProps,
      'value' | 'defaultValue' | 'onValueChange' | 'min' | 'max' | 'isDateUnavailable' | 'children' | 'selectionMode'
    >,
    RefAttributes<HTMLDivElement> {
  /** The selected day (controlled). `null` means none. */
  value?: CalendarDate | null;
  /** The day selected at first (uncontrolled). */
  defaultValue?: CalendarDate | null;
  /** Called with the new day, or `null` when the selection is cleared. */
  onValueChange?: (date: CalendarDate | null) => void;
  /** The earliest day that can be picked; earlier days are disabled. */
  min?: CalendarDate;
  /** The latest day that can be picked; later days are disabled. */
  max?: CalendarDate;
  /** Disables every day before today in the user's time zone, e.g. a shipping date cannot be in the past. Combines with `min`. */
  disablePast?: boolean;
  /** A day must stay selected: picking the selected day again does not clear it, and the popover has no clear button. */
  required?: boolean;
  /** The visible label. Inline it names the calendar; in the popover mode it labels the input. */
  label?: ReactNode;
  /** `inline` shows the calendar itself (default); `popover` shows an input with a button that opens it. */
  mode?: DatePickerMode;
  /**
   * When the popover mode's closed calendar renders. By default, in the first idle moment after the page has
   * painted, so that neither the page nor the first open waits for it; `true`: only when it first opens;
   * `false`: at once, with the page.
   */
  lazyMount?: boolean;
  /** Marks days that cannot be booked although they are inside `min`–`max`. */
  isDateUnavailable?: (date: CalendarDate) => boolean;
  /** Disables the whole picker. */
  disabled?: boolean;
  /** Shows the value but does not let it change. */
  readOnly?: boolean;
  /** Marks the value as invalid: `aria-invalid`, a red border, and `errorText` shown. Defaults to `Boolean(errorText)`. */
  invalid?: boolean;
  /** A hint under the picker; the input (or the inline calendar) is described by it. */
  helperText?: ReactNode;
  /** The message shown while the value is invalid; the input (or the inline calendar) is described by it. */
  errorText?: ReactNode;
  /** The form field name; the input carries it in the popover mode. */
  name?: string;
  /** Overrides the active language (BCP 47 tag), e.g. to show Swedish month names in an English page. */
  locale?: string;
  /** Overrides the time zone used for 'today'. Defaults to the provider's `timeZone` (the browser's unless set). */
  timeZone?: string;
  /** Extra class names for the root. */
  className?: string;
  /** Id of the root; parts derive their ids from it. */
  id?: string;
}

const toList = (date: CalendarDate | null | undefined) => (date === undefined ? undefined : date ? [date] : []);

/**
 * A single-date picker. Inline it is a month calendar, as the logistics scheduler needs; with
 * `mode="popover"` it is an input with a calendar button. Past days can be disabled, and picking the
 * selected day again clears it unless `required`. Month and weekday names follow the active language.
 */
export function DatePicker({
  value,
  defaultValue,
  onValueChange,
  min,
  max,
  disablePast = false,
  required = false,
  label,
  mode = 'inline',
  isDateUnavailable,
  timeZone,
  helperText,
  errorText,
  invalid = Boolean(errorText),
  disabled,
  readOnly,
  lazyMount,
  ...rest
}: DatePickerProps) {
  const { t, timeZone: portalTimeZone } = useLanguage();
  const zone = timeZone ?? portalTimeZone;
  const earliest = disablePast ? (min ? (maxDate(min, today(zone)) ?? undefined) : today(zone)) : min;
  const labelId = useId();
  const inline = mode === 'inline';
  // The closed calendar renders once the page has painted and is idle, so that the page does not wait for it.
  const idle = useIdleAfterPaint(!inline);
  const dates = useTypedDates(rest.locale);

  const handleValueChange = (details: DatePickerValueChangeDetails) => {
    const [first] = details.value;
    onValueChange?.(first ? toCalendarDate(first) : null);
  };

  return (
    // The Field gives the picker the required mark, helper text and error text of every field.
    <FieldRoot className={fieldWidth} invalid={invalid} required={required} disabled={disabled} readOnly={readOnly}>
      <DatePickerRoot
        inline={inline}
        invalid={invalid}
        disabled={disabled}
        readOnly={readOnly}
        // Always six rows, so the calendar keeps its height from month to month.
        fixedWeeks
        value={toList(value)}
        defaultValue={toList(defaultValue)}
        onValueChange={handleValueChange}
        min={earliest}
        max={max}
        required={required}
        timeZone={zone}
        lazyMount={lazyMount ?? !idle}
        isDateUnavailable={isDateUnavailable ? (date) => isDateUnavailable(toCalendarDate(date)) : undefined}
        {...rest}
      >
        {inline ? (
          <>
            {label && (
              <InlineLabel id={labelId}>
                {label}
                <FieldRequiredIndicator />
              </InlineLabel>
            )}
            <DescribedContent aria-labelledby={label ? labelId : undefined}>
              <DatePickerCalendar />
            </DescribedContent>
          </>
        ) : (
          <>
            {label && (
              <DatePickerLabel>
                {label}
                <FieldRequiredIndicator />
              </DatePickerLabel>
            )}
            <DatePickerControl>
              <TypedDatesProvider value={dates}>
                <DescribedInput />
              </TypedDatesProvider>
              <DatePickerTrigger>
                <CalendarDays aria-hidden />
              </DatePickerTrigger>
              {!required && (
                <ClearTriggerKeepingItsPlace>
                  <X aria-hidden />
                </ClearTriggerKeepingItsPlace>
              )}
            </DatePickerControl>
            <Portal>
              <DatePickerPositioner>
                <DatePickerContent aria-label={typeof label === 'string' ? label : t('inputs.datePicker.calendar')}>
                  <DatePickerCalendar />
                </DatePickerContent>
              </DatePickerPositioner>
            </Portal>
          </>
        )}
      </DatePickerRoot>
      {inline ? null : <TypedDateNotice dates={dates} />}
      {helperText ? <FieldHelperText>{helperText}</FieldHelperText> : null}
      {errorText ? <FieldErrorText>{errorText}</FieldErrorText> : null}
    </FieldRoot>
  );
}
