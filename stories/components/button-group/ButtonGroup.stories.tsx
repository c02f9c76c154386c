import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlignCenter, AlignLeft, AlignRight, ChevronDown } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from 'styled-system/jsx';
import { Button, ButtonGroup, Dialog, IconButton, Text, TextField } from '../../../src';
import { focusInside, focusReturnedTo } from '../../support/overlay';

const meta = {
  title: 'Components/Forms/ButtonGroup',
  component: ButtonGroup,
  args: { 'aria-label': 'Order actions' },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    variant: { control: 'select', options: ['solid', 'outline', 'ghost', 'subtle'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Related Buttons in a row or a column, `attached` (shared borders, no gaps: one control of several parts, such as a split button) or spaced (the default: separate actions, such as a dialog\'s). It is a `role="group"`, named with `aria-label` or `aria-labelledby`, so a screen reader says the name as focus enters it. It has no keyboard of its own: Tab and Shift+Tab move through the buttons, and each button keeps its own. `size` and `variant` on the group reach its Buttons and IconButtons through context; a button\'s own prop wins. For one choice among options, use SegmentGroup; for buttons that stay pressed, ToggleGroup.',
      },
    },
  },
} satisfies Meta<typeof ButtonGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const rect = (element: HTMLElement) => element.getBoundingClientRect();
/** A corner's radius in pixels: 0 for a square corner. */
const radius = (element: HTMLElement, corner: 'borderTopLeftRadius' | 'borderTopRightRadius' | 'borderBottomRightRadius') =>
  Number.parseFloat(getComputedStyle(element)[corner]);

/** Attached outline buttons: one shared border between neighbours, square inner corners, a named group. */
export const Attached: Story = {
  args: { attached: true, variant: 'outline' },
  render: (args) => (
    <ButtonGroup {...args}>
      <Button>Edit</Button>
      <Button>Duplicate</Button>
      <Button>Archive</Button>
    </ButtonGroup>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Order actions' });
    const [edit, duplicate, archive] = within(group).getAllByRole('button');
    // No gap: each button starts inside the previous one's border, so the two borders draw as one line.
    await expect(rect(duplicate).left).toBeLessThan(rect(edit).right);
    await expect(rect(edit).right - rect(duplicate).left).toBeLessThanOrEqual(
      Number.parseFloat(getComputedStyle(edit).borderRightWidth),
    );
    await expect(radius(edit, 'borderTopRightRadius')).toBe(0);
    await expect(radius(duplicate, 'borderTopLeftRadius')).toBe(0);
    await expect(radius(edit, 'borderTopLeftRadius')).toBeGreaterThan(0);
    await expect(radius(archive, 'borderBottomRightRadius')).toBeGreaterThan(0);
    // The keyboard is the buttons' own: Tab walks through them.
    edit.focus();
    await userEvent.tab();
    await expect(duplicate).toHaveFocus();
    await userEvent.tab();
    await expect(archive).toHaveFocus();
    archive.blur();
  },
};

/** Spaced (the default): separate actions with a gap between them. */
export const Spaced: Story = {
  args: { 'aria-label': 'Shipment actions' },
  render: (args) => (
    <ButtonGroup {...args}>
      <Button variant="outline">Print label</Button>
      <Button>Book pickup</Button>
    </ButtonGroup>
  ),
  play: async ({ canvas }) => {
    const [print, book] = within(canvas.getByRole('group', { name: 'Shipment actions' })).getAllByRole('button');
    await expect(rect(book).left - rect(print).right).toBeGreaterThan(4);
  },
};

/** A column of attached buttons named by a visible heading: as wide as the widest, stacked without gaps. */
export const Vertical: Story = {
  args: {
    'aria-label': undefined,
    'aria-labelledby': 'align-heading',
    orientation: 'vertical',
    attached: true,
    variant: 'outline',
  },
  render: (args) => (
    <Stack gap="2" alignItems="flex-start">
      <Text id="align-heading" weight="medium">
        Label position
      </Text>
      <ButtonGroup {...args}>
        <Button>Top of the bottle</Button>
        <Button>Middle</Button>
        <Button>Bottom</Button>
      </ButtonGroup>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Label position' });
    await expect(group).toHaveAttribute('data-orientation', 'vertical');
    const [top, middle, bottom] = within(group).getAllByRole('button');
    await expect(rect(middle).width).toBe(rect(top).width);
    await expect(rect(middle).top).toBeLessThan(rect(top).bottom);
    await expect(rect(bottom).left).toBe(rect(top).left);
  },
};

