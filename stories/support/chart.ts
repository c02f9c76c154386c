// What a reader checks on a chart's axes: labels that can be read, in either direction.
import { expect } from 'storybook/test';

/** Each axis's labels' boxes: the one along the bottom (all at one height) and the value axis. */
function axisLabels(plot: Element) {
  const axes = [...plot.querySelectorAll('.visx-axis')].map((axis) =>
    [...axis.querySelectorAll('text')].map((text) => text.getBoundingClientRect()),
  );
  const level = (labels: DOMRect[]) => labels.every((box) => Math.abs(box.top - labels[0].top) < 1);
  return { x: axes.find(level) ?? [], values: axes.find((labels) => !level(labels)) ?? [] };
}

/** Waits until the chart has drawn its x axis with at least two labels. */
export const xLabelCount = (plot: Element) => axisLabels(plot).x.length;

/**
 * The x axis's labels do not overlap one another, and the value axis's labels stand left of the plot, not
 * over its lines (an SVG's text anchors follow the page's direction unless the chart sets its own).
 */
export async function expectReadableAxes(plot: Element) {
  const { x, values } = axisLabels(plot);
  const bottom = [...x].sort((a, b) => a.left - b.left);
  await expect(bottom.length).toBeGreaterThan(1);
  for (let index = 1; index < bottom.length; index++) {
    await expect(bottom[index].left, `x label ${index + 1} clear of the one before`).toBeGreaterThanOrEqual(
      bottom[index - 1].right,
    );
  }
  await expect(values.length).toBeGreaterThan(1);
  // The grid's lines start where the plot does.
  const plotStart = (plot.querySelector('.visx-rows') as Element).getBoundingClientRect().left;
  for (const label of values) await expect(label.right).toBeLessThanOrEqual(plotStart);
}
