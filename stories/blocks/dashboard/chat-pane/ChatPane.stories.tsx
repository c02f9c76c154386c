import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { messageThreads } from '../../../../app/data/messages';
import { ChatPane, type ChatPaneProps } from '../../../../src';
import supportChatSource from '../../../examples/SupportChat.tsx?raw';
import { nextFrames } from '../../../support/frames';
import { loadFailedStory, loadingStory } from '../../../support/remote-data';

// "Show code": the stories' page as a portal writes it (stories/examples/SupportChat.tsx), and for the
// stories that differ in what a portal writes (language, loading, an empty thread, the back button), their own.
const source = (code: string) => ({ docs: { source: { code, language: 'tsx' } } });

/** One thread as a snippet writes it. */
const THREAD_CODE = `const thread: MessageThread = {
  id: 'thread-1',
  projectId: '1',
  title: 'Energy Drink - Tropical',
  messages: [
    { id: 'm1', sender: 'support', text: 'The first print proof of your can label is ready.', sentAt: '2026-01-15T07:00:00Z' },
  ],
};`;

const GERMAN_CODE = `import { ChatPane, LabelportProvider, type MessageThread } from '@labelport/ui';

${THREAD_CODE}

// The blocks speak the portal's language, which LabelportProvider (around the whole portal) holds: its
// \`initialLocale\` is the one the server knows (a cookie); LanguageSelect lets the visitor change it.
export function App() {
  return (
    <LabelportProvider initialLocale="de">
      <ChatPane thread={thread} />
    </LabelportProvider>
  );
}`;

/** Appends sent messages to the thread, as a page does, so sending can be seen and tested. */
function LiveChatPane({ thread: initial, onSend, ...props }: ChatPaneProps) {
  const [thread, setThread] = useState(initial);
  return (
    <Box maxW="3xl">
      <ChatPane
        {...props}
        thread={thread}
        onSend={(message) => {
          setThread((previous) => ({ ...previous, messages: [...previous.messages, message] }));
          onSend?.(message);
        }}
      />
    </Box>
  );
}

const meta = {
  title: 'Blocks/Dashboard/ChatPane',
  component: ChatPane,
  args: { thread: messageThreads[0], onSend: fn(), onViewProject: fn() },
  render: (args) => <LiveChatPane {...args} />,
  parameters: {
    docs: {
      source: { code: supportChatSource, language: 'tsx' },
      description: {
        component:
          'One conversation with the support team. The header names the project, says "with Support Team" and offers "View Project". Messages sit in a `role="log"` live region (`aria-live="polite"`), so screen readers announce each new one; the log is focusable so it can be scrolled with the keyboard. Support and customer messages differ by side, shape, fill and a written sender label ("Support Team" / "You"), never by colour alone. Text is rendered as text, never HTML. The composer: an attach button (opens the file picker; the chosen file becomes a chip on the next message, removable with its own button), a labelled "Type a message..." input, and a named send button. Enter sends; blank messages are not sent and a hint explains why.',
      },
    },
  },
} satisfies Meta<typeof ChatPane>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Energy Drink - Tropical' })).toBeVisible();
    await expect(canvas.getByText('with Support Team')).toBeVisible();
    const log = canvas.getByRole('log', { name: 'Messages about Energy Drink - Tropical' });
    await expect(log).toHaveAttribute('aria-live', 'polite');
    const items = log.querySelectorAll('li');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveAttribute('data-sender', 'support');
    await expect(items[0]).toHaveTextContent('Support Team');
    await expect(items[1]).toHaveAttribute('data-sender', 'customer');
    await expect(items[1]).toHaveTextContent('You');
    await expect(canvas.getByText('can-label-proof-v1.pdf')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'View Project' }));
    await expect(args.onViewProject).toHaveBeenCalledWith('1');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAttribute('placeholder', 'Type a message...');
  },
};

export const SendMessage: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'Looks good, <b>thanks</b>!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(args.onSend).toHaveBeenCalledWith(
      expect.objectContaining({ sender: 'customer', text: 'Looks good, <b>thanks</b>!' }),
    );
    const log = canvas.getByRole('log');
    const last = log.querySelectorAll('li')[3];
    // Rendered as text: the angle brackets show, and no <b> element exists.
    await expect(last).toHaveTextContent('Looks good, <b>thanks</b>!');
    await expect(last.querySelector('b')).toBeNull();
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};

export const BlankIsNotSent: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, '   ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByText('Write a message or attach a file first.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('log').querySelectorAll('li')).toHaveLength(3);
    await userEvent.type(input, 'x');
    await expect(canvas.queryByText('Write a message or attach a file first.')).toBeNull();
  },
};