/** `size` and `variant` on the group reach its Button and IconButtons; a button's own `variant` wins. */
export const SizeAndVariantFromTheGroup: Story = {
  args: { 'aria-label': 'Text alignment', attached: true, size: 'sm', variant: 'outline' },
  render: (args) => (
    <Stack gap="4" alignItems="flex-start">
      <ButtonGroup {...args}>
        <IconButton aria-label="Align left">
          <AlignLeft />
        </IconButton>
        <IconButton aria-label="Align centre">
          <AlignCenter />
        </IconButton>
        <IconButton aria-label="Align right" variant="solid">
          <AlignRight />
        </IconButton>
      </ButtonGroup>
      <ButtonGroup aria-label="Save options" attached>
        <Button>Save</Button>
        <IconButton aria-label="More save options">
          <ChevronDown />
        </IconButton>
      </ButtonGroup>
      <Button size="sm" variant="outline">
        A small outline button on its own
      </Button>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const alone = canvas.getByRole('button', { name: 'A small outline button on its own' });
    const left = canvas.getByRole('button', { name: 'Align left' });
    // The group's sm and outline: the same height and border as a small outline button.
    await expect(rect(left).height).toBe(rect(alone).height);
    await expect(getComputedStyle(left).borderTopColor).toBe(getComputedStyle(alone).borderTopColor);
    await expect(left.className).toContain('button--variant_outline');
    // Its own variant wins.
    await expect(canvas.getByRole('button', { name: 'Align right' }).className).toContain('button--variant_solid');
    // Without a group variant, a Button is solid and an IconButton ghost, as outside a group.
    await expect(canvas.getByRole('button', { name: 'Save' }).className).toContain('button--variant_solid');
    await expect(canvas.getByRole('button', { name: 'More save options' }).className).toContain('button--variant_ghost');
  },
};

/** What the form story reports. */
interface FormStoryArgs {
  onNativeSubmit: (entries: [string, FormDataEntryValue][]) => void;
}

/**
 * Two submit buttons in a native `<form>`: FormData holds the field and the `intent` of the button that
 * submitted it.
 */
export const InANativeForm: StoryObj<FormStoryArgs> = {
  args: { onNativeSubmit: fn() },
  render: ({ onNativeSubmit }) => (
    <form
      aria-label="Reorder"
      onSubmit={(event) => {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        onNativeSubmit([...new FormData(event.currentTarget, submitter).entries()]);
      }}
    >
      <Stack gap="4" alignItems="flex-start" maxW="sm">
        <TextField label="Reference" name="reference" defaultValue="PO-1142" />
        <ButtonGroup aria-label="Send or keep">
          <Button type="submit" name="intent" value="draft" variant="outline">
            Save draft
          </Button>
          <Button type="submit" name="intent" value="send">
            Send order
          </Button>
        </ButtonGroup>
      </Stack>
    </form>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await expect(args.onNativeSubmit).toHaveBeenLastCalledWith([
      ['reference', 'PO-1142'],
      ['intent', 'draft'],
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Send order' }));
    await expect(args.onNativeSubmit).toHaveBeenLastCalledWith([
      ['reference', 'PO-1142'],
      ['intent', 'send'],
    ]);
  },
};

/** A dialog's actions as a spaced group: Cancel closes it and focus goes back to the trigger. */
export const InADialog: StoryObj<{ onDelete: () => void }> = {
  args: { onDelete: fn() },
  render: ({ onDelete }) => (
    <Dialog
      title="Delete the draft?"
      trigger={<Button variant="outline">Delete draft</Button>}
      footer={
        <ButtonGroup aria-label="Dialog actions">
          <Dialog.CloseTrigger asChild>
            <Button variant="outline">Keep it</Button>
          </Dialog.CloseTrigger>
          <Button tone="danger" onClick={onDelete}>
            Delete
          </Button>
        </ButtonGroup>
      }
    >
      <Text>The draft and its artwork are removed.</Text>
    </Dialog>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Delete draft' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Delete the draft?' });
    await focusInside(dialog);
    const actions = within(dialog).getByRole('group', { name: 'Dialog actions' });
    await userEvent.click(within(actions).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await userEvent.click(within(actions).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await focusReturnedTo(trigger);
  },
};
