import type { CSSProperties, HTMLAttributes, ReactNode, RefAttributes } from 'react';
import { cx } from 'styled-system/css';
import { skeleton } from 'styled-system/recipes';
import { useLanguage } from '../../i18n/LanguageProvider';

export type SkeletonShape = 'block' | 'text' | 'circle';

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'>, RefAttributes<HTMLDivElement> {
  /** `block` (a rounded box, full width, the default), `text` (lines of text) or `circle` (an avatar). */
  shape?: SkeletonShape;
  /** With `shape="text"`: how many lines. The last of several is shorter, as a paragraph's is. Defaults to 1. */
  lines?: number;
  /** A CSS width, e.g. `'12rem'` or `48` (pixels). Defaults to the full width (a circle: 2.5 rem). */
  width?: CSSProperties['width'];
  /** A CSS height, e.g. `'8rem'`. Defaults to 5 rem for a block, a line's height for text, 2.5 rem for a circle. */
  height?: CSSProperties['height'];
}

/**
 * A grey placeholder in the shape of content that is loading, with a light band sweeping across it (still
 * under `prefers-reduced-motion`). It is hidden from screen readers: wrap the area in `SkeletonRegion`, which
 * marks it busy and says 'Loading…'.
 */
export function Skeleton({ shape = 'block', lines = 1, width, height, className, style, ...props }: SkeletonProps) {
  const styles = skeleton({ shape });
  const size = { width, height, ...style };
  if (shape !== 'text') return <div aria-hidden className={cx(styles.shape, className)} style={size} {...props} />;
  return (
    <div aria-hidden className={cx(styles.lines, className)} style={{ width, ...style }} {...props}>
      {Array.from({ length: Math.max(1, Math.floor(lines)) }, (_, index) => (
        <div key={index} className={styles.shape} style={{ height }} />
      ))}
    </div>
  );
}

export interface SkeletonRegionProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'>, RefAttributes<HTMLDivElement> {
  /** While true the region is `aria-busy` and shows `fallback`; false, it shows `children`. */
  loading: boolean;
  /** The placeholders shown while loading, usually `Skeleton`s in the content's layout. */
  fallback: ReactNode;
  /** The content, shown once loaded. */
  children?: ReactNode;
  /** What is loading, e.g. 'recent activity': screen readers hear 'Loading recent activity…' instead of 'Loading…'. */
  label?: string;
}

/**
 * The area that skeletons stand in for. While `loading` it is `aria-busy="true"`, shows `fallback` and says
 * 'Loading…' (or 'Loading {label}…') in a polite live region, so a screen reader knows the area is coming;
 * then it shows `children`. The live region stays mounted, so the message is announced when loading starts.
 */
export function SkeletonRegion({ loading, fallback, children, label, className, ...props }: SkeletonRegionProps) {
  const { t } = useLanguage();
  const styles = skeleton();
  const message = label ? t('core.skeleton.loadingLabel', { label }) : t('common.loading');
  return (
    <div aria-busy={loading} className={cx(styles.region, className)} {...props}>
      <span role="status" className={styles.status}>
        {loading ? message : ''}
      </span>
      {loading ? fallback : children}
    </div>
  );
}
