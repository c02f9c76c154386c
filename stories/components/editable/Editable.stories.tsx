import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button, Editable, Stack } from '../../../src';

const meta = {
  title: 'Components/Forms/Editable',
  component: Editable,
  args: {
    label: 'Delivery note',
    defaultValue: 'Ring at the gate',
    placeholder: 'Add a note for the driver',
    onValueCommit: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  parameters: {
    docs: {
      description: {
        component:
          "Text shown as text and edited in place (Ark's editable), e.g. a shipment's note: the value, then an Edit button named 'Edit {label}'. Editing shows a text box labelled by the label, with Save and Cancel: Enter, Save or leaving the box saves (`onValueCommit`), Escape or Cancel puts the value back, and focus returns to Edit. Double-clicking the text also edits (`activationMode`: `click`, `focus` or `none` instead). The box is a real input: with `name`, a native form submits the value. `value`, `defaultValue`, `onValueChange`, `placeholder`, `maxLength`, `required`, `disabled`, `readOnly`. Compose it from `Editable.Root`, `Editable.Area`, `Editable.Preview`, `Editable.Input` and the triggers for another layout.",
      },
    },
  },
} satisfies Meta<typeof Editable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Ring at the gate')).toBeVisible();
    const edit = canvas.getByRole('button', { name: 'Edit Delivery note' });
    // Edit sits right after the text, not at the far end of the row.
    const textEnd = canvas.getByText('Ring at the gate').getBoundingClientRect().right;
    await expect(edit.getBoundingClientRect().left - textEnd).toBeLessThan(32);
    // Not editing: the text is no tab stop, the box is hidden; Edit is the way in by keyboard.
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.tab();
    await expect(edit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const box = canvas.getByRole('textbox', { name: 'Delivery note' });
    await waitFor(() => expect(box).toHaveFocus());
    await expect(box).toHaveValue('Ring at the gate');
    // Enter saves and focus goes back to Edit.
    await userEvent.clear(box);
    await userEvent.type(box, 'Leave at dock B{Enter}');
    await expect(canvas.getByText('Leave at dock B')).toBeVisible();
    await expect(args.onValueCommit).toHaveBeenLastCalledWith('Leave at dock B');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit Delivery note' })).toHaveFocus());
    // Escape puts the value back.
    await userEvent.keyboard('{Enter}');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Delivery note' }), ' after 16:00{Escape}');
    await expect(canvas.getByText('Leave at dock B')).toBeVisible();
    await expect(args.onValueCommit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit Delivery note' })).toHaveFocus());
  },
};

/** The Save and Cancel buttons, and a double click on the text. */
export const WithTheMouse: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.dblClick(canvas.getByText('Ring at the gate'));
    const box = canvas.getByRole('textbox', { name: 'Delivery note' });
    // Ark focuses the box and selects its text a frame later: a click before that frame would be undone by
    // the selection, and the typing would replace the text instead of adding to it.
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.type(box, ', twice');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Delivery note' }));
    await expect(canvas.getByText('Ring at the gate, twice')).toBeVisible();
    await expect(args.onValueCommit).toHaveBeenLastCalledWith('Ring at the gate, twice');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Delivery note' }));
    const again = canvas.getByRole('textbox', { name: 'Delivery note' });
    await waitFor(() => expect(again).toHaveFocus());
    await userEvent.type(again, ' more');
    await expect(again).toHaveValue('Ring at the gate, twice more');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel editing Delivery note' }));
    await expect(canvas.getByText('Ring at the gate, twice')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { defaultValue: '' },
  play: async ({ canvas }) => {
    // The placeholder shows, muted, where the value would be.
    await expect(canvas.getByText('Add a note for the driver')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Edit Delivery note' })).toBeDisabled();
    await userEvent.dblClick(canvas.getByText('Ring at the gate'));
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

const onSend = fn();

/** In a native form: the value saved is submitted under `name`, edited or not. */
export const InANativeForm: Story = {
  render: (args) => (
    <form
      aria-label="Shipment"
      onSubmit={(event) => {
        event.preventDefault();
        onSend(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <Stack gap="4" align="start">
        <Editable {...args} name="note" />
        <Button type="submit">Save shipment</Button>
      </Stack>
    </form>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save shipment' }));
    await expect(onSend).toHaveBeenLastCalledWith({ note: 'Ring at the gate' });
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Delivery note' }));
    const box = canvas.getByRole('textbox', { name: 'Delivery note' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Dock B');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Delivery note' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save shipment' }));
    await expect(onSend).toHaveBeenLastCalledWith({ note: 'Dock B' });
  },
};

export const Swedish: Story = {
  args: { label: 'Leveransanteckning', defaultValue: 'Ring vid grinden' },
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Redigera Leveransanteckning' }));
    await expect(canvas.getByRole('button', { name: 'Spara Leveransanteckning' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Avbryt redigering av Leveransanteckning' })).toBeVisible();
  },
};
