import type { ComponentProps } from 'react';
import { css, cx } from 'styled-system/css';
import { useLanguage } from '../../i18n/LanguageProvider';
import { addEnglish } from '../../i18n/messages';
import { enChart } from '../../i18n/messages/en-chart';
import { chartColors } from './xy-colors';

addEnglish(enChart);

/** The line's colour: `accent` (the default), `success` for a trend that is good news, `danger` for bad news, `neutral`. */
export type SparklineTone = 'accent' | 'success' | 'danger' | 'neutral';

const STROKE: Record<SparklineTone, string> = {
  accent: chartColors.accentLine,
  success: chartColors.successLine,
  danger: chartColors.dangerLine,
  neutral: chartColors.label,
};

/** The line is drawn in a 100 × 30 box stretched to the element's size; the stroke keeps its width. */
const WIDTH = 100;
const HEIGHT = 30;
/** Room above and below the line, so its width is not cut at the highest and lowest values. */
const PAD = 2;

const sparkline = css({ display: 'block', w: 'full', h: '8', overflow: 'visible' });

export interface SparklineProps extends Omit<ComponentProps<'svg'>, 'children' | 'role'> {
  /** The values in order, oldest first, e.g. the shipments of the last eight weeks. */
  data: readonly number[];
  /**
   * What the line shows, e.g. 'Shipments, last 8 weeks'. It starts the image's name, which goes on with the
   * first and last value and the range in the page's language.
   */
  label: string;
  /** Writes a value in the name. Defaults to a number in the active locale. */
  formatValue?: (value: number) => string;
  /** The line's colour. Default `accent`. */
  tone?: SparklineTone;
  /** Fills the area under the line with a tint of its colour. */
  area?: boolean;
}

/**
 * A small line of a trend without axes, for a KPI card beside its figure: an image (`role="img"`) named by
 * `label` and, in the page's language, its first and last value and its range. As wide as its container and
 * `h: 8` tall unless `className` says otherwise. Time runs left to right in every direction, as in the charts.
 */
export function Sparkline({ data, label, formatValue, tone = 'accent', area = false, className, ...props }: SparklineProps) {
  const { t, formatNumber } = useLanguage();
  const write = formatValue ?? ((value: number) => formatNumber(value));
  const values = data.filter((value) => Number.isFinite(value));
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const x = (index: number) => (values.length > 1 ? (index / (values.length - 1)) * WIDTH : WIDTH / 2);
  // A flat line sits in the middle.
  const y = (value: number) => (max === min ? HEIGHT / 2 : PAD + (1 - (value - min) / span) * (HEIGHT - 2 * PAD));
  const points = values.map((value, index) => `${x(index).toFixed(2)},${y(value).toFixed(2)}`);
  const line =
    values.length > 1 ? `M${points.join('L')}` : values.length === 1 ? `M0,${y(values[0])}L${WIDTH},${y(values[0])}` : '';
  const name =
    values.length === 0
      ? label
      : t('insights.chart.sparkline', {
          label,
          first: write(values[0]),
          last: write(values[values.length - 1]),
          min: write(min),
          max: write(max),
        });
  const stroke = STROKE[tone];
  return (
    <svg
      role="img"
      aria-label={name}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      className={cx(sparkline, className)}
      {...props}
    >
      {area && line ? (
        <path d={`${line}L${WIDTH},${HEIGHT}L0,${HEIGHT}Z`} fill={stroke} fillOpacity={0.12} stroke="none" />
      ) : null}
      {line ? (
        <path
          d={line}
          fill="none"
          stroke={stroke}
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      ) : null}
    </svg>
  );
}
