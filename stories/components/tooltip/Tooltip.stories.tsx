import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Settings } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HStack } from 'styled-system/jsx';
import { Button, IconButton, TOOLTIP_OPEN_DELAY, Tooltip } from '../../../src';

const meta = {
  title: 'Components/Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Saves your notification preferences',
    children: <Button>Save</Button>,
  },
  decorators: [
    (Story) => (
      // Room above and below, so the tip has space wherever it is placed.
      <HStack py="16" justifyContent="center">
        <Story />
      </HStack>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "A short tip that describes its trigger (Ark Tooltip). It opens after the pointer rests on the trigger for 700 ms, or at once when the trigger gets keyboard focus; Escape, leaving the trigger, blurring it or clicking closes it. Moving to another trigger within 300 ms (the skip delay) opens the next tip at once. The tip has role `tooltip` and the trigger is `aria-describedby` it while it is open, so screen readers read it after the trigger's name. It must not contain anything interactive.",
      },
    },
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens and closes `trigger`'s tip from the keyboard, so the next hover starts from a page with no tip
 * open. Ark's tooltips share one record of the open tip, which only closing clears: a tip removed while
 * open (the layering stories end that way, and story files share one frame) leaves it set, and the next
 * tip would open at once, as when moving from one tip to the next.
 */
async function startWithNoTipOpen(trigger: HTMLElement) {
  const body = within(trigger.ownerDocument.body);
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await body.findByRole('tooltip');
  trigger.blur();
  await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
}

export const Hover: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Save' });
    await startWithNoTipOpen(trigger);
    const started = performance.now();
    await userEvent.hover(trigger);
    // Not at once: it waits for the open delay.
    await sleep(TOOLTIP_OPEN_DELAY / 2);
    await expect(page(canvasElement).queryByRole('tooltip')).toBeNull();
    const tip = await page(canvasElement).findByRole('tooltip', {}, { timeout: 3000 });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(TOOLTIP_OPEN_DELAY);
    await waitFor(() => expect(tip).toBeVisible());
    await expect(tip).toHaveTextContent('Saves your notification preferences');
    await expect(trigger).toHaveAccessibleDescription('Saves your notification preferences');
    await userEvent.unhover(trigger);
    await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).toBeNull());
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Save' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tip = await page(canvasElement).findByRole('tooltip');
    await waitFor(() => expect(tip).toBeVisible());
    await expect(trigger).toHaveAccessibleDescription('Saves your notification preferences');
    // Escape closes it; focus stays on the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).toBeNull());
    await expect(trigger).toHaveFocus();
    // Leaving the trigger with Tab closes it too.
    trigger.blur();
    await userEvent.tab();
    await page(canvasElement).findByRole('tooltip');
    await userEvent.tab();
    await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).toBeNull());
  },
};

export const SkipDelay: Story = {
  render: () => (
    <HStack gap="2">
      <Tooltip content="Notifications">
        <IconButton aria-label="Show notifications">
          <Bell aria-hidden />
        </IconButton>
      </Tooltip>
      <Tooltip content="Settings">
        <IconButton aria-label="Open settings">
          <Settings aria-hidden />
        </IconButton>
      </Tooltip>
    </HStack>
  ),
  play: async ({ canvas, canvasElement }) => {
    const bell = canvas.getByRole('button', { name: 'Show notifications' });
    const gear = canvas.getByRole('button', { name: 'Open settings' });
    await startWithNoTipOpen(bell);
    await userEvent.hover(bell);
    await page(canvasElement).findByRole('tooltip', { name: 'Notifications' }, { timeout: 3000 });
    // Straight on to the neighbour: its tip opens without the 700 ms delay.
    const moved = performance.now();
    await userEvent.unhover(bell);
    await userEvent.hover(gear);
    await page(canvasElement).findByRole('tooltip', { name: 'Settings' }, { timeout: TOOLTIP_OPEN_DELAY - 100 });
    await expect(performance.now() - moved).toBeLessThan(TOOLTIP_OPEN_DELAY - 100);
    await waitFor(() => expect(page(canvasElement).queryByRole('tooltip', { name: 'Notifications' })).toBeNull());
    // Once the skip window has passed, the delay applies again.
    await userEvent.unhover(gear);
    await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).toBeNull());
    await sleep(400);
    await userEvent.hover(bell);
    await sleep(TOOLTIP_OPEN_DELAY / 2);
    await expect(page(canvasElement).queryByRole('tooltip')).toBeNull();
    // Left open, so both themes' screenshots show it rather than a tip caught in its close delay.
    await page(canvasElement).findByRole('tooltip', { name: 'Notifications' }, { timeout: 3000 });
  },
};

export const WithArrow: Story = {
  args: { showArrow: true, defaultOpen: true },
  // Open from the start: on the docs page it gets its own frame instead of covering the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 200 } } },
  play: async ({ canvasElement }) => {
    const tip = await page(canvasElement).findByRole('tooltip');
    await expect(tip.querySelector('[data-part="arrow"]')).not.toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Save' });
    await userEvent.hover(trigger);
    await sleep(TOOLTIP_OPEN_DELAY + 300);
    await expect(page(canvasElement).queryByRole('tooltip')).toBeNull();
  },
};
