import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { messageThreads, SAMPLE_MESSAGES_NOW } from '../../../../app/data/messages';
import { ThreadList, type ThreadListProps } from '../../../../src';
import { loadFailedStory, loadingStory } from '../../../support/remote-data';

/** Holds the selection like a page does, so selecting can be seen and tested. */
function SelectableThreadList({ selectedId: initial, onSelect, ...props }: ThreadListProps) {
  const [selectedId, setSelectedId] = useState(initial);
  return (
    <Box maxW="sm">
      <ThreadList
        {...props}
        selectedId={selectedId}
        onSelect={(id) => {
          setSelectedId(id);
          onSelect?.(id);
        }}
      />
    </Box>
  );
}

const meta = {
  title: 'Blocks/Dashboard/ThreadList',
  component: ThreadList,
  // Times count from the samples' own 'now', so the list reads '2 hours ago' on any day the story is opened.
  args: { threads: messageThreads, selectedId: 'thread-1', onSelect: fn(), now: SAMPLE_MESSAGES_NOW },
  render: (args) => <SelectableThreadList {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'The project conversations on the Messages page: title, the relative time of the newest message (in the active locale) and a two-line preview of it. Each conversation is a real button in a list, so Tab moves between them and Enter or Space opens one. The open conversation carries `aria-current="true"`, which screen readers announce as "current", and is shown with a side bar as well as a tint, so it does not rely on colour alone. The section is named by its "Conversations" heading.',
      },
    },
  },
} satisfies Meta<typeof ThreadList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Conversations' })).toBeVisible();
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(3);
    const first = canvas.getByRole('button', { name: /Energy Drink - Tropical/ });
    await expect(first).toHaveAttribute('aria-current', 'true');
    // The newest message of the first thread was sent two hours before the sample loaded.
    await expect(first).toHaveTextContent('2 hours ago');
    await expect(first).toHaveTextContent('We will adjust it');
    const gummies = canvas.getByRole('button', { name: /Collagen Gummies/ });
    await expect(gummies).toHaveTextContent('yesterday');
    await userEvent.click(gummies);
    await expect(args.onSelect).toHaveBeenCalledWith('thread-2');
    await expect(gummies).toHaveAttribute('aria-current', 'true');
    await expect(first).not.toHaveAttribute('aria-current');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Energy Drink/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const protein = canvas.getByRole('button', { name: /Protein Shake - Vanilla/ });
    await expect(protein).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('thread-3');
    await expect(protein).toHaveAttribute('aria-current', 'true');
  },
};

export const Swedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Konversationer' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Energy Drink/ })).toHaveTextContent('för 2 timmar sedan');
    await expect(canvas.getByRole('button', { name: /Protein Shake/ })).toHaveTextContent('för 3 dagar sedan');
  },
};

export const AttachmentOnly: Story = {
  args: {
    threads: [
      {
        id: 'thread-x',
        projectId: '1',
        title: 'Energy Drink - Tropical',
        messages: [
          { id: 'x1', sender: 'customer', text: '', attachment: 'label-v2.ai', sentAt: SAMPLE_MESSAGES_NOW.toISOString() },
        ],
      },
    ],
    selectedId: undefined,
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Energy Drink/ });
    await expect(button).toHaveTextContent('Attachment: label-v2.ai');
    await expect(button).not.toHaveAttribute('aria-current');
  },
};

export const Empty: Story = {
  args: { threads: [], selectedId: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No conversations yet.')).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** Loading: skeleton rows stand in for the conversations under the heading, and screen readers hear 'Loading conversations…'. */
export const Loading: Story = loadingStory('conversations');

/** Loading failed: "Couldn't load conversations" and what to do, and Retry calls `onRetry`. */
export const LoadFailed: Story = loadFailedStory('conversations');
