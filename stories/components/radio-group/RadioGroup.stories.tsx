import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from 'styled-system/jsx';
import { Button, FormDialog, RadioCardGroup, RadioGroup, type RadioGroupOption, SegmentGroup, useForm } from '../../../src';
import { expectRightOf, expectRightToLeft } from '../../support/direction';
import { expectFocusOn, focusInside, focusReturnedTo } from '../../support/overlay';
import { expectPointerReaches, pointAndClick } from '../../support/pointer';

const packaging: RadioGroupOption[] = [
  { value: 'cans', label: 'Cans' },
  { value: 'glass', label: 'Glass bottles' },
  { value: 'pet', label: 'PET bottles' },
];

const meta = {
  title: 'Components/Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'Packaging', items: packaging, onValueChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
  parameters: {
    docs: {
      description: {
        component:
          "One choice among a few options that all show at once. Native radios under Ark RadioGroup, in a `radiogroup` named by the label: Tab enters at the checked radio (or the first), the arrow keys move and check, Space checks, and a disabled option is passed over. `name` goes on every radio, so a native form submits the checked value. Required mark, helper text and error text (with its icon, describing the group) are the Field's, as in TextField and Select. For a card per option, see RadioCardGroup; compose from `RadioGroup.Root`, `RadioGroup.Item`… when the props do not cover it.",
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click checks an option; then the arrow keys move the check, and Tab comes back to the checked one. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Packaging' });
    const glass = within(group).getByRole('radio', { name: 'Glass bottles' });
    const pet = within(group).getByRole('radio', { name: 'PET bottles' });
    await expect(within(group).queryByRole('radio', { checked: true })).toBeNull();
    await userEvent.click(canvas.getByText('Glass bottles'));
    await expect(glass).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('glass', packaging[1]);
    // Each radio lies over its circle, so a test checks it by role, and the option's text stays clickable.
    await expectPointerReaches(pet);
    await expectPointerReaches(canvas.getByText('PET bottles'));
    await pointAndClick(pet);
    await expect(pet).toBeChecked();
    await pointAndClick(glass);
    await expect(glass).toBeChecked();

    await userEvent.keyboard('{ArrowDown}');
    await expect(pet).toBeChecked();
    await expect(pet).toHaveFocus();
    await expect(glass).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('pet', packaging[2]);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(within(group).getByRole('radio', { name: 'Cans' })).toBeChecked();

    // One tab stop: out of the group and back in lands on the checked radio.
    await userEvent.tab({ shift: true });
    await expect(group).not.toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    await expect(within(group).getByRole('radio', { name: 'Cans' })).toHaveFocus();
  },
};

/** Required, with a hint and an error: the Field's '*', the error with its icon, both describing the group. */
export const InvalidAndRequired: Story = {
  args: {
    required: true,
    name: 'packaging',
    helperText: 'The container the product ships in.',
    errorText: 'Choose a packaging.',
  },
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Packaging' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription('Choose a packaging. The container the product ships in.');
    await expect(canvas.getByText('Choose a packaging.')).toBeVisible();
    await expect(canvas.getByText('Choose a packaging.').querySelector('svg')).not.toBeNull();
    const mark = canvasElement.querySelector('[data-scope="field"][data-part="required-indicator"]');
    await expect(mark).toHaveTextContent('*');
    for (const radio of within(group).getAllByRole('radio')) {
      await expect(radio).toBeRequired();
      await expect(radio).toHaveAttribute('name', 'packaging');
    }
  },
};

/** A disabled option with a line of description: it cannot be checked, and the arrow keys pass over it. */
export const DisabledItem: Story = {
  args: {
    orientation: 'horizontal',
    defaultValue: 'cans',
    items: [
      packaging[0],
      { value: 'glass', label: 'Glass bottles', description: 'Out of stock until March', disabled: true },
      packaging[2],
    ],
  },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Packaging' });
    const glass = within(group).getByRole('radio', { name: 'Glass bottles' });
    await expect(glass).toBeDisabled();
    await expect(glass).toHaveAccessibleDescription('Out of stock until March');
    await userEvent.click(canvas.getByText('Glass bottles'), { pointerEventsCheck: 0 });
    await expect(glass).not.toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();

    const cans = within(group).getByRole('radio', { name: 'Cans' });
    await userEvent.click(cans);
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(group).getByRole('radio', { name: 'PET bottles' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('pet', expect.objectContaining({ value: 'pet' }));
  },
};

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * The three controls in forms. A native `<form>`: its FormData holds each group's `name` with the checked value.
 * The same controls in a FormDialog with useForm: an empty submit shows each group's error, describing it, and
 * focus goes to the first invalid group, on its first radio that can take focus, which shows it; a valid submit
 * hands over the values.
 */
export const InForms: Story = {
  render: function OrderForms() {
    const packaging = [
      { value: 'cans', label: 'Cans' },
      { value: 'glass', label: 'Glass bottles' },
      { value: 'pet', label: 'PET bottles' },
    ];
    const plans = [
      { value: 'starter', label: 'Starter', description: 'One product line, up to 5,000 units' },
      { value: 'professional', label: 'Professional', description: 'Five product lines, up to 50,000 units' },
      { value: 'enterprise', label: 'Enterprise', description: 'Unlimited lines, a dedicated manager' },
    ];
    const billing = [
      { value: 'monthly', label: 'Monthly' },
      { value: 'annual', label: 'Annual' },
    ];
    // A native form shows what it submitted, read from its FormData.
    const [submitted, setSubmitted] = useState('');
    // The same controls in a FormDialog with useForm: values, errors by field.
    const [saved, setSaved] = useState<{ packaging: string; plan: string; billing: string } | null>(null);
    const form = useForm({
      initialValues: { packaging: '', plan: '', billing: 'monthly' },
      validate: ({ packaging, plan }) => ({
        packaging: packaging ? undefined : 'Choose a packaging.',
        plan: plan ? undefined : 'Choose a plan.',
      }),
      onSubmit: setSaved,
      resetOnSubmit: true,
    });
    return (
      <Stack gap="8" alignItems="flex-start">
        <form
          aria-label="Quick order"
          onSubmit={(event) => {
            event.preventDefault();
            setSubmitted(new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>).toString());
          }}
        >
          <Stack gap="4" alignItems="flex-start">
            <RadioGroup label="Packaging" name="packaging" items={packaging} defaultValue="cans" orientation="horizontal" />
            <RadioCardGroup label="Plan" name="plan" items={plans} orientation="horizontal" />
            <SegmentGroup label="Billing" name="billing" items={billing} defaultValue="monthly" />
            <Button type="submit">Send</Button>
            <output>{submitted && `Submitted: ${submitted}`}</output>
          </Stack>
        </form>
        <FormDialog form={form} title="New Order" submitLabel="Save Order" trigger={<Button>New Order</Button>}>
          <RadioGroup
            label="Packaging"
            name="packaging"
            required
            orientation="horizontal"
            // The first option cannot be chosen: focus must still reach the group.
            items={[{ ...packaging[0], disabled: true }, packaging[1], packaging[2]]}
            value={form.values.packaging}
            onValueChange={(value) => form.setValue('packaging', value)}
            errorText={form.errors.packaging}
          />
          <RadioCardGroup
            label="Plan"
            name="plan"
            required
            items={plans}
            value={form.values.plan}
            onValueChange={(value) => form.setValue('plan', value)}
            errorText={form.errors.plan}
          />
          <SegmentGroup
            label="Billing"
            name="billing"
            items={billing}
            value={form.values.billing}
            onValueChange={(value) => form.setValue('billing', value)}
          />
        </FormDialog>
        <output>{saved && `Saved: ${saved.packaging}, ${saved.plan}, ${saved.billing}`}</output>
      </Stack>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const native = within(canvas.getByRole('form', { name: 'Quick order' }));
    await userEvent.click(native.getByText('PET bottles'));
    await userEvent.click(native.getByText('Professional'));
    await userEvent.click(native.getByText('Annual'));
    await userEvent.click(native.getByRole('button', { name: 'Send' }));
    await expect(await native.findByText('Submitted: packaging=pet&plan=professional&billing=annual')).toBeVisible();

    const trigger = canvas.getByRole('button', { name: 'New Order' });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'New Order' });
    await focusInside(dialog);
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: 'Save Order' }));
    const packagingGroup = d.getByRole('radiogroup', { name: 'Packaging' });
    const planGroup = d.getByRole('radiogroup', { name: 'Plan' });
    await expect(packagingGroup).toHaveAccessibleDescription('Choose a packaging.');
    await expect(planGroup).toHaveAccessibleDescription('Choose a plan.');
    // Cans cannot be chosen, so focus lands on Glass bottles, and its circle shows the ring.
    const glass = within(packagingGroup).getByRole('radio', { name: 'Glass bottles' });
    await expectFocusOn(glass);
    const circle = glass.closest('label')?.querySelector('[data-part="item-control"]') as HTMLElement;
    await expect(circle).toBeVisible();
    await expect(getComputedStyle(circle).outlineStyle).toBe('solid');
    await expect(canvas.queryByText(/^Saved:/)).toBeNull();

    await userEvent.keyboard('{ArrowRight}');
    await expect(within(packagingGroup).getByRole('radio', { name: 'PET bottles' })).toBeChecked();
    await expect(d.queryByText('Choose a packaging.')).toBeNull();
    await userEvent.click(within(planGroup).getByText('Enterprise'));
    await userEvent.click(d.getByText('Annual'));
    await userEvent.click(d.getByRole('button', { name: 'Save Order' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await focusReturnedTo(trigger);
    await expect(canvas.getByText('Saved: pet, enterprise, annual')).toBeVisible();
  },
};

/**
 * Right to left, in Arabic, in a row: the first option is at the right, and the next ones follow it leftwards.
 * The radios are native, and run right to left too: Chromium's own arrow keys then follow the reading
 * direction as the APG says (ArrowLeft checks the next radio, ArrowRight the previous one). The play function
 * cannot press them: testing-library's keyboard walks the radios itself, ArrowLeft always to the previous one,
 * so it checks the direction the browser goes by, and ArrowDown, which means the next radio either way.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'التغليف',
    orientation: 'horizontal',
    defaultValue: 'cans',
    items: [
      { value: 'cans', label: 'علب' },
      { value: 'glass', label: 'زجاجات زجاجية' },
      { value: 'pet', label: 'زجاجات بلاستيكية' },
    ],
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'التغليف' });
    await expectRightToLeft(group);
    const [cans, glass, pet] = within(group).getAllByRole('radio');
    await expect(cans).toHaveAccessibleName('علب');
    // The radios are visually hidden: their options (the labels around them) are what the reader sees.
    const option = (radio: HTMLElement) => radio.closest('label') as HTMLElement;
    await expectRightOf(option(cans), option(glass));
    await expectRightOf(option(glass), option(pet));
    // The browser's arrow keys on a radio go by the radio's own direction.
    await expect(getComputedStyle(glass).direction).toBe('rtl');
    await userEvent.tab();
    await waitFor(() => expect(cans).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(glass).toBeChecked();
    await expect(glass).toHaveFocus();
  },
};
