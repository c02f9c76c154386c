import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from 'styled-system/jsx';
import { Checkbox, Link } from '../../../src';
import { expectPointerReaches, pointAndClick } from '../../support/pointer';

const meta = {
  title: 'Components/Forms/Checkbox',
  component: Checkbox,
  args: { children: 'Email me a copy of the quote', onCheckedChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  parameters: {
    docs: {
      description: {
        component:
          'A yes/no choice with its label, on Ark Checkbox around a native `<input type="checkbox">`: Tab focuses it (the ring shows on the box), Space toggles it, clicking the label toggles it, and screen readers announce its name and "checked", "not checked" or "mixed". `checked="indeterminate"` shows the dash of a partly chosen list (a "Select all"). `required`, `helperText` and `errorText` are the Field\'s, as in TextField: a \'*\', a hint under the label, and while invalid a message with an icon that also describes the checkbox. It submits `name` and `value` (default \'on\') with forms, and `useForm` focuses it by `name`. Inside a CheckboxGroup the group holds the state. Compose it from `Checkbox.Root`, `Checkbox.Control`, `Checkbox.Indicator`, `Checkbox.Label` and `Checkbox.HiddenInput` when needed.',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click on the label and Space both toggle it; its state is the native checkbox's, so it is announced. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Email me a copy of the quote' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Email me a copy of the quote'));
    await expect(box).toBeChecked();
    // The native checkbox lies over the box, so a test checks it by role, and its label's text is still
    // the text's to click.
    await expectPointerReaches(box);
    await expectPointerReaches(canvas.getByText('Email me a copy of the quote'));
    await pointAndClick(box);
    await expect(box).not.toBeChecked();
    await pointAndClick(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith({ checked: true });
    // From the keyboard: Tab to it (the focus ring shows on the visible box), Space toggles it.
    box.blur();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await expect(box.closest('label')?.querySelector('[data-part="control"]')).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith({ checked: false });
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(5);
  },
};

const PALLETS = ['Euro pallet', 'Half pallet', 'Industrial pallet'];

/**
 * A 'Select all' over a list: partly chosen, it is 'mixed' (`checked="indeterminate"`) and shows a dash;
 * checking it checks every item; unchecking one item makes it mixed again.
 */
export const IndeterminateSelectAll: Story = {
  render: function PalletTypes() {
    const pallets = ['Euro pallet', 'Half pallet', 'Industrial pallet'];
    const [chosen, setChosen] = useState<string[]>(['Half pallet']);
    const all = chosen.length === pallets.length;
    return (
      <Stack gap="3">
        <Checkbox
          checked={all ? true : chosen.length > 0 ? 'indeterminate' : false}
          onCheckedChange={({ checked }) => setChosen(checked === true ? pallets : [])}
        >
          All pallet types
        </Checkbox>
        <Stack gap="3" ps="6">
          {pallets.map((pallet) => (
            <Checkbox
              key={pallet}
              checked={chosen.includes(pallet)}
              onCheckedChange={({ checked }) =>
                setChosen((current) => (checked ? [...current, pallet] : current.filter((one) => one !== pallet)))
              }
            >
              {pallet}
            </Checkbox>
          ))}
        </Stack>
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'All pallet types' });
    const items = PALLETS.map((name) => canvas.getByRole('checkbox', { name }));
    await expect(all).toBePartiallyChecked();
    await expect(all.closest('label')).toHaveAttribute('data-state', 'indeterminate');
    await userEvent.click(all);
    await expect(all).toBeChecked();
    for (const item of items) await expect(item).toBeChecked();
    await userEvent.click(canvas.getByText('Industrial pallet'));
    await expect(items[2]).not.toBeChecked();
    await expect(all).toBePartiallyChecked();
    await expect(all).not.toBeChecked();
    // The dash shows, the tick does not.
    const [tick, dash] = all.closest('label')!.querySelectorAll('[data-part="indicator"]');
    await expect(tick).not.toBeVisible();
    await expect(dash).toBeVisible();
  },
};

/**
 * Required, with a hint and an error: the '*', the message with its icon, and both describing the checkbox. A
 * link in the label stays a link: a click on it opens the terms and leaves the box as it was.
 */
export const InvalidAndRequired: Story = {
  args: {
    children: (
      <>
        I accept the <Link href="#terms-of-delivery">terms of delivery</Link>
      </>
    ),
    name: 'terms',
    required: true,
    helperText: 'Pallets are delivered to the dock, not the door.',
    errorText: 'Accept the terms to send the request.',
  },
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('checkbox', { name: 'I accept the terms of delivery' });
    await expect(box).toBeRequired();
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription(
      'Accept the terms to send the request. Pallets are delivered to the dock, not the door.',
    );
    await expect(canvasElement.querySelector('[data-part="required-indicator"]')).toHaveTextContent('*');
    await expect(canvasElement.querySelector('[data-part="error-text"] svg')).not.toBeNull();
    await expect(box.closest('label')?.querySelector('[data-part="control"]')).toHaveAttribute('data-invalid');
    await expectPointerReaches(canvas.getByRole('link', { name: 'terms of delivery' }));
  },
};

/** Disabled, checked and not: neither can be focused or toggled. */
export const Disabled: Story = {
  render: (args) => (
    <Stack gap="3">
      <Checkbox {...args} disabled>
        Pallet wrapping
      </Checkbox>
      <Checkbox {...args} disabled defaultChecked>
        Cold chain
      </Checkbox>
    </Stack>
  ),
  play: async ({ args, canvas }) => {
    const wrapping = canvas.getByRole('checkbox', { name: 'Pallet wrapping' });
    const cold = canvas.getByRole('checkbox', { name: 'Cold chain' });
    await expect(wrapping).toBeDisabled();
    await expect(cold).toBeDisabled();
    await expect(cold).toBeChecked();
    await userEvent.click(canvas.getByText('Pallet wrapping'), { pointerEventsCheck: 0 });
    await expect(wrapping).not.toBeChecked();
    await userEvent.tab();
    await expect(wrapping).not.toHaveFocus();
    await expect(cold).not.toHaveFocus();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
