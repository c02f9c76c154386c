import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Stack } from 'styled-system/jsx';
import { Button, Checkbox, Fieldset, Select, TextField } from '../../../src';

const meta = {
  title: 'Components/Forms/Fieldset',
  component: Fieldset,
  args: { legend: 'Delivery address' },
  parameters: {
    docs: {
      description: {
        component:
          "A native `<fieldset>` around a group of controls, named by its `legend`, with `helperText` under the legend and `errorText` (with an icon, while `invalid`, which it defaults to) under the controls; both describe the group. `disabled` disables every control inside, as a fieldset does natively: none can be focused, changed or submitted, and Ark's context gives Checkbox, Select, TextField and the rest their disabled look. `required` puts a '*' after the legend and 'required' in its name. Compose it from `Fieldset.Root`, `Fieldset.Legend`, `Fieldset.HelperText` and `Fieldset.ErrorText` when needed.",
      },
    },
  },
} satisfies Meta<typeof Fieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Legend, helper text and an error: the group is named by the legend and described by both texts. */
export const WithHelperAndErrorText: Story = {
  args: {
    required: true,
    helperText: 'Where the truck unloads.',
    errorText: 'Enter a street and a postcode.',
  },
  render: (args) => (
    <Fieldset {...args}>
      <TextField label="Street" name="street" />
      <TextField label="Postcode" name="postcode" />
    </Fieldset>
  ),
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole('group', { name: 'Delivery address (required)' });
    await expect(group.tagName).toBe('FIELDSET');
    await expect(group).toHaveAccessibleDescription('Enter a street and a postcode. Where the truck unloads.');
    await expect(canvas.getByText('Enter a street and a postcode.').querySelector('svg')).not.toBeNull();
    await expect(canvasElement.querySelector('legend')).toHaveTextContent('Delivery address*');
  },
};

/**
 * A disabled fieldset disables everything inside, natively and in look: TextField, Select, Checkbox and a
 * composed Checkbox.Root, which work while it is enabled, can then be neither focused nor changed, and Tab
 * goes straight past them.
 */
export const DisabledDisablesTheControlsInside: Story = {
  render: function PickupForm() {
    const [pickup, setPickup] = useState(false);
    return (
      <Stack gap="6" alignItems="flex-start">
        <Checkbox checked={pickup} onCheckedChange={({ checked }) => setPickup(checked === true)}>
          We collect the goods ourselves
        </Checkbox>
        <Fieldset legend="Delivery" helperText="Only for deliveries by our trucks." disabled={pickup}>
          <TextField label="Street" name="street" />
          <Select
            label="Dock"
            name="dock"
            items={[
              { value: 'north', label: 'North dock' },
              { value: 'south', label: 'South dock' },
            ]}
          />
          <Checkbox name="tailLift" value="yes">
            Tail lift needed
          </Checkbox>
          <Checkbox.Root name="appointment" value="yes">
            <Checkbox.Control>
              <Checkbox.Indicator>✓</Checkbox.Indicator>
            </Checkbox.Control>
            <Checkbox.Label>Call before arrival</Checkbox.Label>
            <Checkbox.HiddenInput />
          </Checkbox.Root>
        </Fieldset>
        <Button>Continue</Button>
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    const delivery = within(canvas.getByRole('group', { name: 'Delivery' }));
    const controls = [
      delivery.getByRole('textbox', { name: 'Street' }),
      delivery.getByRole('combobox', { name: 'Dock' }),
      delivery.getByRole('checkbox', { name: 'Tail lift needed' }),
      delivery.getByRole('checkbox', { name: 'Call before arrival' }),
    ];
    const pickup = canvas.getByRole('checkbox', { name: 'We collect the goods ourselves' });
    // Enabled: each takes focus in turn, and Space checks a box.
    for (const control of controls) await expect(control).toBeEnabled();
    pickup.focus();
    for (const control of controls.slice(0, 3)) {
      await userEvent.tab();
      await expect(control).toHaveFocus();
    }
    await userEvent.keyboard(' ');
    await expect(controls[2]).toBeChecked();

    await userEvent.click(pickup);
    for (const control of controls) await expect(control).toBeDisabled();
    // They look disabled too: Ark marks each part, the composed Checkbox.Root included.
    for (const name of ['Tail lift needed', 'Call before arrival']) {
      await expect(delivery.getByText(name).closest('label')).toHaveAttribute('data-disabled');
    }
    await expect(delivery.getByRole('combobox', { name: 'Dock' })).toHaveAttribute('data-disabled');
    await userEvent.click(delivery.getByText('Tail lift needed'), { pointerEventsCheck: 0 });
    await expect(controls[2]).toBeChecked();
    await userEvent.click(delivery.getByText('Call before arrival'), { pointerEventsCheck: 0 });
    await expect(controls[3]).not.toBeChecked();
    pickup.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus();
  },
};
