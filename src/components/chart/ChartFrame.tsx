// Ark's parts by name: a bundler keeps every part of a namespace it is given.
import { CollapsibleContent, CollapsibleIndicator, CollapsibleRoot, CollapsibleTrigger } from '@ark-ui/react/collapsible';
import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, type Ref, useId, useState } from 'react';
import { cx } from 'styled-system/css';
import { chart } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enChart } from '../../i18n/messages/en-chart';
import { whenNeeded } from '../../lib/when-needed';
import { Button } from '../button';
import { CardBody, CardDescription, CardHeader, CardRoot, CardTitle, type CardTitleLevel } from '../card';
import { DataState, type RemoteDataProps } from '../data-state';
import { Skeleton } from '../skeleton';
import { Text } from '../text';
import { VisuallyHidden } from '../visually-hidden';
import type { ChartTableProps } from './ChartTable';

// Its English joins the catalog with it, so pages without it do not download that text.
addEnglish(enChart);
// The table is hidden until 'Show data table' opens it: it loads after the chart's first paint, long
// before anyone opens it, and renders nothing on the server (nothing visible is missing there).
const ChartTable = whenNeeded<ChartTableProps>(() => import('./ChartTable').then((module) => module.ChartTable));

/** One entry of a chart's legend. */
export interface ChartLegendItem {
  /** The series or category name, translated. */
  label: string;
  /** Its colour: a CSS colour, normally a semantic token variable so it follows the theme. */
  color: string;
}

/** The chart's figures as a table, for screen readers and for anyone who prefers numbers. */
export interface ChartTableData {
  /** Column headers, the first one naming the row headers (e.g. 'Weekday'). */
  columns: string[];
  /**
   * One row per data point: its header (e.g. 'Monday') and the formatted values, or a function that formats
   * them when the table shows the row (a long table shows 25 a page). Over 25 rows, they are paged.
   */
  rows: { header: string; cells: string[] | (() => string[]) }[];
}

export interface ChartFrameProps extends RemoteDataProps {
  /** The chart's title, translated. It names the figure. */
  title: string;
  /** One sentence saying what the chart shows. */
  description: string;
  /** Heading level of the title, so the chart fits the page outline. Defaults to 3. */
  headingLevel?: CardTitleLevel;
  /** The series shown under the title, each with its colour; the same colours as in the plot. */
  legend: ChartLegendItem[];
  /** The figures behind the plot, shown as a table under 'Show data table'. */
  table: ChartTableData;
  /** How many data points the arrow keys step through. */
  count: number;
  /** What the live region reads for the data point at `index` (the same text as its tooltip). */
  describe: (index: number) => string;
  /** Renders the plot; `activeIndex` is the data point chosen with the keyboard, or null. */
  children: (activeIndex: number | null) => ReactNode;
  /** Extra class for the plot box, e.g. to let a square chart set its own height. */
  plotClassName?: string;
  /** The plot box's ref, for a chart that draws to its measured size. */
  plotRef?: Ref<HTMLDivElement>;
}

/**
 * The frame every analytics chart shares: a card-styled `<figure>` named by its title, a legend, the plot
 * (focusable, role `img`; the arrow keys step through the data and show each point's tooltip, also read
 * out through a polite live region), and a 'Show data table' disclosure with the same figures, 25 rows a
 * page with a Pagination ('1–25 of 10,000') when there are more. While
 * `loading` a block of the plot's height stands in under the title; with `error`, a message with Retry.
 */
export function ChartFrame({
  title,
  description,
  headingLevel = 3,
  legend,
  table,
  count,
  describe,
  children,
  plotClassName,
  plotRef,
  loading,
  error,
  onRetry,
}: ChartFrameProps) {
  const { t } = useLanguage();
  const styles = chart();
  const titleId = useId();
  const descriptionId = useId();
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const [tableOpen, setTableOpen] = useState(false);
  // The points may change under a chosen one (fewer drawn on a narrower plot): the last one stands in.
  const shownIndex = activeIndex === null || count === 0 ? null : Math.min(activeIndex, count - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = shownIndex ?? -1;
    const next: Record<string, number | null> = {
      ArrowRight: Math.min(current + 1, count - 1),
      ArrowDown: Math.min(current + 1, count - 1),
      ArrowLeft: Math.max(current - 1, 0),
      ArrowUp: Math.max(current - 1, 0),
      Home: 0,
      End: count - 1,
      Escape: null,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    setActiveIndex(next[event.key]);
  };

  return (
    <CardRoot asChild>
      <figure aria-labelledby={titleId} aria-describedby={descriptionId} className={styles.figure}>
        <CardHeader asChild>
          <figcaption>
            <CardTitle level={headingLevel} id={titleId}>
              {title}
            </CardTitle>
            <CardDescription id={descriptionId}>{description}</CardDescription>
          </figcaption>
        </CardHeader>
        <CardBody>
          <DataState
            label={t('insights.chart.data')}
            loading={loading}
            error={error}
            onRetry={onRetry}
            skeleton={<Skeleton height="var(--sizes-chart)" />}
          >
            {count === 0 ? (
              <Text tone="muted">{t('insights.chart.noData')}</Text>
            ) : (
              <>
                <ul className={styles.legend} aria-label={t('insights.chart.legend')}>
                  {legend.map((item) => (
                    <li key={item.label} className={styles.legendItem}>
                      <span className={styles.swatch} style={{ background: item.color }} aria-hidden="true" />
                      {item.label}
                    </li>
                  ))}
                </ul>
                <div
                  ref={plotRef}
                  role="img"
                  aria-label={t('insights.chart.keyboardHint', { title })}
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: the plot takes focus so keyboard users can step through its values
                  tabIndex={0}
                  className={cx(styles.plot, plotClassName)}
                  onKeyDown={onKeyDown}
                  onFocus={() => setActiveIndex((index) => index ?? 0)}
                  onBlur={() => setActiveIndex(null)}
                >
                  {children(shownIndex)}
                </div>
                <VisuallyHidden aria-live="polite">{shownIndex === null ? '' : describe(shownIndex)}</VisuallyHidden>
                <CollapsibleRoot className={styles.root} open={tableOpen} onOpenChange={(details) => setTableOpen(details.open)}>
                  <CollapsibleTrigger asChild>
                    <Button variant="ghost" size="sm" className={styles.trigger}>
                      {t(tableOpen ? 'insights.chart.hideTable' : 'insights.chart.showTable')}
                      <CollapsibleIndicator className={styles.indicator}>
                        <ChevronDown aria-hidden="true" />
                      </CollapsibleIndicator>
                    </Button>
                  </CollapsibleTrigger>
                  <CollapsibleContent className={styles.content}>
                    <ChartTable table={table} caption={t('insights.chart.tableCaption', { title })} />
                  </CollapsibleContent>
                </CollapsibleRoot>
              </>
            )}
          </DataState>
        </CardBody>
      </figure>
    </CardRoot>
  );
}
