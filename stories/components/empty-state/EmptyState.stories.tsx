import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileUp, Inbox, SearchX } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { Button, Card, EmptyState } from '../../../src';

const meta = {
  title: 'Components/Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No messages yet', description: 'Questions to our team and their answers appear here.' },
  parameters: {
    docs: {
      description: {
        component:
          'What an area shows when it has nothing in it yet: a decorative icon (hidden from screen readers), a title, a line of text and an action the caller passes, centred. For a card, a panel or a page section (`size="sm"` for tight spaces); an empty table row is `Table.Empty`. The title is a paragraph, or a heading with `titleLevel` when the empty area is a section of its own. It has no role and takes no focus; its action is an ordinary button or link in the tab order. Parts: `EmptyState.Root`, `EmptyState.Icon`, `EmptyState.Title`, `EmptyState.Description`, `EmptyState.Actions`.',
      },
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

const onUpload = fn();

// The handlers are args, so "Show code" leaves the tests' spies out of the snippets.
export const InACard: StoryObj<{ onUpload: () => void }> = {
  args: { onUpload },
  render: ({ onUpload }) => (
    <Box maxW="md">
      <Card.Root>
        <Card.Header>
          <Card.Title>Uploaded files</Card.Title>
        </Card.Header>
        <Card.Body>
          <EmptyState
            size="sm"
            icon={<FileUp />}
            title="No files yet"
            description="Upload artwork or a label proof to share it with production."
            action={<Button onClick={onUpload}>Upload a file</Button>}
          />
        </Card.Body>
      </Card.Root>
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No files yet').tagName).toBe('P');
    await expect(canvas.getByText(/Upload artwork/)).toBeVisible();
    // The icon's badge is decorative, hidden from screen readers as a whole.
    const badge = canvas.getByText('No files yet').parentElement?.querySelector('svg')?.parentElement;
    await expect(badge).toHaveAttribute('aria-hidden', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Upload a file' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onUpload).toHaveBeenCalledTimes(1);
  },
};

export const PageSection: Story = {
  render: (args) => (
    <section aria-labelledby="inbox-title">
      <EmptyState {...args} id="inbox-empty" icon={<Inbox />} titleLevel={2} />
    </section>
  ),
  args: { title: <span id="inbox-title">No messages yet</span> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No messages yet' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'No messages yet' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

const onClear = fn();

export const Parts: StoryObj<{ onClear: () => void }> = {
  args: { onClear },
  render: ({ onClear }) => (
    <Box maxW="sm" borderWidth="thin" borderRadius="lg">
      <EmptyState.Root size="sm">
        <EmptyState.Icon aria-hidden>
          <SearchX />
        </EmptyState.Icon>
        <EmptyState.Title>No orders match “Tropical”</EmptyState.Title>
        <EmptyState.Description>Try another name or clear the filters.</EmptyState.Description>
        <EmptyState.Actions>
          <Button variant="outline" onClick={onClear}>
            Clear filters
          </Button>
        </EmptyState.Actions>
      </EmptyState.Root>
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders match “Tropical”')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(onClear).toHaveBeenCalledTimes(1);
  },
};
