import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { Button, ProjectTimeline, ProjectTimelineDialog } from '../../../../src';
import { clickOutsideCloses, expectFocusOn, focusInside, focusReturnedTo } from '../../../support/overlay';

const meta = {
  title: 'Blocks/Dashboard/ProjectTimeline',
  component: ProjectTimeline,
  parameters: {
    docs: {
      description: {
        component:
          "The ten lifecycle steps for one project. The current step is the one with the highest threshold not above the progress (0, 10, 20, 30, 40, 50, 70, 80, 90, 100): earlier steps read 'Completed on April 14, 2025' (a placeholder date, formatted for the locale), the current one 'Our team is currently working on this step…', later ones 'Pending'. At 100 % every step is completed. It is a read-only vertical Steps: screen readers get an ordered list named after the project; the current step has `aria-current=\"step\"` and each state is written out, so colour is never the only signal.",
      },
    },
  },
  decorators: [(Story) => <Box maxW="md">{Story()}</Box>],
  args: { progress: 40, projectName: 'Energy Drink - Tropical' },
} satisfies Meta<typeof ProjectTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

const steps = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Steps of Energy Drink - Tropical' })).getAllByRole('listitem');

/** Progress 40: Contract signed is current, four steps completed. */
export const InProduction: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Current progress: 40% complete')).toBeVisible();
    const items = steps(canvasElement);
    await expect(items).toHaveLength(10);
    await expect(canvas.getAllByText('Completed on April 14, 2025')).toHaveLength(4);
    await expect(items[4]).toHaveAttribute('aria-current', 'step');
    // Each state is written out for screen readers, after the title.
    await expect(items[4]).toHaveTextContent('Contract signed, Current step');
    await expect(items[5]).toHaveTextContent('Production starts, Pending');
    await expect(items[0]).toHaveTextContent('Project pending, Completed');
    await expect(items[4]).toHaveTextContent(
      "Our team is currently working on this step. You'll be notified once it's complete.",
    );
    await expect(canvas.getAllByText('Pending')).toHaveLength(5);
  },
};

/** Progress 0: only 'Project pending' is reached. */
export const JustSubmitted: Story = {
  args: { progress: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Current progress: 0% complete')).toBeVisible();
    await expect(canvas.queryByText('Completed on April 14, 2025')).toBeNull();
    await expect(steps(canvasElement)[0]).toHaveAttribute('aria-current', 'step');
    await expect(steps(canvasElement)[0]).toHaveTextContent('Project pending');
  },
};

/** Progress 69 is still 'Production starts'; 70 reaches 'Payment done'. */
export const JustBeforePayment: Story = {
  args: { progress: 69 },
  play: async ({ canvasElement }) => {
    const current = steps(canvasElement).find((item) => item.getAttribute('aria-current') === 'step');
    await expect(current).toHaveTextContent('Production starts');
  },
};

export const PaymentDone: Story = {
  args: { progress: 70 },
  play: async ({ canvasElement }) => {
    const current = steps(canvasElement).find((item) => item.getAttribute('aria-current') === 'step');
    await expect(current).toHaveTextContent('Payment done');
  },
};

/** Progress 100: every step, Project Done included, is completed. */
export const Done: Story = {
  args: { progress: 100 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Current progress: 100% complete')).toBeVisible();
    await expect(canvas.getAllByText('Completed on April 14, 2025')).toHaveLength(10);
    await expect(steps(canvasElement).some((item) => item.hasAttribute('aria-current'))).toBe(false);
  },
};

/** Dates and percentages follow the locale (here French). */
export const French: Story = {
  globals: { locale: 'fr' },
  args: { progress: 20 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Avancement actuel\s:\s20\s%\sterminé/)).toBeVisible();
    await expect(canvas.getAllByText('Terminé le 14 avril 2025')).toHaveLength(2);
  },
};

/** What the dialog reports when it opens or closes. */
const openChange = fn();

function DialogDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        View timeline
      </Button>
      <ProjectTimelineDialog
        project={{ name: 'Protein Shake - Vanilla', progress: 70 }}
        open={open}
        onOpenChange={(details) => {
          openChange(details);
          setOpen(details.open);
        }}
      />
    </>
  );
}

/**
 * The dialog: opens from a button, closes with Close, Escape or a click outside, and returns focus each time.
 * `onOpenChange` gets `{ open }`, as Dialog's does.
 */
export const Dialog: Story = {
  render: () => <DialogDemo />,
  // DialogDemo, as a portal writes it (without the tests' spy).
  parameters: {
    docs: {
      source: {
        language: 'tsx',
        code: `import { useState } from 'react';
import { Button, ProjectTimelineDialog } from '@labelport/ui';

export function ViewTimeline() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        View timeline
      </Button>
      <ProjectTimelineDialog
        project={{ name: 'Protein Shake - Vanilla', progress: 70 }}
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
      />
    </>
  );
}
`,
      },
    },
  },
  beforeEach: () => openChange.mockClear(),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'View timeline' });

    await userEvent.click(opener);
    let dialog = await body.findByRole('dialog', { name: 'Project Timeline' });
    await expect(dialog).toHaveAccessibleDescription('Protein Shake - Vanilla');
    await expect(within(dialog).getByText('Current progress: 70% complete')).toBeVisible();
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(10);
    await focusInside(dialog);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(openChange).toHaveBeenLastCalledWith({ open: false });
    await expectFocusOn(opener);

    await userEvent.keyboard('{Enter}');
    dialog = await body.findByRole('dialog', { name: 'Project Timeline' });
    await focusInside(dialog);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expectFocusOn(opener);

    await userEvent.keyboard('{Enter}');
    dialog = await body.findByRole('dialog', { name: 'Project Timeline' });
    await focusInside(dialog);
    // A click beside the dialog box.
    await clickOutsideCloses(dialog.parentElement as HTMLElement, () => body.queryByRole('dialog'));
    await focusReturnedTo(opener);
  },
};
