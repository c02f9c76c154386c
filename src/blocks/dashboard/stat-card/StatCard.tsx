import type { FormatNumberOptions } from '@formatjs/intl';
import { Clock, FileClock, FolderKanban, MapPin, Package, PackageCheck, Truck } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { statCard } from 'styled-system/recipes';
import { CardRoot } from '../../../components/card';
import { DataState, type RemoteDataProps } from '../../../components/data-state';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton } from '../../../components/skeleton';
import { useLanguage } from '../../language';

/** Built-in icons, so sample data can name one without importing an icon library. */
export type StatCardIcon = 'projects' | 'completed' | 'shipping' | 'documents' | 'trucks' | 'units' | 'destinations' | 'duration';

const ICONS: Record<StatCardIcon, ReactNode> = {
  projects: <FolderKanban />,
  completed: <PackageCheck />,
  shipping: <Truck />,
  documents: <FileClock />,
  trucks: <Truck />,
  units: <Package />,
  destinations: <MapPin />,
  duration: <Clock />,
};

/** One figure: what a StatCard shows, as sample data can hold it. */
export interface StatCardData {
  /** The label, in the page's language, e.g. 'Active Projects'. */
  label: string;
  /** The figure. A number is formatted for the locale (see `format`); a string is shown as it is. */
  value: number | string;
  /** A built-in icon name, or any icon element. Decorative: hidden from screen readers. */
  icon?: StatCardIcon | ReactNode;
  /** A short line under the value, in the page's language, e.g. a unit or a comparison. */
  hint?: string;
  /** Number format for a numeric `value`, e.g. `{ notation: 'compact' }` for '120K'. */
  format?: FormatNumberOptions;
}

export interface StatCardProps extends StatCardData, Omit<HTMLAttributes<HTMLDivElement>, 'children'> {}

function isIconName(icon: unknown): icon is StatCardIcon {
  return typeof icon === 'string' && icon in ICONS;
}

/**
 * A labelled figure on a dashboard: 'Active Projects 12'. The label is read before the value, so screen
 * readers hear 'Active Projects, 12'; the icon is decorative.
 */
export function StatCard({ label, value, icon, hint, format, className, ...props }: StatCardProps) {
  const { formatNumber } = useLanguage();
  const classes = statCard();
  const shown = typeof value === 'number' ? formatNumber(value, format) : value;
  return (
    <CardRoot className={cx(classes.root, className)} {...props}>
      <div className={classes.body}>
        <div className={classes.text}>
          <p className={classes.label}>{label}</p>
          <p className={classes.value}>{shown}</p>
          {hint ? <p className={classes.hint}>{hint}</p> : null}
        </div>
        {icon ? (
          <span className={classes.icon} aria-hidden>
            {isIconName(icon) ? ICONS[icon] : icon}
          </span>
        ) : null}
      </div>
    </CardRoot>
  );
}

export interface StatCardGridProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'>, RemoteDataProps {
  /** The figures, in order. */
  stats: readonly StatCardData[];
  /** A name for the list, e.g. 'Overview'. Pass it translated. */
  'aria-label'?: string;
}

/**
 * A responsive grid of StatCards (one column at 360 px, two on tablets, four on wide screens), as a list.
 * Without figures it says 'No statistics yet'. While `loading` a grid of card-sized skeletons stands in for
 * it (as many as `stats`, else four); with `error`, a message with Retry (`onRetry`).
 */
export function StatCardGrid({ stats, loading, error, onRetry, className, ...props }: StatCardGridProps) {
  const { t } = useLanguage();
  const classes = statCard();
  return (
    <DataState
      label={t('dashboard.data.statistics')}
      loading={loading}
      error={error}
      onRetry={onRetry}
      isEmpty={stats.length === 0}
      empty={<EmptyState size="sm" title={t('dashboard.data.noStatistics')} />}
      skeleton={
        <div className={cx(classes.grid, className)}>
          {Array.from({ length: stats.length || 4 }, (_, index) => (
            <Skeleton key={index} height="var(--sizes-24)" />
          ))}
        </div>
      }
    >
      <ul className={cx(classes.grid, className)} {...props}>
        {stats.map((stat) => (
          <li key={stat.label}>
            <StatCard {...stat} />
          </li>
        ))}
      </ul>
    </DataState>
  );
}
