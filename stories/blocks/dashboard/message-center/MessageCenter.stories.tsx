import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { messageThreads } from '../../../../app/data/messages';
import { MessageCenter } from '../../../../src';

const KEY = 'labelport:messages:story';

const meta = {
  title: 'Blocks/Dashboard/MessageCenter',
  component: MessageCenter,
  args: { threads: messageThreads, storageKey: KEY, onViewProject: fn() },
  beforeEach: () => {
    localStorage.removeItem(KEY);
  },
  parameters: {
    docs: {
      description: {
        component:
          'The working part of the Messages page: ThreadList and ChatPane together. Selecting a conversation shows its messages; sending appends the message to that conversation and keeps it in localStorage (`labelport:messages`), so it survives a reload. From `md` up the two sit side by side; on narrow screens (the test runner is one) they stack: the list first, then the open conversation with an "All conversations" button. Focus follows the swap, to the conversation title and back to the conversation in the list, so keyboard and screen-reader users keep their place.',
      },
    },
  },
} satisfies Meta<typeof MessageCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SelectAndSend: Story = {
  play: async ({ canvas, args }) => {
    const gummies = canvas.getByRole('button', { name: /Collagen Gummies/ });
    await userEvent.click(gummies);
    const title = await canvas.findByRole('heading', { name: 'Collagen Gummies' });
    await expect(title).toBeVisible();
    const log = canvas.getByRole('log', { name: 'Messages about Collagen Gummies' });
    await expect(log).toHaveTextContent('Uploaded it this morning');
    await expect(log).toHaveTextContent('gummies-specification.pdf');

    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Any news on the samples?{Enter}');
    await expect(log).toHaveTextContent('Any news on the samples?');
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    await expect(stored['thread-2']).toEqual([expect.objectContaining({ sender: 'customer', text: 'Any news on the samples?' })]);

    await userEvent.click(canvas.getByRole('button', { name: 'View Project' }));
    await expect(args.onViewProject).toHaveBeenCalledWith('2');
  },
};

export const SideBySide: Story = {
  play: async ({ canvas }) => {
    // The test runner is wider than `md`: list and conversation sit side by side, and focus stays in the list.
    const list = canvas.getByRole('region', { name: 'Conversations' });
    await expect(canvas.getByRole('heading', { name: 'Energy Drink - Tropical' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'All conversations' })).toBeNull();
    const protein = canvas.getByRole('button', { name: /Protein Shake/ });
    await userEvent.click(protein);
    await expect(canvas.getByRole('heading', { name: 'Protein Shake - Vanilla' })).toBeVisible();
    await expect(list).toBeVisible();
    await expect(protein).toHaveFocus();
  },
};

/** How narrow screens show it (below `md`), forced at every width with `layout="stacked"`. */
export const Stacked: Story = {
  args: { layout: 'stacked' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('region', { name: 'Conversations' });
    await expect(list).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Energy Drink - Tropical' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: /Protein Shake/ }));
    const title = canvas.getByRole('heading', { name: 'Protein Shake - Vanilla' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(list).not.toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'All conversations' }));
    await expect(canvas.getByRole('region', { name: 'Conversations' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: /Protein Shake/ })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: /Protein Shake/ })).toHaveAttribute('aria-current', 'true');
  },
};

export const KeyboardOnly: Story = {
  args: { layout: 'stacked' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Energy Drink/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Energy Drink - Tropical' })).toHaveFocus());
    // From the title: View Project → log → attach → message input.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Sent with the keyboard{Enter}');
    await expect(canvas.getByRole('log')).toHaveTextContent('Sent with the keyboard');
    // The thread's preview in the list now shows the new message.
    await userEvent.click(canvas.getByRole('button', { name: 'All conversations' }));
    await expect(canvas.getByRole('button', { name: /Energy Drink/ })).toHaveTextContent('Sent with the keyboard');
  },
};

export const RestoredAfterReload: Story = {
  beforeEach: () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        'thread-3': [{ id: 'saved-1', sender: 'customer', text: 'Saved before the reload', sentAt: new Date().toISOString() }],
      }),
    );
  },
  play: async ({ canvas }) => {
    const protein = canvas.getByRole('button', { name: /Protein Shake/ });
    await expect(protein).toHaveTextContent('Saved before the reload');
    await userEvent.click(protein);
    await expect(canvas.getByRole('log')).toHaveTextContent('Saved before the reload');
  },
};

export const CorruptStorageIsIgnored: Story = {
  beforeEach: () => {
    localStorage.setItem(KEY, '{"thread-1": [{"sender": "hacker", "text": "<script>"}]}');
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Energy Drink/ }));
    const log = canvas.getByRole('log');
    await expect(log.querySelectorAll('li')).toHaveLength(3);
    await expect(log).not.toHaveTextContent('<script>');
  },
};

/**
 * Stored messages are repaired one by one: one with a time that is not a time, and a second copy of an id,
 * are dropped; the good one still shows, once, and no 'Invalid Date' appears.
 */
export const DamagedStoredMessages: Story = {
  beforeEach: () => {
    const good = { id: 'saved-1', sender: 'customer', text: 'Kept after the repair', sentAt: new Date().toISOString() };
    localStorage.setItem(
      KEY,
      JSON.stringify({
        'thread-1': [good, { ...good, text: 'A second copy' }, { ...good, id: 'saved-2', text: 'Undated', sentAt: 'yesterday' }],
      }),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Energy Drink/ }));
    const log = canvas.getByRole('log');
    await expect(log.querySelectorAll('li')).toHaveLength(4);
    await expect(log).toHaveTextContent('Kept after the repair');
    await expect(log).not.toHaveTextContent(/A second copy|Undated/);
    await expect(canvasElement).not.toHaveTextContent(/Invalid Date|NaN/);
  },
};
