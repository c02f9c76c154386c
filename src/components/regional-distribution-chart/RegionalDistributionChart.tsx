import { Pie } from '@visx/shape';
import { useMemo, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { chart } from 'styled-system/recipes';
import { type RegionShareDatum, shareOfTotal } from '../../domain/metrics';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { CardTitleLevel } from '../card';
import { ChartFrame } from '../chart/ChartFrame';
import { chartColors } from '../chart/xy-colors';

export interface RegionalDistributionChartProps {
  /** Each region's share of shipments (spec §3: North America 45, Europe 25, Asia 20, Other 10). */
  data: RegionShareDatum[];
  /** Heading level of the chart's title, so it fits the page outline. Defaults to 3. */
  headingLevel?: CardTitleLevel;
}

/** The pie is drawn in a 200 × 200 box and scaled to the space it has. */
const SIZE = 200;
const RADIUS = SIZE / 2 - 4;
const SLICE_COLORS = [chartColors.primary, chartColors.secondary, chartColors.tertiary, chartColors.neutral];

const square = css({ position: 'relative', w: 'full', maxW: 'chart', aspectRatio: '1', mx: 'auto' });
const autoHeight = css({ h: 'auto' });

/**
 * 'Regional Distribution' (spec §2 /analytics): a pie of shipments by destination region. Hovering or
 * stepping with the arrow keys shows a slice's share; region names are translated.
 */
export function RegionalDistributionChart({ data, headingLevel }: RegionalDistributionChartProps) {
  const { t, formatNumber } = useLanguage();
  const styles = chart();
  const [hovered, setHovered] = useState<number | null>(null);
  const shares = useMemo(() => shareOfTotal(data, (d) => d.value), [data]);
  const rows = data.map((d, index) => ({
    ...d,
    index,
    name: t(`insights.region.${d.region}`),
    share: formatNumber(shares[index] / 100, { style: 'percent', maximumFractionDigits: 1 }),
    color: SLICE_COLORS[index % SLICE_COLORS.length],
  }));
  const describe = (index: number) => `${rows[index].name}: ${rows[index].share}`;

  return (
    <ChartFrame
      title={t('insights.chart.regionalDistribution')}
      description={t('insights.chart.regionalDistributionDescription')}
      headingLevel={headingLevel}
      legend={rows.map((row) => ({ label: `${row.name} (${row.share})`, color: row.color }))}
      table={{
        columns: [t('insights.chart.region'), t('insights.chart.share')],
        rows: rows.map((row) => ({ header: row.name, cells: [row.share] })),
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
                <Pie data={rows} pieValue={(row) => row.value} outerRadius={RADIUS} pieSortValues={null}>
                  {(pie) =>
                    pie.arcs.map((arc) => (
                      <path
                        key={arc.data.region}
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
            {active !== null && rows[active] && (
              <PieTooltip
                className={styles.tooltip}
                titleClassName={styles.tooltipTitle}
                position={centroidPercent(rows, active)}
                title={rows[active].name}
                value={rows[active].share}
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

/** Where a slice's middle is, in percent of the square box (for placing its tooltip). */
function centroidPercent(rows: { value: number }[], index: number): { left: number; top: number } {
  const total = rows.reduce((sum, row) => sum + row.value, 0) || 1;
  const before = rows.slice(0, index).reduce((sum, row) => sum + row.value, 0);
  // d3's pie starts at 12 o'clock and runs clockwise.
  const angle = ((before + rows[index].value / 2) / total) * 2 * Math.PI;
  const r = RADIUS * 0.6;
  return { left: ((SIZE / 2 + r * Math.sin(angle)) / SIZE) * 100, top: ((SIZE / 2 - r * Math.cos(angle)) / SIZE) * 100 };
}
