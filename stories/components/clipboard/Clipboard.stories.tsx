import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box, Stack } from 'styled-system/jsx';
import { Button, Clipboard, Dialog } from '../../../src';
import { expectFocusOn, focusInside, focusReturnedTo } from '../../support/overlay';

const LINK = 'https://labelport.example/track/LP-48213';

/**
 * Replaces `navigator.clipboard.writeText` for one play function: `behaviour` decides what it does. Returns the
 * stub and a function that puts the browser's own back (the stub is an own property over the prototype's).
 */
function stubWriteText(behaviour: (text: string) => Promise<void>) {
  const writeText = fn(behaviour);
  Object.defineProperty(navigator.clipboard, 'writeText', { value: writeText, configurable: true });
  const restore = () => {
    delete (navigator.clipboard as { writeText?: unknown }).writeText;
  };
  return { writeText, restore };
}

const meta = {
  title: 'Components/Data display/Clipboard',
  component: Clipboard,
  args: { value: LINK, label: 'tracking link' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  // The box fills its container: give it a column's width, with room for the button's focus ring.
  decorators: [
    (Story) => (
      <Box maxW="md" p="1">
        <Story />
      </Box>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "A value to copy, such as a tracking link or an API key, on Ark's Clipboard: a copy icon button named 'Copy {label}' in the page's language, and with `showInput` a read-only box showing the value (focusing it selects it all). After a copy the icon turns to a check and 'Copied' shows under it, in a polite live region that screen readers announce; after `timeout` (3 s) it is back as it was. When the browser refuses (no permission, no Clipboard API), a message says so, the box appears with the value selected and takes focus, so Ctrl+C or ⌘C copies it by hand. Keyboard: Tab to the button; Enter or Space copy. With `name`, a native form submits the value; the button never submits.",
      },
    },
  },
} satisfies Meta<typeof Clipboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button alone: a click copies, 'Copied' shows and is announced, and after the timeout it is gone. */
export const Default: Story = {
  args: { timeout: 1200, onCopy: fn() },
  play: async ({ args, canvas }) => {
    const { writeText, restore } = stubWriteText(() => Promise.resolve());
    try {
      const button = canvas.getByRole('button', { name: 'Copy tracking link' });
      const status = canvas.getByRole('status');
      await expect(status).toBeEmptyDOMElement();
      await userEvent.click(button);
      await expect(writeText).toHaveBeenCalledWith(LINK);
      await waitFor(() => expect(status).toHaveTextContent('Copied'));
      await expect(within(status).getByText('Copied')).toBeVisible();
      await expect(args.onCopy).toHaveBeenCalledWith(LINK);
      // The button keeps its name: what it does has not changed.
      await expect(button).toHaveAccessibleName('Copy tracking link');
      await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: 3000 });
    } finally {
      restore();
    }
  },
};

/** With the value in a read-only box: labelled, Tab into it selects it all; Enter on the button copies. */
export const WithInput: Story = {
  args: { showInput: true, label: 'API key', value: 'lp_live_5f2c9a71e04b', timeout: 800 },
  play: async ({ canvas }) => {
    const { writeText, restore } = stubWriteText(() => Promise.resolve());
    try {
      const box = canvas.getByRole('textbox', { name: 'API key' });
      await expect(box).toHaveValue('lp_live_5f2c9a71e04b');
      await expect(box).toHaveAttribute('readonly');
      // Tab in: the box takes focus first and selects the whole value.
      await userEvent.tab();
      await expect(box).toHaveFocus();
      await expect(box).toHaveProperty('selectionStart', 0);
      await expect(box).toHaveProperty('selectionEnd', 'lp_live_5f2c9a71e04b'.length);
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Copy API key' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(writeText).toHaveBeenCalledWith('lp_live_5f2c9a71e04b');
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Copied'));
      // Back as it was after the timeout.
      await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement(), { timeout: 3000 });
    } finally {
      restore();
    }
  },
};

