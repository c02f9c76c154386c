// A conversation with the support team, as a portal writes it: the page keeps the thread and appends each
// message the pane sends (the pane keeps nothing). The ChatPane docs show this file as it is, and
// consumers/types compiles the same file against the packed package.
import { ChatPane, type MessageThread } from '@labelport/ui';
import { useState } from 'react';

// The portal's data: one thread about one project, oldest message first.
const THREAD: MessageThread = {
  id: 'thread-1',
  projectId: '1',
  title: 'Energy Drink - Tropical',
  messages: [
    {
      id: 'm1',
      sender: 'support',
      text: 'The first print proof of your can label is ready. Could you check the colours?',
      attachment: 'can-label-proof-v1.pdf',
      sentAt: '2026-01-15T07:00:00Z',
    },
    {
      id: 'm2',
      sender: 'customer',
      text: 'The orange looks a little too red. Can it be brighter?',
      sentAt: '2026-01-15T07:30:00Z',
    },
    {
      id: 'm3',
      sender: 'support',
      text: 'Of course. We will send a new proof before production starts.',
      sentAt: '2026-01-15T08:00:00Z',
    },
  ],
};

export function SupportChat() {
  const [thread, setThread] = useState(THREAD);
  return (
    <ChatPane
      thread={thread}
      onSend={(message) => {
        // The pane refuses blank and too long messages; a sent one is the page's to show and to store.
        setThread((current) => ({ ...current, messages: [...current.messages, message] }));
        fetch(`/api/threads/${thread.id}/messages`, { method: 'POST', body: JSON.stringify(message) });
      }}
      onViewProject={(projectId) => window.location.assign(`/dashboard/projects/${projectId}`)}
    />
  );
}
