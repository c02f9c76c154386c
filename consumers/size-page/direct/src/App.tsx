// The benchmark page (issue 14, section 1) written straight on the primitives: Ark parts styled with Panda's
// css(), visx charts, the page's own strings (./i18n). ../package is the same page with @labelport/ui.
import { Accordion } from '@ark-ui/react/accordion';
import { Avatar } from '@ark-ui/react/avatar';
import { DatePicker } from '@ark-ui/react/date-picker';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { Progress } from '@ark-ui/react/progress';
import { createListCollection, Select, useSelectContext } from '@ark-ui/react/select';
import { Slider } from '@ark-ui/react/slider';
import { Switch } from '@ark-ui/react/switch';
import { Tabs } from '@ark-ui/react/tabs';
import { createToaster, Toast, Toaster } from '@ark-ui/react/toast';
import { Tooltip } from '@ark-ui/react/tooltip';
import { getLocalTimeZone, today } from '@internationalized/date';
import { Pie } from '@visx/shape';
import { Axis, buildChartTheme, Tooltip as ChartTooltip, GlyphSeries, Grid, LineSeries, XYChart } from '@visx/xychart';
import { getTabbables } from '@zag-js/dom-query';
import { Calendar, Check, ChevronDown, ChevronLeft, ChevronRight, CircleCheck, X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, startTransition, useEffect, useState } from 'react';
import { css } from '../styled-system/css';
import { useLanguage } from './i18n';

const button = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  px: '4',
  py: '2',
  borderRadius: 'md',
  bg: 'accent',
  color: 'white',
  fontWeight: 'semibold',
  cursor: 'pointer',
  _hover: { opacity: 0.9 },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent', outlineOffset: '2px' },
});
const iconButton = css({ p: '1', borderRadius: 'sm', cursor: 'pointer', _hover: { bg: 'border' } });
const panel = css({
  bg: 'bg',
  color: 'fg',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'md',
  boxShadow: 'md',
  p: '3',
  zIndex: 50,
});
const label = css({ fontWeight: 'medium', fontSize: 'sm' });
const field = css({ display: 'flex', flexDirection: 'column', gap: '1', maxW: '320px' });
const control = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  px: '3',
  py: '2',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'bg',
  w: 'full',
});
const cell = css({
  w: '36px',
  h: '36px',
  borderRadius: 'sm',
  cursor: 'pointer',
  _hover: { bg: 'border' },
  _selected: { bg: 'accent', color: 'white' },
  _today: { fontWeight: 'bold' },
  _disabled: { opacity: 0.4, cursor: 'not-allowed' },
  '&[data-outside-range]': { visibility: 'hidden' },
});

const faq = [1, 2, 3, 4, 5].map((n) => ({ value: `q${n}`, title: `Question ${n}`, content: `Answer ${n}.` }));
const tabs = ['Overview', 'Production', 'Shipping', 'Invoices'];
const packages = createListCollection({
  items: ['Cans', 'Glass', 'Sachets', 'Pouches'].map((label) => ({ value: label.toLowerCase(), label })),
});
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const volume = months.map((month, index) => ({ month, volume: 120 + index * 9 + (index % 3) * 7 }));
const regions = [
  { key: 'north', label: 'North', value: 35, color: '#2563eb' },
  { key: 'south', label: 'South', value: 25, color: '#16a34a' },
  { key: 'east', label: 'East', value: 22, color: '#d97706' },
  { key: 'west', label: 'West', value: 18, color: '#db2777' },
];
const toaster = createToaster({ placement: 'bottom-end', overlap: false, gap: 16, max: 3 });
const chartTheme = buildChartTheme({
  backgroundColor: 'transparent',
  colors: ['#2563eb'],
  gridColor: '#d1d5db',
  gridColorDark: '#374151',
  tickLength: 4,
  svgLabelSmall: { fill: 'currentColor', fontSize: 12 },
  svgLabelBig: { fill: 'currentColor', fontSize: 12 },
});

