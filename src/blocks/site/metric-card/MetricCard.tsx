import { TrendingDown, TrendingUp } from 'lucide-react';
import type { HTMLAttributes, RefAttributes } from 'react';
import { cx } from 'styled-system/css';
import { metricCard } from 'styled-system/recipes';
import { CardBody, CardRoot, CardTitle, type CardTitleLevel } from '../../../components/card';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { type AnalyticsMetric, changeDirection } from '../../../domain/metrics';
import { useLanguage } from '../../language';

export interface MetricCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'>, RefAttributes<HTMLDivElement> {
  /** The metric's name, e.g. 'Average Delivery Time' (translated). */
  label: string;
  /** The current value, formatted, e.g. '2.4 days'. */
  value: string;
  /**
   * The change, formatted with its sign, e.g. '+1.2%' or '-0.3 days'. It is green when its sign
   * (read as a number's, past bidi marks or a currency) is '+' and red otherwise; an icon and a visually hidden 'increase'/'decrease' say the same without colour.
   */
  change: string;
  /** What the change compares with. Defaults to 'vs. last month' in the active language; pass '' to hide it. */
  period?: string;
  /** Heading level of the metric's name, so the card fits the page outline. Defaults to 3. */
  headingLevel?: CardTitleLevel;
}

/** One figure of the analytics page: the metric's name, its value and the change, coloured by its sign. */
export function MetricCard({ label, value, change, period, headingLevel = 3, ...props }: MetricCardProps) {
  const { t } = useLanguage();
  const direction = changeDirection(change);
  const styles = metricCard({ direction });
  const Icon = direction === 'increase' ? TrendingUp : TrendingDown;
  const periodText = period ?? t('insights.metric.period');
  return (
    <CardRoot {...props}>
      <CardBody className={styles.root}>
        <CardTitle level={headingLevel} className={styles.label}>
          {label}
        </CardTitle>
        <p className={styles.value}>{value}</p>
        <p className={styles.change} data-direction={direction}>
          <Icon className={styles.icon} aria-hidden="true" />
          <span>{change}</span>
          <VisuallyHidden>{t(`insights.metric.${direction}`)}</VisuallyHidden>
          {periodText && <span className={styles.period}>{periodText}</span>}
        </p>
      </CardBody>
    </CardRoot>
  );
}

export interface MetricCardGridProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'>, RefAttributes<HTMLUListElement> {
  /** The metric rows, as numbers: the grid writes them for the active locale. */
  metrics: AnalyticsMetric[];
  /** Heading level of each metric's name. Defaults to 3. */
  headingLevel?: CardTitleLevel;
}

/**
 * The analytics page's metric cards in a responsive grid (one column on phones, two on tablets, four on
 * desktops). Values and changes are formatted for the locale: days as a unit, percentages, amounts of money.
 */
export function MetricCardGrid({ metrics, headingLevel, className, ...props }: MetricCardGridProps) {
  const { t, formatNumber } = useLanguage();
  const styles = metricCard();
  const format = (metric: AnalyticsMetric, n: number, signed: boolean) => {
    const sign = signed ? ({ signDisplay: 'exceptZero' } as const) : {};
    switch (metric.unit) {
      case 'days':
        return formatNumber(n, { style: 'unit', unit: 'day', unitDisplay: 'long', maximumFractionDigits: 1, ...sign });
      case 'percent':
        return formatNumber(n, { style: 'percent', maximumFractionDigits: 1, ...sign });
      case 'currency':
        return formatNumber(n, { style: 'currency', currency: metric.currency ?? 'USD', ...sign });
    }
  };
  return (
    <ul className={cx(styles.grid, className)} {...props}>
      {metrics.map((metric) => (
        <li key={metric.metric}>
          <MetricCard
            label={t(`insights.metric.${metric.metric}`)}
            value={format(metric, metric.value, false)}
            change={format(metric, metric.change, true)}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
