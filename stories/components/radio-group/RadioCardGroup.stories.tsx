import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioCardGroup, type RadioGroupOption } from '../../../src';
import { expectPointerReaches } from '../../support/pointer';

const plans: RadioGroupOption[] = [
  { value: 'starter', label: 'Starter', description: 'One product line, up to 5,000 units' },
  { value: 'professional', label: 'Professional', description: 'Five product lines, up to 50,000 units' },
  { value: 'enterprise', label: 'Enterprise', description: 'Unlimited lines, a dedicated manager' },
];

const meta = {
  title: 'Components/Forms/RadioCardGroup',
  component: RadioCardGroup,
  args: { label: 'Plan', items: plans, onValueChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
  parameters: {
    docs: {
      description: {
        component:
          "RadioGroup with a card per option, as the pricing plans are: each option's `label` is the card's title (and its radio's name), its `description` the line under it (the radio's description). The whole card is clickable, and the checked one is outlined in the accent colour. The same props, keyboard (Tab enters at the checked card, the arrow keys move and check), Field anatomy and form behaviour as RadioGroup; compose from `RadioCardGroup.Root`, `RadioCardGroup.Item`… when the props do not cover it.",
      },
    },
  },
} satisfies Meta<typeof RadioCardGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plans side by side: Tab enters at the checked plan, the arrow keys pick another; each radio is named by its title. */
export const Plans: Story = {
  args: { orientation: 'horizontal', defaultValue: 'professional', name: 'plan' },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Plan' });
    const radios = within(group).getAllByRole('radio');
    // Each card's radio is named by its title alone and described by its line of text.
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['starter', 'professional', 'enterprise']);
    const professional = within(group).getByRole('radio', { name: 'Professional' });
    await expect(professional).toHaveAccessibleDescription('Five product lines, up to 50,000 units');
    await expect(within(group).getByRole('radio', { checked: true })).toBe(professional);
    for (const radio of radios) await expectPointerReaches(radio);
    await expectPointerReaches(canvas.getByText('Professional'));

    await userEvent.tab();
    await expect(professional).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const enterprise = within(group).getByRole('radio', { name: 'Enterprise' });
    await expect(enterprise).toBeChecked();
    await expect(enterprise).toHaveFocus();
    await expect(within(group).getByRole('radio', { checked: true })).toBe(enterprise);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('enterprise', plans[2]);
    // The checked card is the one outlined: Ark marks it, the recipe draws it.
    await expect(enterprise.closest('label')).toHaveAttribute('data-state', 'checked');
    await expect(professional.closest('label')).toHaveAttribute('data-state', 'unchecked');

    // A click anywhere on a card checks it.
    await userEvent.click(canvas.getByText('One product line, up to 5,000 units'));
    await expect(within(group).getByRole('radio', { name: 'Starter' })).toBeChecked();
  },
};
