import { expect, fn, userEvent } from 'storybook/test';

// The two stories every data block has for its `loading`, `error` and `onRetry` props (see DataState).

/** Loading: skeletons stand in for the data, the area is busy, and screen readers hear 'Loading {label}…'. */
export const loadingStory = (label: string) => ({
  args: { loading: true },
  play: async ({ canvas }: { canvas: { getByText: (text: string) => HTMLElement } }) => {
    const status = canvas.getByText(`Loading ${label}…`);
    await expect(status).toBeInTheDocument();
    await expect(status.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  },
});

/** Loading failed: "Couldn't load {label}" and what to do, never the error's text; Retry calls `onRetry`. */
export const loadFailedStory = (label: string) => ({
  args: { error: new Error('503'), onRetry: fn() },
  play: async ({
    args,
    canvas,
  }: {
    args: { onRetry?: () => void };
    canvas: {
      getByText: (text: string) => HTMLElement;
      queryByText: (text: string) => HTMLElement | null;
      getByRole: (role: string, options: { name: string }) => HTMLElement;
    };
  }) => {
    await expect(canvas.getByText(`Couldn't load ${label}`)).toBeVisible();
    await expect(canvas.queryByText('503')).toBeNull();
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    // Whether focus shows a ring depends on how the page was last used: the screenshot must not.
    retry.blur();
  },
});

type FigureCanvas = {
  getByRole: (role: string, options: { name: string }) => HTMLElement;
  getByText: (text: string) => HTMLElement;
  queryByRole: (role: string) => HTMLElement | null;
};

/** No plot while there is nothing to draw: the figure keeps its title `title`, and no chart image shows. */
const figureWithoutPlot = async (canvas: FigureCanvas, title: string) => {
  await expect(canvas.getByRole('figure', { name: title })).toBeVisible();
  await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
};

/** A chart block's Empty, Loading and LoadFailed stories, for the chart whose figure is titled `title`. */
export function chartDataStories(title: string) {
  const loading = loadingStory('chart data');
  return {
    Empty: {
      args: { data: [] },
      play: async ({ canvas }: { canvas: FigureCanvas }) => {
        await figureWithoutPlot(canvas, title);
        await expect(canvas.getByText('No data to show yet.')).toBeVisible();
      },
    },
    Loading: {
      ...loading,
      play: async ({ canvas }: { canvas: FigureCanvas }) => {
        await loading.play({ canvas });
        await figureWithoutPlot(canvas, title);
      },
    },
    LoadFailed: loadFailedStory('chart data'),
  };
}
