import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { messageThreads, SAMPLE_MESSAGES_NOW } from '../../../../app/data/messages';
import { type MessageThread, ThreadList, type ThreadListProps } from '../../../../src';
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

// "Show code": the list as a portal's Messages page writes it, keeping which conversation is open.
const THREADS_CODE = `const THREADS: MessageThread[] = [
  {
    id: 'thread-1',
    projectId: '1',
    title: 'Energy Drink - Tropical',
    messages: [
      { id: 'm1', sender: 'support', text: 'The first print proof is ready.', sentAt: '2026-01-15T08:00:00Z' },
    ],
  },
  {
    id: 'thread-2',
    projectId: '2',
    title: 'Vitamin Water - Citrus',
    messages: [
      { id: 'm1', sender: 'customer', text: 'Can we move the delivery a week?', sentAt: '2026-01-14T16:30:00Z' },
    ],
  },
];`;
const source = (code: string) => ({ docs: { source: { code, language: 'tsx' } } });
const conversationsCode = source(`import { type MessageThread, ThreadList } from '@labelport/ui';
import { useState } from 'react';

${THREADS_CODE}

// The page keeps which conversation is open (and shows it beside the list); the list reports each pick.
export function Conversations() {
  const [selectedId, setSelectedId] = useState('thread-1');
  return <ThreadList threads={THREADS} selectedId={selectedId} onSelect={setSelectedId} />;
}`);
const loadedCode = source(`import { type MessageThread, ThreadList } from '@labelport/ui';
import { useCallback, useEffect, useState } from 'react';

// The conversations come from the portal's server: \`loading\` until they arrive (skeleton rows under the
// heading), \`error\` if that failed ("Couldn't load conversations" and Retry, which calls \`onRetry\`).
export function Conversations() {
  const [threads, setThreads] = useState<MessageThread[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<Error | null>(null);
  const [selectedId, setSelectedId] = useState<string>();
  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      const response = await fetch('/api/threads');
      if (!response.ok) throw new Error(String(response.status));
      setThreads(await response.json());
    } catch (failure) {
      setError(failure as Error);
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    load();
  }, [load]);
  return (
    <ThreadList
      threads={threads}
      selectedId={selectedId}
      onSelect={setSelectedId}
      loading={loading}
      error={error}
      onRetry={load}
    />
  );
}`);

const meta = {
  title: 'Blocks/Dashboard/ThreadList',
  component: ThreadList,
  // Times count from the samples' own 'now', so the list reads '2 hours ago' on any day the story is opened.
  args: { threads: messageThreads, selectedId: 'thread-1', onSelect: fn(), now: SAMPLE_MESSAGES_NOW },
  render: (args) => <SelectableThreadList {...args} />,
  parameters: {
    docs: {
      ...conversationsCode.docs,
      description: {
        component:
          'The project conversations on the Messages page: title, the relative time of the newest message (in the active locale) and a two-line preview of it. Each conversation is a real button in a list, so Tab moves between them and Enter or Space opens one. The open conversation carries `aria-current="true"`, which screen readers announce as "current", and is shown with a side bar as well as a tint, so it does not rely on colour alone. The section is named by its "Conversations" heading. More than 200 conversations scroll in a box of their own with only those in view in the page (`aria-setsize` and `aria-posinset` say where each is); Tab still goes from one to the next, and the open one is scrolled into view.',
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

const TEN_THOUSAND: MessageThread[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: `thread-${index + 1}`,
  projectId: String(index + 1),
  title: `Conversation ${index + 1}`,
  messages: [
    {
      id: 'm1',
      sender: 'support',
      text: `Batch ${index + 1} is on schedule.`,
      sentAt: new Date(SAMPLE_MESSAGES_NOW.getTime() - index * 60_000).toISOString(),
    },
  ],
}));

/** The button of conversation `n` among the ten thousand, when it is in the page. */
const conversation = (canvasElement: HTMLElement, n: number) =>
  canvasElement.querySelector<HTMLButtonElement>(`[data-thread-id="thread-${n}"]`);

/**
 * 10,000 conversations: the list scrolls in its own box with only those in view in the page, and opens with
 * the open one in view. Tab goes on to the next, and the focused one stays in the page when the list scrolls away.
 */
export const TenThousandConversations: Story = {
  args: { threads: TEN_THOUSAND, selectedId: 'thread-5000' },
  // The args' 10,000 conversations would make a snippet too long to show (the page fails): this is the code.
  parameters: {
    docs: {
      source: {
        code: `const threads: MessageThread[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: \`thread-\${index + 1}\`,
  projectId: String(index + 1),
  title: \`Conversation \${index + 1}\`,
  messages: [
    {
      id: 'm1',
      sender: 'support',
      text: \`Batch \${index + 1} is on schedule.\`,
      sentAt: new Date(Date.now() - index * 60_000).toISOString(),
    },
  ],
}));

function Conversations() {
  const [selectedId, setSelectedId] = useState('thread-5000');
  return <ThreadList threads={threads} selectedId={selectedId} onSelect={setSelectedId} />;
}`,
        language: 'tsx',
      },
    },
  },
  play: async ({ canvas, canvasElement, args }) => {
    await waitFor(() => expect(conversation(canvasElement, 5000)).toBeVisible());
    const open = conversation(canvasElement, 5000)!;
    await expect(open).toHaveAttribute('aria-current', 'true');
    await expect(open.closest('li')).toHaveAttribute('aria-setsize', '10000');
    await expect(open.closest('li')).toHaveAttribute('aria-posinset', '5000');
    await expect(canvasElement.querySelectorAll('li').length).toBeLessThan(60);

    open.focus();
    await userEvent.tab();
    const next = conversation(canvasElement, 5001)!;
    await expect(next).toHaveFocus();

    // Back to the top: the first conversations come into the page, and the focused one is kept.
    const box = canvasElement.querySelector<HTMLElement>('[data-index="0"], li')!.closest('ul')!.parentElement!;
    box.scrollTop = 0;
    await waitFor(() => expect(conversation(canvasElement, 1)).toBeVisible());
    await expect(next).toHaveFocus();
    await expect(next.isConnected).toBe(true);
    const first = canvas.getByRole('button', { name: /^Conversation 1\b/ });
    await userEvent.click(first);
    await expect(args.onSelect).toHaveBeenCalledWith('thread-1');
    first.blur();
  },
};

/** Loading: skeleton rows stand in for the conversations under the heading, and screen readers hear 'Loading conversations…'. */
export const Loading: Story = { ...loadingStory('conversations'), parameters: loadedCode };

/** Loading failed: "Couldn't load conversations" and what to do, and Retry calls `onRetry`. */
export const LoadFailed: Story = { ...loadFailedStory('conversations'), parameters: loadedCode };