/** A chart's frame: title, description, legend and its figures as a table, shown on demand. */
function Figure(props: { title: string; description: string; legend: ReactNode; rows: [string, string][]; children: ReactNode }) {
  const { t } = useLanguage();
  const [table, setTable] = useState(false);
  return (
    <figure className={css({ border: '1px solid', borderColor: 'border', borderRadius: 'md', p: '4', maxW: '560px' })}>
      <figcaption>
        <h2 className={css({ fontWeight: 'semibold' })}>{props.title}</h2>
        <p className={css({ color: 'muted', fontSize: 'sm' })}>{props.description}</p>
      </figcaption>
      {props.children}
      <ul aria-label={t('legend')} className={css({ display: 'flex', gap: '3', fontSize: 'sm' })}>
        {props.legend}
      </ul>
      <button type="button" className={iconButton} aria-expanded={table} onClick={() => setTable(!table)}>
        {t(table ? 'hideTable' : 'showTable')}
      </button>
      {table && (
        <table>
          <tbody>
            {props.rows.map(([name, value]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}

/**
 * True from the first idle moment after the first paint: the closed calendar and the select's list render
 * then, as the package's do, so that the page's first paint does not wait for them.
 */
function useIdleAfterPaint() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel = () => cancelAnimationFrame(frame);
    const frame = requestAnimationFrame(() => {
      const timer = setTimeout(() => {
        const ready = () => startTransition(() => setIdle(true));
        if (typeof requestIdleCallback !== 'function') return ready();
        const id = requestIdleCallback(ready, { timeout: 1000 });
        cancel = () => cancelIdleCallback(id);
      });
      cancel = () => clearTimeout(timer);
    });
    return () => cancel();
  }, []);
  return idle;
}

function DateField() {
  const { t, locale } = useLanguage();
  const idle = useIdleAfterPaint();
  return (
    <DatePicker.Root locale={locale} min={today(getLocalTimeZone())} className={field} lazyMount={!idle}>
      <DatePicker.Label className={label}>Shipping date</DatePicker.Label>
      <DatePicker.Control className={control}>
        <DatePicker.Input placeholder={t('chooseDate')} className={css({ flex: 1, bg: 'transparent' })} />
        <DatePicker.Trigger aria-label={t('openCalendar')} className={iconButton}>
          <Calendar aria-hidden size={16} />
        </DatePicker.Trigger>
      </DatePicker.Control>
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content className={panel}>
            <DatePicker.Context>
              {(api) => (
                <>
                  <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' })}>
                    <DatePicker.PrevTrigger aria-label={t('previousMonth')} className={iconButton}>
                      <ChevronLeft aria-hidden size={16} />
                    </DatePicker.PrevTrigger>
                    <DatePicker.ViewTrigger className={iconButton}>
                      <DatePicker.RangeText />
                    </DatePicker.ViewTrigger>
                    <DatePicker.NextTrigger aria-label={t('nextMonth')} className={iconButton}>
                      <ChevronRight aria-hidden size={16} />
                    </DatePicker.NextTrigger>
                  </div>
                  <DatePicker.View view="day">
                    <DatePicker.Table>
                      <DatePicker.TableHead>
                        <DatePicker.TableRow>
                          {api.weekDays.map((day) => (
                            <DatePicker.TableHeader key={day.long} abbr={day.long}>
                              {day.short}
                            </DatePicker.TableHeader>
                          ))}
                        </DatePicker.TableRow>
                      </DatePicker.TableHead>
                      <DatePicker.TableBody>
                        {api.weeks.map((week) => (
                          <DatePicker.TableRow key={week[0]?.toString()}>
                            {week.map((day) => (
                              <DatePicker.TableCell key={day.toString()} value={day}>
                                <DatePicker.TableCellTrigger className={cell}>{day.day}</DatePicker.TableCellTrigger>
                              </DatePicker.TableCell>
                            ))}
                          </DatePicker.TableRow>
                        ))}
                      </DatePicker.TableBody>
                    </DatePicker.Table>
                  </DatePicker.View>
                  <DatePicker.View view="month">
                    <DatePicker.Table>
                      <DatePicker.TableBody>
                        {api.getMonthsGrid({ columns: 4, format: 'short' }).map((row) => (
                          <DatePicker.TableRow key={row[0]?.value}>
                            {row.map((month) => (
                              <DatePicker.TableCell key={month.value} value={month.value}>
                                <DatePicker.TableCellTrigger className={cell}>{month.label}</DatePicker.TableCellTrigger>
                              </DatePicker.TableCell>
                            ))}
                          </DatePicker.TableRow>
                        ))}
                      </DatePicker.TableBody>
                    </DatePicker.Table>
                  </DatePicker.View>
                  <DatePicker.View view="year">
                    <DatePicker.Table>
                      <DatePicker.TableBody>
                        {api.getYearsGrid({ columns: 4 }).map((row) => (
                          <DatePicker.TableRow key={row[0]?.value}>
                            {row.map((year) => (
                              <DatePicker.TableCell key={year.value} value={year.value}>
                                <DatePicker.TableCellTrigger className={cell}>{year.label}</DatePicker.TableCellTrigger>
                              </DatePicker.TableCell>
                            ))}
                          </DatePicker.TableRow>
                        ))}
                      </DatePicker.TableBody>
                    </DatePicker.Table>
                  </DatePicker.View>
                </>
              )}
            </DatePicker.Context>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
}

function Charts() {
  const { formatNumber } = useLanguage();
  const total = regions.reduce((sum, region) => sum + region.value, 0);
  return (
    <>
      <Figure
        title="Volume"
        description="Units shipped per month."
        legend={<li>Units</li>}
        rows={volume.map((d) => [d.month, formatNumber(d.volume)])}
      >
        <XYChart
          height={240}
          theme={chartTheme}
          margin={{ top: 12, right: 24, bottom: 32, left: 48 }}
          xScale={{ type: 'point', padding: 0 }}
          yScale={{ type: 'linear', zero: true, nice: true }}
          accessibilityLabel="Volume"
        >
          <Grid columns={false} numTicks={4} />
          <LineSeries dataKey="volume" data={volume} xAccessor={(d) => d.month} yAccessor={(d) => d.volume} />
          <GlyphSeries dataKey="points" data={volume} xAccessor={(d) => d.month} yAccessor={(d) => d.volume} />
          <Axis orientation="bottom" hideTicks />
          <Axis orientation="left" numTicks={4} tickFormat={(v: number) => formatNumber(v)} />
          <ChartTooltip<(typeof volume)[number]>
            snapTooltipToDatumX
            showVerticalCrosshair
            renderTooltip={({ tooltipData }) => {
              const datum = tooltipData?.nearestDatum?.datum;
              return datum && `${datum.month}: ${formatNumber(datum.volume)}`;
            }}
          />
        </XYChart>
      </Figure>
      <Figure
        title="Regions"
        description="Share of orders per region."
        legend={regions.map((r) => (
          <li key={r.key} style={{ color: r.color }}>
            {r.label}
          </li>
        ))}
        rows={regions.map((r) => [r.label, `${formatNumber(Math.round((r.value / total) * 100))} %`])}
      >
        <svg width={200} height={200} role="img" aria-label="Regions">
          <g transform="translate(100 100)">
            <Pie data={regions} pieValue={(d) => d.value} outerRadius={96} innerRadius={48} padAngle={0.01}>
              {(pie) =>
                pie.arcs.map((arc) => (
                  <path key={arc.data.key} d={pie.path(arc) ?? ''} fill={arc.data.color}>
                    <title>{`${arc.data.label}: ${formatNumber(arc.data.value)}`}</title>
                  </path>
                ))
              }
            </Pie>
          </g>
        </svg>
      </Figure>
    </>
  );
}

/**
 * As the package's Select does (WAI-ARIA APG): Tab in the open list closes it and moves focus on past the
 * trigger, in the tab order of its modal or page, after Ark has given focus back to the trigger.
 */
function PackageList({ children }: { children: ReactNode }) {
  const api = useSelectContext();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const trigger = document.getElementById(api.getTriggerProps().id ?? '');
    if (!trigger) return;
    const modal = trigger.closest<HTMLElement>('[aria-modal="true"]');
    const order = getTabbables(modal ?? document.body).filter(
      (element) => !element.closest('[data-part="positioner"]') && !trigger.contains(element),
    );
    const after = order.filter((element) => trigger.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
    const before = order.filter((element) => trigger.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING);
    const target = event.shiftKey
      ? (before.at(-1) ?? (modal ? order.at(-1) : undefined))
      : (after[0] ?? (modal ? order[0] : undefined));
    api.setOpen(false);
    if (!target) return;
    const moveOn = () => {
      if (document.activeElement === trigger || document.activeElement === document.body) target.focus();
    };
    setTimeout(() => {
      target.focus();
      requestAnimationFrame(() => {
        moveOn();
        requestAnimationFrame(moveOn);
      });
    });
  };
  return (
    <Select.Content className={panel} onKeyDown={onKeyDown}>
      {children}
    </Select.Content>
  );
}

function PackageField() {
  const { t } = useLanguage();
  const idle = useIdleAfterPaint();
  return (
    <Select.Root collection={packages} className={field} lazyMount={!idle}>
      <Select.Label className={label}>Package Type</Select.Label>
      <Select.Control>
        <Select.Trigger className={control}>
          <Select.ValueText placeholder={t('select')} />
          <Select.Indicator>
            <ChevronDown aria-hidden size={16} />
          </Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      <Portal>
        <Select.Positioner>
          <PackageList>
            {packages.items.map((item) => (
              <Select.Item
                key={item.value}
                item={item}
                className={css({
                  display: 'flex',
                  justifyContent: 'space-between',
                  px: '2',
                  py: '1',
                  _highlighted: { bg: 'border' },
                })}
              >
                <Select.ItemText>{item.label}</Select.ItemText>
                <Select.ItemIndicator>
                  <Check aria-hidden size={16} />
                </Select.ItemIndicator>
              </Select.Item>
            ))}
          </PackageList>
        </Select.Positioner>
      </Portal>
      <Select.HiddenSelect />
    </Select.Root>
  );
}

export function App() {
  const { t, formatNumber } = useLanguage();
  return (
    <main className={css({ bg: 'bg', color: 'fg', p: '6', display: 'flex', flexDirection: 'column', gap: '6' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Portal</h1>
      <button type="button" className={button} onClick={() => toaster.create({ title: 'Saved', type: 'success' })}>
        Save
      </button>

      <Dialog.Root lazyMount unmountOnExit>
        <Dialog.Trigger className={button}>Open dialog</Dialog.Trigger>
        <Portal>
          <Dialog.Backdrop className={css({ position: 'fixed', inset: 0, bg: 'rgb(0 0 0 / 0.5)' })} />
          <Dialog.Positioner className={css({ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center' })}>
            <Dialog.Content className={panel}>
              <Dialog.Title className={css({ fontWeight: 'semibold' })}>Project details</Dialog.Title>
              <p>Contract signed.</p>
              <Dialog.CloseTrigger aria-label={t('close')} className={iconButton}>
                <X aria-hidden size={16} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>

      <Accordion.Root defaultValue={['q1']} collapsible className={css({ maxW: '560px' })}>
        {faq.map((item) => (
          <Accordion.Item
            key={item.value}
            value={item.value}
            className={css({ borderBottom: '1px solid', borderColor: 'border' })}
          >
            <h3>
              <Accordion.ItemTrigger className={css({ display: 'flex', justifyContent: 'space-between', w: 'full', py: '3' })}>
                {item.title}
                <Accordion.ItemIndicator className={css({ _open: { transform: 'rotate(180deg)' } })}>
                  <ChevronDown aria-hidden size={16} />
                </Accordion.ItemIndicator>
              </Accordion.ItemTrigger>
            </h3>
            <Accordion.ItemContent className={css({ pb: '3', color: 'muted' })}>{item.content}</Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>

      <Tabs.Root defaultValue="overview">
        <Tabs.List
          aria-label="Project"
          className={css({ display: 'flex', gap: '2', position: 'relative', borderBottom: '1px solid', borderColor: 'border' })}
        >
          {tabs.map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab.toLowerCase()}
              className={css({ px: '3', py: '2', _selected: { color: 'accent' } })}
            >
              {tab}
            </Tabs.Trigger>
          ))}
          <Tabs.Indicator className={css({ h: '2px', bg: 'accent', bottom: '-1px' })} />
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content key={tab} value={tab.toLowerCase()} className={css({ py: '3' })}>
            {tab} details.
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <Switch.Root className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
        <Switch.Control
          className={css({ w: '40px', h: '22px', p: '2px', borderRadius: 'full', bg: 'border', _checked: { bg: 'accent' } })}
        >
          <Switch.Thumb
            className={css({
              display: 'block',
              w: '18px',
              h: '18px',
              borderRadius: 'full',
              bg: 'white',
              _checked: { transform: 'translateX(18px)' },
            })}
          />
        </Switch.Control>
        <Switch.Label>Email updates</Switch.Label>
        <Switch.HiddenInput />
      </Switch.Root>

      <PackageField />

      <Slider.Root min={0} max={100} step={25} defaultValue={[50]} className={field}>
        <div className={css({ display: 'flex', justifyContent: 'space-between' })}>
          <Slider.Label className={label}>Fill level</Slider.Label>
          <Slider.ValueText />
        </div>
        <Slider.Control className={css({ position: 'relative', display: 'flex', alignItems: 'center', h: '24px' })}>
          <Slider.Track className={css({ flex: 1, h: '4px', borderRadius: 'full', bg: 'border' })}>
            <Slider.Range className={css({ h: 'full', bg: 'accent' })} />
          </Slider.Track>
          <Slider.Thumb index={0} className={css({ w: '18px', h: '18px', borderRadius: 'full', bg: 'accent' })}>
            <Slider.HiddenInput />
          </Slider.Thumb>
        </Slider.Control>
        <Slider.MarkerGroup>
          {[0, 25, 50, 75, 100].map((value) => (
            <Slider.Marker key={value} value={value} className={css({ fontSize: 'xs', color: 'muted' })}>
              {formatNumber(value)}
            </Slider.Marker>
          ))}
        </Slider.MarkerGroup>
      </Slider.Root>

      <DateField />

      <Progress.Root value={60} className={field}>
        <div className={css({ display: 'flex', justifyContent: 'space-between' })}>
          <Progress.Label className={label}>Production</Progress.Label>
          <Progress.ValueText />
        </div>
        <Progress.Track className={css({ h: '8px', borderRadius: 'full', bg: 'border', overflow: 'hidden' })}>
          <Progress.Range className={css({ h: 'full', bg: 'accent' })} />
        </Progress.Track>
      </Progress.Root>

      <Tooltip.Root openDelay={300} closeDelay={100}>
        <Tooltip.Trigger className={button}>Hover me</Tooltip.Trigger>
        <Portal>
          <Tooltip.Positioner>
            <Tooltip.Content className={css({ bg: 'fg', color: 'bg', px: '2', py: '1', borderRadius: 'sm', fontSize: 'sm' })}>
              Ships in two days
            </Tooltip.Content>
          </Tooltip.Positioner>
        </Portal>
      </Tooltip.Root>

      <Avatar.Root
        className={css({
          w: '40px',
          h: '40px',
          borderRadius: 'full',
          bg: 'border',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        })}
      >
        <Avatar.Fallback>AL</Avatar.Fallback>
        <Avatar.Image src="/missing.png" alt="Ada Lovelace" />
      </Avatar.Root>

      <Charts />

      <Toaster toaster={toaster}>
        {(toast) => (
          <Toast.Root
            className={css({
              ...{ display: 'flex', gap: '2', alignItems: 'start' },
              bg: 'bg',
              color: 'fg',
              border: '1px solid',
              borderColor: 'border',
              borderRadius: 'md',
              boxShadow: 'md',
              p: '3',
              minW: '280px',
            })}
          >
            <CircleCheck aria-hidden size={18} />
            <div>
              <Toast.Title className={css({ fontWeight: 'semibold' })}>{toast.title ?? t('toastSuccess')}</Toast.Title>
              <Toast.Description>{toast.description}</Toast.Description>
            </div>
            <Toast.CloseTrigger aria-label={t('dismiss')} className={iconButton}>
              <X aria-hidden size={16} />
            </Toast.CloseTrigger>
          </Toast.Root>
        )}
      </Toaster>
    </main>
  );
}
