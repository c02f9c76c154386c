// Fewer points for a line than it has data, when it has more data than the plot has pixels across: drawing
// (and stepping through) 10,000 points on a line 800 pixels wide costs much and shows nothing more.
//
// The minimum and maximum of each bucket, not Largest-Triangle-Three-Buckets. LTTB keeps one point per
// bucket, the one making the largest triangle with its neighbours' picks: a bucket that holds both a peak
// and a trough loses one of them, so a spike can vanish from the drawn line. Keeping each bucket's lowest
// and highest point (in their order along x) keeps every extreme a bucket holds: with buckets about a pixel
// or two wide, the reduced line covers the same heights in each column of pixels as the full one, so it
// looks the same. It is also one pass with no floating-point areas, and several series simply keep each
// one's extremes.

/** A point's position along x: a number, or a Date (its time). */
export type PointX = number | Date;

/**
 * At most `target` of `points` that draw the same line: the first and the last, and in each of the buckets
 * between them the points holding each series' lowest and highest value, in their original order. The
 * buckets split the x range evenly when x only grows (so a stretch of dense data takes no more room than it
 * has on the plot), else the points' order. With no more than `target` points, `points` itself comes back,
 * unchanged; with a target too small for a bucket, only the first and last.
 *
 * @param points The data in the order the line joins them.
 * @param target The most points to keep, e.g. the plot's width in pixels.
 * @param x A point's position along x.
 * @param y A point's value, or one reader per series drawn from the same points (each series keeps its extremes).
 */
export function reducePoints<T>(
  points: T[],
  target: number,
  x: (point: T) => PointX,
  y: ((point: T) => number) | readonly ((point: T) => number)[],
): T[] {
  const ys = typeof y === 'function' ? [y] : y;
  const count = points.length;
  // Each bucket keeps at most a lowest and a highest point per series; the first and last points stand alone.
  const buckets = Math.floor((target - 2) / (2 * Math.max(1, ys.length)));
  if (count <= target) return points;
  if (buckets < 1) return target >= 2 ? [points[0], points[count - 1]] : points;

  const at = (index: number) => Number(x(points[index]));
  const first = at(0);
  const span = at(count - 1) - first;
  let growing = Number.isFinite(first) && Number.isFinite(span) && span > 0;
  for (let index = 1; growing && index < count; index++) growing = at(index) >= at(index - 1);
  const interior = count - 2;
  const bucketOf = growing
    ? (index: number) => Math.min(buckets - 1, Math.floor(((at(index) - first) / span) * buckets))
    : (index: number) => Math.floor(((index - 1) * buckets) / interior);

  const kept: T[] = [points[0]];
  // Per series, the bucket's lowest and highest point so far (-1 for none yet) and their values.
  const lows = new Array<number>(ys.length);
  const highs = new Array<number>(ys.length);
  const lowValues = new Array<number>(ys.length);
  const highValues = new Array<number>(ys.length);
  let bucket = -1;
  const flush = () => {
    if (bucket === -1) return;
    const chosen = [...new Set([...lows, ...highs].filter((index) => index !== -1))].sort((a, b) => a - b);
    for (const index of chosen) kept.push(points[index]);
  };
  for (let index = 1; index <= interior; index++) {
    const next = bucketOf(index);
    if (next !== bucket) {
      flush();
      bucket = next;
      lows.fill(-1);
      highs.fill(-1);
    }
    for (let s = 0; s < ys.length; s++) {
      const value = ys[s](points[index]);
      if (Number.isNaN(value)) continue;
      if (lows[s] === -1 || value < lowValues[s]) {
        lows[s] = index;
        lowValues[s] = value;
      }
      if (highs[s] === -1 || value > highValues[s]) {
        highs[s] = index;
        highValues[s] = value;
      }
    }
  }
  flush();
  kept.push(points[count - 1]);
  return kept;
}