/**
 * The browser refuses: no 'Copied'; a message says copying failed, and the value appears in a box, selected
 * and focused, to copy by hand.
 */
export const CopyFails: Story = {
  args: { onCopyError: fn() },
  play: async ({ args, canvas }) => {
    const { writeText, restore } = stubWriteText(() =>
      Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    );
    try {
      await expect(canvas.queryByRole('textbox')).toBeNull();
      await userEvent.click(canvas.getByRole('button', { name: 'Copy tracking link' }));
      await expect(writeText).toHaveBeenCalledOnce();
      const status = canvas.getByRole('status');
      await waitFor(() => expect(status).toHaveTextContent(/^Copying did not work\. The text is selected/));
      await expect(status).not.toHaveTextContent('Copied');
      const box = await canvas.findByRole('textbox', { name: 'tracking link' });
      await expectFocusOn(box);
      await expect(box).toHaveValue(LINK);
      await expect(box).toHaveProperty('selectionEnd', LINK.length);
      await expect(args.onCopyError).toHaveBeenCalledOnce();
    } finally {
      restore();
    }
  },
};

/** In Swedish: 'Kopiera spårningslänk' and 'Kopierat'. */
export const Swedish: Story = {
  globals: { locale: 'sv' },
  args: { label: 'spårningslänk', timeout: 800 },
  play: async ({ canvas }) => {
    const { restore } = stubWriteText(() => Promise.resolve());
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Kopiera spårningslänk' }));
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Kopierat'));
      await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement(), { timeout: 3000 });
    } finally {
      restore();
    }
  },
};

/** What the form story reports. */
interface FormStoryArgs {
  onNativeSubmit: (entries: [string, FormDataEntryValue][]) => void;
}

/** In a native `<form>`: the box submits the value under `name`, and the copy button does not submit. */
export const InANativeForm: StoryObj<FormStoryArgs> = {
  args: { onNativeSubmit: fn() },
  render: ({ onNativeSubmit }) => (
    <form
      aria-label="Webhook"
      onSubmit={(event) => {
        event.preventDefault();
        onNativeSubmit([...new FormData(event.currentTarget).entries()]);
      }}
    >
      <Stack gap="4" alignItems="flex-start" maxW="md">
        <Clipboard label="Signing secret" name="secret" value="whsec_81b2f0" showInput timeout={800} />
        <Button type="submit">Save webhook</Button>
      </Stack>
    </form>
  ),
  play: async ({ args, canvas }) => {
    const { restore } = stubWriteText(() => Promise.resolve());
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy Signing secret' }));
      await expect(args.onNativeSubmit).not.toHaveBeenCalled();
      await userEvent.click(canvas.getByRole('button', { name: 'Save webhook' }));
      await expect(args.onNativeSubmit).toHaveBeenCalledWith([['secret', 'whsec_81b2f0']]);
      await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement(), { timeout: 3000 });
    } finally {
      restore();
    }
  },
};

/** In a Dialog: the copy works there, 'Copied' shows in the dialog, and closing it returns focus. */
export const InADialog: Story = {
  render: () => (
    <Dialog title="Share tracking" trigger={<Button variant="outline">Share</Button>}>
      <Clipboard label="Tracking link" value="https://labelport.example/track/LP-48213" showInput />
    </Dialog>
  ),
  play: async ({ canvas, canvasElement }) => {
    const { writeText, restore } = stubWriteText(() => Promise.resolve());
    try {
      const page = within(canvasElement.ownerDocument.body);
      const trigger = canvas.getByRole('button', { name: 'Share' });
      await userEvent.click(trigger);
      const dialog = await page.findByRole('dialog', { name: 'Share tracking' });
      await focusInside(dialog);
      const d = within(dialog);
      await userEvent.click(d.getByRole('button', { name: 'Copy Tracking link' }));
      await expect(writeText).toHaveBeenCalledWith(LINK);
      await waitFor(() => expect(d.getByRole('status')).toHaveTextContent('Copied'));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
      await focusReturnedTo(trigger);
    } finally {
      restore();
    }
  },
};
