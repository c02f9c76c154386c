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