/** A double click on send sends one message. */
export const DoubleClickSendsOnce: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'Only once, please');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Send message' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('log').querySelectorAll('li')).toHaveLength(4);
    // The second click finds an empty field: it neither sends nor scolds.
    await expect(canvas.queryByText('Write a message or attach a file first.')).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    // Ready for the next message.
    await expect(input).toHaveFocus();
  },
};

/**
 * Near the limit a counter shows the characters used ('1,850 / 2,000'); a longer message is refused with a
 * message next to the field and stays there whole, never cut. Shortening it lets it go.
 */
export const LongMessage: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await expect(input).not.toHaveAttribute('maxlength');
    await userEvent.click(input);
    await userEvent.paste('a'.repeat(1799));
    await expect(canvas.queryByText(/\/ 2,000/)).toBeNull();
    await userEvent.paste('b'.repeat(51));
    await expect(canvas.getByText('1,850 / 2,000')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('1,850 of 2,000 characters used');

    const long = `${'a'.repeat(1799)}${'b'.repeat(251)}`;
    await userEvent.paste('b'.repeat(200));
    await expect(input).toHaveValue(long);
    await expect(canvas.getByText('2,050 / 2,000')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    const error = canvas.getByText(/at most 2,000 characters/);
    await expect(error).toBeVisible();
    await expect(error).toHaveTextContent(
      'This message has 2,050 characters. Send at most 2,000 characters: shorten it or split it in two.',
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/at most 2,000 characters/);
    // Nothing typed is lost.
    await expect(input).toHaveValue(long);
    await expect(input).toHaveFocus();

    // Shortening it, the message follows the count until the text fits.
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getByText(/at most 2,000 characters/)).toHaveTextContent('This message has 2,049 characters.');
    await userEvent.keyboard('{Backspace>49/}');
    await expect(canvas.queryByText(/at most 2,000 characters/)).toBeNull();
    await expect(canvas.getByText('2,000 / 2,000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith(expect.objectContaining({ text: long.slice(0, 2000) }));
    await expect(input).toHaveValue('');
    await expect(canvas.queryByText(/\/ 2,000/)).toBeNull();
  },
};

/** The counter and the refusal in German number format. */
export const LongMessageGerman: Story = {
  globals: { locale: 'de' },
  parameters: source(GERMAN_CODE),
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Nachricht' });
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(2001));
    await expect(canvas.getByText('2.001 / 2.000')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByText(/höchstens 2\.000 Zeichen/)).toBeVisible();
    await expect(input).toHaveValue('x'.repeat(2001));
  },
};

export const Attachment: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: 'Attach a file' })).toBeVisible();
    const picker = canvasElement.querySelector<HTMLInputElement>('input[type=file]');
    if (!picker) throw new Error('no file input');
    await userEvent.upload(picker, new File(['x'], 'label-v2.pdf', { type: 'application/pdf' }));
    await expect(canvas.getByText('label-v2.pdf')).toBeVisible();
    // The chip can be removed, and picked again.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove attachment label-v2.pdf' }));
    await expect(canvas.queryByText('label-v2.pdf')).toBeNull();
    await userEvent.upload(picker, new File(['x'], 'label-v3.pdf', { type: 'application/pdf' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'New version attached');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'New version attached', attachment: 'label-v3.pdf' }),
    );
    const last = canvas.getByRole('log').querySelectorAll('li')[3];
    await expect(last).toHaveTextContent('label-v3.pdf');
    // The composer's chip is gone once sent.
    await expect(canvas.queryByRole('button', { name: /Remove attachment/ })).toBeNull();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'View Project' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('log')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Attach a file' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    await userEvent.keyboard('Sent from the keyboard{Enter}');
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('log')).toHaveTextContent('Sent from the keyboard');
  },
};

