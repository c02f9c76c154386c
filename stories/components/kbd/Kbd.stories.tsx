import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HStack, Stack } from 'styled-system/jsx';
import { Button, Kbd, Menu, Portal, Text, VisuallyHidden } from '../../../src';
import { focusReturnedTo } from '../../support/overlay';

const meta = {
  title: 'Components/Data display/Kbd',
  component: Kbd,
  args: { children: 'Enter' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  parameters: {
    docs: {
      description: {
        component:
          'One keyboard key drawn as a key cap, in a `<kbd>`: inside a sentence ("Press Esc to close"), side by side for a combination, or inside a Menu item\'s shortcut (`Menu.ItemShortcut`, itself a `<kbd>`). It is text, not a control: it takes no focus and has no keyboard of its own. Screen readers read the key\'s text, so write names they can say (Ctrl, Enter); for a symbol such as ⌘, hide the symbol with `aria-hidden` and put its name beside it in a `VisuallyHidden`. Sizes: `sm` in small text and menus, `md` in body text, `lg` on its own.',
      },
    },
  },
} satisfies Meta<typeof Kbd>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside a sentence: the key sits on the text's baseline and reads as part of it. */
export const InText: Story = {
  render: () => (
    <Text>
      Press <Kbd>Esc</Kbd> to close the dialog, or <Kbd>Ctrl</Kbd> <Kbd>S</Kbd> to save the draft first.
    </Text>
  ),
  play: async ({ canvas }) => {
    const sentence = canvas.getByText(/to close the dialog/);
    // The keys are part of the sentence's text, so a screen reader reads it whole.
    await expect(sentence).toHaveTextContent('Press Esc to close the dialog, or Ctrl S to save the draft first.');
    const esc = within(sentence).getByText('Esc');
    await expect(esc.tagName).toBe('KBD');
    await expect(esc).not.toHaveAttribute('tabindex');
    // A cap: a border drawn around it, thicker at the bottom.
    const style = getComputedStyle(esc);
    await expect(Number.parseFloat(style.borderTopWidth)).toBeGreaterThan(0);
    await expect(Number.parseFloat(style.borderBottomWidth)).toBeGreaterThan(Number.parseFloat(style.borderTopWidth));
  },
};

/** The three sizes: each taller than the one before. */
export const Sizes: Story = {
  render: () => (
    <HStack gap="3" alignItems="center">
      <Kbd size="sm">Tab</Kbd>
      <Kbd size="md">Tab</Kbd>
      <Kbd size="lg">Tab</Kbd>
    </HStack>
  ),
  play: async ({ canvas }) => {
    const heights = canvas.getAllByText('Tab').map((key) => key.getBoundingClientRect().height);
    await expect(heights[0]).toBeLessThan(heights[1]);
    await expect(heights[1]).toBeLessThan(heights[2]);
  },
};

/** A combination with a symbol: ⌘ is hidden from screen readers and named beside it, so it reads 'Command K'. */
export const Combination: Story = {
  render: () => (
    <Stack gap="2">
      <Text>
        Search the portal:{' '}
        <kbd data-testid="combo">
          <Kbd>
            <span aria-hidden>⌘</span>
            <VisuallyHidden>Command</VisuallyHidden>
          </Kbd>
          <Kbd>K</Kbd>
        </kbd>
      </Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const combo = canvas.getByTestId('combo');
    await expect(combo.querySelectorAll('kbd')).toHaveLength(2);
    await expect(combo).toHaveTextContent('⌘CommandK');
    // The two caps stand apart.
    const [command, k] = [...combo.querySelectorAll('kbd')].map((key) => key.getBoundingClientRect());
    await expect(k.left).toBeGreaterThan(command.right);
  },
};

/** Kbd in a Menu item's shortcut: small caps at the item's end, hidden from screen readers with the shortcut. */
export const InAMenuShortcut: Story = {
  render: () => (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="outline">Edit</Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="copy" aria-keyshortcuts="Control+C">
              <Menu.ItemText>Copy</Menu.ItemText>
              <Menu.ItemShortcut>
                <Kbd size="sm">Ctrl</Kbd>
                <Kbd size="sm">C</Kbd>
              </Menu.ItemShortcut>
            </Menu.Item>
            <Menu.Item value="paste" aria-keyshortcuts="Control+V">
              <Menu.ItemText>Paste</Menu.ItemText>
              <Menu.ItemShortcut>
                <Kbd size="sm">Ctrl</Kbd>
                <Kbd size="sm">V</Kbd>
              </Menu.ItemShortcut>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  ),
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    // The shortcut is not part of the item's name; aria-keyshortcuts carries it.
    const copy = within(menu).getByRole('menuitem', { name: 'Copy' });
    await expect(copy).toHaveAttribute('aria-keyshortcuts', 'Control+C');
    const keys = copy.querySelectorAll('kbd kbd');
    await expect([...keys].map((key) => key.textContent)).toEqual(['Ctrl', 'C']);
    await expect(keys[0]).toBeVisible();
    // The caps sit at the item's end, after its text.
    await expect(keys[0].getBoundingClientRect().left).toBeGreaterThan(
      within(copy).getByText('Copy').getBoundingClientRect().right,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('menu')).toBeNull());
    await focusReturnedTo(trigger);
  },
};
