import { describe, expect, it } from 'vitest';
import { reducePoints } from './reduce-points';

interface Point {
  x: number;
  y: number;
}

/** A gentle wave of `count` points, x = 0, 1, 2… */
const wave = (count: number): Point[] =>
  Array.from({ length: count }, (_, index) => ({ x: index, y: 100 + 10 * Math.sin(index / 50) }));
const px = (point: Point) => point.x;
const py = (point: Point) => point.y;

describe('reducePoints', () => {
  it('returns the same array, unchanged, when there are no more points than the target', () => {
    const points = wave(500);
    const copy = [...points];
    expect(reducePoints(points, 500, px, py)).toBe(points);
    expect(reducePoints(points, 800, px, py)).toBe(points);
    expect(points).toEqual(copy);
  });

  it('keeps at most the target, first and last included, in their order', () => {
    const points = wave(10_000);
    for (const target of [3, 4, 10, 99, 100, 640, 1001]) {
      const reduced = reducePoints(points, target, px, py);
      expect(reduced.length).toBeLessThanOrEqual(target);
      expect(reduced[0]).toBe(points[0]);
      expect(reduced.at(-1)).toBe(points.at(-1));
      const xs = reduced.map(px);
      expect(xs).toEqual([...xs].sort((a, b) => a - b));
      expect(new Set(xs).size).toBe(xs.length);
    }
    // Far fewer, yet most of the budget used.
    expect(reducePoints(points, 640, px, py).length).toBeGreaterThan(600);
  });

  it('keeps a single spike and a single dip, wherever they fall', () => {
    for (const at of [1, 2, 3_333, 5_000, 9_998]) {
      const points = wave(10_000);
      points[at] = { x: at, y: 1_000 };
      points[at + 1] = { x: at + 1, y: -1_000 };
      const reduced = reducePoints(points, 200, px, py);
      expect(reduced).toContain(points[at]);
      expect(reduced).toContain(points[at + 1]);
    }
  });

  it("keeps each bucket's lowest and highest point: the reduced line spans the same heights", () => {
    const points = Array.from({ length: 10_000 }, (_, index) => ({ x: index, y: ((index * 7919 + 500) % 1000) / 10 }));
    const reduced = reducePoints(points, 100, px, py);
    expect(Math.min(...reduced.map(py))).toBe(Math.min(...points.map(py)));
    expect(Math.max(...reduced.map(py))).toBe(Math.max(...points.map(py)));
  });

  it('keeps the extremes of every series it is given', () => {
    const points = Array.from({ length: 5_000 }, (_, index) => ({
      x: index,
      a: index === 1_234 ? 99 : 1,
      b: index === 4_321 ? -99 : 1,
    }));
    const reduced = reducePoints(points, 300, (point) => point.x, [(point) => point.a, (point) => point.b]);
    expect(reduced.length).toBeLessThanOrEqual(300);
    expect(reduced).toContain(points[1_234]);
    expect(reduced).toContain(points[4_321]);
  });

  it('buckets Date x values by time, and a dense stretch takes no more of the budget than its time', () => {
    const day = 86_400_000;
    const start = Date.UTC(2000, 0, 1);
    // 9,000 readings in the first day, then one a day for 1,000 days; a spike on day 500.
    const points = [
      ...Array.from({ length: 9_000 }, (_, index) => ({ x: new Date(start + (index * day) / 9_000), y: 5 })),
      ...Array.from({ length: 1_000 }, (_, index) => ({ x: new Date(start + (index + 1) * day), y: index === 500 ? 50 : 1 })),
    ];
    const reduced = reducePoints(
      points,
      400,
      (point) => point.x,
      (point) => point.y,
    );
    expect(reduced.length).toBeLessThanOrEqual(400);
    expect(reduced[0]).toBe(points[0]);
    expect(reduced.at(-1)).toBe(points.at(-1));
    expect(reduced).toContain(points[9_500]);
    // The first day is a fraction of the range: a few of its points, not most of the 400.
    expect(reduced.filter((point) => +point.x < start + day).length).toBeLessThan(10);
  });

  it('falls back to the order of the points when x does not only grow', () => {
    const points = wave(2_000).map((point, index) => ({ ...point, x: (index * 37) % 2_000 }));
    points[1_500] = { ...points[1_500], y: 500 };
    const reduced = reducePoints(points, 100, px, py);
    expect(reduced.length).toBeLessThanOrEqual(100);
    expect(reduced).toContain(points[1_500]);
    expect(reduced[0]).toBe(points[0]);
    expect(reduced.at(-1)).toBe(points.at(-1));
  });
});