export const WithBackButton: Story = {
  args: { onBack: fn() },
  parameters: {
    viewport: { defaultViewport: 'mobile1' },
    ...source(`import { ChatPane, type MessageThread } from '@labelport/ui';

${THREAD_CODE}

// Where the page shows the list or the open conversation, \`onBack\` adds 'All conversations' to go back to
// the list: below \`md\` only, or at every width with \`backVisibility="always"\`.
export function Conversation() {
  return <ChatPane thread={thread} onBack={() => window.location.assign('/dashboard/messages')} />;
}`),
  },
  play: async ({ canvas, args }) => {
    const back = canvas.getByRole('button', { name: 'All conversations' });
    await userEvent.click(back);
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const EmptyThread: Story = {
  args: { thread: { id: 'new', projectId: '4', title: 'Vitamin Water - Citrus', messages: [] } },
  parameters: source(`import { ChatPane, type MessageThread } from '@labelport/ui';
import { useState } from 'react';

// A new conversation: no messages yet, so the log invites the first one.
const NEW_THREAD: MessageThread = { id: 'thread-4', projectId: '4', title: 'Vitamin Water - Citrus', messages: [] };

export function NewConversation() {
  const [thread, setThread] = useState(NEW_THREAD);
  return (
    <ChatPane
      thread={thread}
      onSend={(message) => setThread((current) => ({ ...current, messages: [...current.messages, message] }))}
    />
  );
}`),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No messages yet. Write the first one below.')).toBeVisible();
  },
};

// 10,000 messages, a minute apart, ending an hour before the story's 'now'.
const LONG_THREAD: ChatPaneProps['thread'] = {
  id: 'long',
  projectId: '1',
  title: 'Energy Drink - Tropical',
  messages: Array.from({ length: 10_000 }, (_, index) => ({
    id: `m${index + 1}`,
    sender: index % 3 === 0 ? ('support' as const) : ('customer' as const),
    text: `Message ${index + 1}${index % 7 === 0 ? ': the label proof, the pallet plan and the shipping window for next week.' : ''}`,
    sentAt: new Date(Date.UTC(2026, 0, 8, 0, 0) - (10_000 - index) * 60_000).toISOString(),
  })),
};

/**
 * A thread of 10,000 messages opens at its newest, with only the messages in view in the page; scrolling
 * back reaches the first, and a sent message appears at the end, in view.
 */
export const LongThread: Story = {
  args: { thread: LONG_THREAD },
  // The args' 10,000 messages would make a snippet too long to show (the page hangs): this is the code.
  parameters: {
    docs: {
      source: {
        code: `const thread: MessageThread = {
  id: 'long',
  projectId: '1',
  title: 'Energy Drink - Tropical',
  messages: Array.from({ length: 10_000 }, (_, index) => ({
    id: \`m\${index + 1}\`,
    sender: index % 3 === 0 ? 'support' : 'customer',
    text: \`Message \${index + 1}\`,
    sentAt: new Date(Date.UTC(2026, 0, 8) - (10_000 - index) * 60_000).toISOString(),
  })),
};

<ChatPane thread={thread} onSend={(message) => console.log(message)} />`,
        language: 'tsx',
      },
    },
  },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Messages about Energy Drink - Tropical' });
    await expect(await canvas.findByText('Message 10000')).toBeVisible();
    await expect(log.querySelectorAll('li').length).toBeLessThan(60);
    await expect(log.querySelector('li:last-child')).toHaveAttribute('aria-posinset', '10000');
    // Scrolled to the end, and settled there (the virtualiser corrects its scroll for a frame or two as it
    // measures the rows): only then does a user start to scroll back.
    await waitFor(() => expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 1));
    await nextFrames();
    await nextFrames();
    log.scrollTop = 0;
    await expect(await canvas.findByText(/^Message 1:/)).toBeVisible();
    await expect(log.querySelectorAll('li').length).toBeLessThan(60);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Thanks, all clear.{Enter}');
    await waitFor(() => expect(canvas.getByText('Thanks, all clear.')).toBeVisible());
    await expect(log.querySelector('li:last-child')).toHaveAttribute('aria-posinset', '10001');
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  parameters: source(GERMAN_CODE),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('mit dem Support-Team')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Projekt ansehen' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nachricht' })).toHaveAttribute('placeholder', 'Nachricht eingeben...');
    await expect(canvas.getByRole('button', { name: 'Nachricht senden' })).toBeVisible();
  },
};

/** The messages loaded from the portal's server, with `loading` and `error` (the Loading and LoadFailed stories). */
const LOADED_CODE = `import { type ChatMessage, ChatPane, type MessageThread } from '@labelport/ui';
import { useCallback, useEffect, useState } from 'react';

// The messages come from the portal's server: \`loading\` until they arrive (skeleton bubbles under the
// thread's title), \`error\` if that failed ("Couldn't load messages" and Retry, which calls \`onRetry\`).
const THREAD: MessageThread = { id: 'thread-1', projectId: '1', title: 'Energy Drink - Tropical', messages: [] };

export function SupportChat() {
  const [messages, setMessages] = useState<ChatMessage[]>();
  const [error, setError] = useState<unknown>();
  const load = useCallback(() => {
    setError(undefined);
    fetch(\`/api/threads/\${THREAD.id}/messages\`)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(\`\${response.status}\`))))
      .then(setMessages, setError);
  }, []);
  useEffect(() => load(), [load]);
  return (
    <ChatPane
      thread={{ ...THREAD, messages: messages ?? [] }}
      loading={!messages && !error}
      error={error}
      onRetry={load}
      onSend={(message) => setMessages((current) => [...(current ?? []), message])}
    />
  );
}`;

/** Loading: skeleton bubbles stand in for the messages, and screen readers hear 'Loading messages…'. */
export const Loading: Story = { ...loadingStory('messages'), parameters: source(LOADED_CODE) };

/** Loading failed: "Couldn't load messages" and what to do, and Retry calls `onRetry`. */
export const LoadFailed: Story = { ...loadFailedStory('messages'), parameters: source(LOADED_CODE) };
