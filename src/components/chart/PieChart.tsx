import { Pie } from '@visx/shape';
import { useMemo, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { chart } from 'styled-system/recipes';
import { shareOfTotal } from '../../domain/metrics';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { CardTitleLevel } from '../card';
import type { RemoteDataProps } from '../data-state';
import { ChartFrame } from './ChartFrame';
import { chartColors, seriesColor } from './xy-colors';

/** One slice of a pie chart. */
export interface PieChartDatum {
  /** A stable id for the slice. */
  key: string;
  /** The slice's name, translated: shown in the legend, its tooltip and the data table. */
  label: string;
  /** Its size; the slice shows its share of the total. */
  value: number;
  /** A CSS colour, best a semantic token variable so it follows the theme. Defaults to the chart palette, in order. */
  color?: string;
}

export interface PieChartProps extends RemoteDataProps {
  /** The chart's title, translated. It names the figure. */
  title: string;
  /** One sentence saying what the chart shows. */
  description: string;
  /** Heading level of the title, so the chart fits the page outline. Defaults to 3. */
  headingLevel?: CardTitleLevel;
  /** The slices, clockwise from twelve o'clock. */
  data: PieChartDatum[];
  /** The header of the data table's first column, naming what the slices are (e.g. 'Region'). */
  categoryLabel: string;
  /** When given, the data table also lists each value under this header, and the tooltips show it. */
  valueLabel?: string;
  /** Writes a value (with `valueLabel`). Defaults to a number in the active locale. */
  formatValue?: (value: number) => string;
  /** A hole in the middle, as a share of the radius (0 to 0.9): a donut. Default 0, a whole pie. */
  innerRadius?: number;
  /**
   * With a hole, the total of the values is written in it over this label (e.g. 'Units'), and is the data
   * table's last row.
   */
  totalLabel?: string;
}

/** The pie is drawn in a 200 × 200 box and scaled to the space it has. */
const SIZE = 200;
const RADIUS = SIZE / 2 - 4;

const square = css({ position: 'relative', w: 'full', maxW: 'chart', aspectRatio: '1', mx: 'auto' });
// The total in a donut's hole, drawn over the plot (an image to screen readers: its data table's last row says it).
const centre = css({
  position: 'absolute',
  inset: '0',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  pointerEvents: 'none',
  textAlign: 'center',
});
const centreValue = css({ textStyle: 'h3', fontWeight: 'bold', color: 'fg.default' });
const centreLabel = css({ textStyle: 'caption', color: 'fg.muted' });
const autoHeight = css({ h: 'auto' });

/**
 * A pie of each slice's share of the total, or with `innerRadius` a donut, its total in the middle
 * (`totalLabel`). The legend gives every slice's share; hovering a slice or
 * stepping with the arrow keys (the plot is one tab stop) shows its tooltip, also read out; 'Show data
 * table' lists the shares (and the values, with `valueLabel`). Percentages follow the active locale.
 */
export function PieChart({
  title,
  description,
  headingLevel,
  data,
  categoryLabel,
  valueLabel,
  formatValue,
  innerRadius = 0,
  totalLabel,
  loading,
  error,
  onRetry,
}: PieChartProps) {
  const { t, formatNumber } = useLanguage();
  const styles = chart();
  const [hovered, setHovered] = useState<number | null>(null);
  const shares = useMemo(() => shareOfTotal(data, (d) => d.value), [data]);
  const writeValue = formatValue ?? ((value: number) => formatNumber(value));
  const rows = data.map((d, index) => ({
    ...d,
    index,
    share: formatNumber(shares[index] / 100, { style: 'percent', maximumFractionDigits: 1 }),
    written: writeValue(d.value),
    color: d.color ?? seriesColor(index),
  }));
  const shareLabel = t('insights.chart.share');
  const hole = Math.min(Math.max(innerRadius, 0), 0.9) * RADIUS;
  const total = data.reduce((sum, d) => sum + d.value, 0);
  const showTotal = hole > 0 && totalLabel !== undefined;
  const totalRow = {
    header: totalLabel ?? '',
    cells: [
      ...(valueLabel === undefined ? [] : [writeValue(total)]),
      formatNumber(1, { style: 'percent', maximumFractionDigits: 1 }),
    ],
  };
  const describe = (index: number) =>
    valueLabel === undefined
      ? `${rows[index].label}: ${rows[index].share}`
      : `${rows[index].label}: ${rows[index].written} (${rows[index].share})`;

  return (
    <ChartFrame
      loading={loading}
      error={error}
      onRetry={onRetry}
      title={title}
      description={description}
      headingLevel={headingLevel}
      legend={rows.map((row) => ({ label: `${row.label} (${row.share})`, color: row.color }))}
      table={{
        columns: valueLabel === undefined ? [categoryLabel, shareLabel] : [categoryLabel, valueLabel, shareLabel],
        rows: [
          ...rows.map((row) => ({
            header: row.label,
            cells: valueLabel === undefined ? [row.share] : [row.written, row.share],
          })),
          ...(showTotal ? [totalRow] : []),
        ],
      }}
      count={rows.length}
      describe={describe}
      plotClassName={autoHeight}
    >
      {(activeIndex) => {
        const active = activeIndex ?? hovered;
        return (
          <div className={square}>
            <svg viewBox={`0 0 ${SIZE} ${SIZE}`} width="100%" height="100%" aria-hidden="true">
              <g transform={`translate(${SIZE / 2} ${SIZE / 2})`}>
                <Pie data={rows} pieValue={(row) => row.value} outerRadius={RADIUS} innerRadius={hole} pieSortValues={null}>
                  {(pie) =>
                    pie.arcs.map((arc) => (
                      <path
                        key={arc.data.key}
                        d={pie.path(arc) ?? undefined}
                        fill={arc.data.color}
                        stroke={chartColors.surface}
                        strokeWidth={active === arc.data.index ? 4 : 2}
                        opacity={active === null || active === arc.data.index ? 1 : 0.55}
                        onPointerEnter={() => setHovered(arc.data.index)}
                        onPointerLeave={() => setHovered(null)}
                      />
                    ))
                  }
                </Pie>
              </g>
            </svg>
            {showTotal ? (
              <div className={centre}>
                <span className={centreValue}>{writeValue(total)}</span>
                <span className={centreLabel}>{totalLabel}</span>
              </div>
            ) : null}
            {active !== null && rows[active] && (
              <PieTooltip
                className={styles.tooltip}
                titleClassName={styles.tooltipTitle}
                position={centroidPercent(rows, active, hole)}
                title={rows[active].label}
                value={valueLabel === undefined ? rows[active].share : `${rows[active].written} (${rows[active].share})`}
              />
            )}
          </div>
        );
      }}
    </ChartFrame>
  );
}

function PieTooltip({
  className,
  titleClassName,
  position,
  title,
  value,
}: {
  className: string;
  titleClassName: string;
  position: { left: number; top: number };
  title: string;
  value: string;
}) {
  return (
    <div
      className={cx(className, css({ transform: 'translate(-50%, -50%)' }))}
      style={{ left: `${position.left}%`, top: `${position.top}%` }}
    >
      <div className={titleClassName}>{title}</div>
      <div>{value}</div>
    </div>
  );
}

/** Where a slice's middle is, in percent of the square box (for placing its tooltip): on a donut, mid-ring. */
function centroidPercent(rows: { value: number }[], index: number, hole: number): { left: number; top: number } {
  const total = rows.reduce((sum, row) => sum + row.value, 0) || 1;
  const before = rows.slice(0, index).reduce((sum, row) => sum + row.value, 0);
  // d3's pie starts at 12 o'clock and runs clockwise.
  const angle = ((before + rows[index].value / 2) / total) * 2 * Math.PI;
  const r = hole > 0 ? (hole + RADIUS) / 2 : RADIUS * 0.6;
  return { left: ((SIZE / 2 + r * Math.sin(angle)) / SIZE) * 100, top: ((SIZE / 2 - r * Math.cos(angle)) / SIZE) * 100 };
}
