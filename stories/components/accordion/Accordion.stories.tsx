import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { Accordion } from '../../../src';

const faq = [
  {
    value: 'trial',
    title: 'Is there a free trial?',
    content: 'Yes: 14 days with every feature, and no credit card is needed.',
  },
  {
    value: 'annual',
    title: 'Do you offer annual billing?',
    content: 'Annual billing saves 20% compared with paying monthly.',
  },
  {
    value: 'limit',
    title: 'What happens above my shipment limit?',
    content: 'Extra shipments are charged per shipment, and we let you know as you approach the limit.',
  },
];

const meta = {
  title: 'Components/Layout/Accordion',
  component: Accordion,
  args: { items: faq, onValueChange: fn() },
  decorators: [
    (Story) => (
      <Box maxW="2xl">
        <Story />
      </Box>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Stacked sections that open and close (Ark Accordion). By default one item is open at a time and an open item can be closed again (the FAQ rule). Each title is a button inside a heading (`headingLevel`, default 3) with `aria-expanded`; its panel is a `region` named by the title. Keyboard: Enter or Space toggles, ArrowDown/ArrowUp move between titles, Home/End jump to the first/last.',
      },
    },
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trial = canvas.getByRole('button', { name: 'Is there a free trial?' });
    const annual = canvas.getByRole('button', { name: 'Do you offer annual billing?' });
    await expect(trial).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trial);
    await expect(trial).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'Is there a free trial?' })).toHaveTextContent('14 days');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: ['trial'] }));
    // Opening another closes the first: one at a time.
    await userEvent.click(annual);
    await expect(annual).toHaveAttribute('aria-expanded', 'true');
    await expect(trial).toHaveAttribute('aria-expanded', 'false');
    // The open one can be closed.
    await userEvent.click(annual);
    await expect(annual).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const button = (name: string) => canvas.getByRole('button', { name });
    await userEvent.tab();
    await waitFor(() => expect(button('Is there a free trial?')).toHaveFocus());
    // Ark has taken note of the focus (it ignores arrows until then).
    await waitFor(() => expect(button('Is there a free trial?')).toHaveAttribute('data-focus'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(button('Do you offer annual billing?')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button('Do you offer annual billing?')).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(button('What happens above my shipment limit?')).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(button('What happens above my shipment limit?')).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(button('Do you offer annual billing?')).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(button('Is there a free trial?')).toHaveFocus());
  },
};

export const Headings: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings.map((heading) => heading.textContent)).toEqual(faq.map((item) => item.title));
  },
};

export const DefaultOpen: Story = {
  args: { defaultValue: ['annual'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Do you offer annual billing?' })).toBeVisible();
  },
};

export const Multiple: Story = {
  args: { multiple: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Is there a free trial?' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Do you offer annual billing?' }));
    await expect(canvas.getAllByRole('region')).toHaveLength(2);
  },
};

export const DisabledItem: Story = {
  args: { items: faq.map((item) => (item.value === 'limit' ? { ...item, disabled: true } : item)) },
  play: async ({ canvas }) => {
    const limit = canvas.getByRole('button', { name: 'What happens above my shipment limit?' });
    await expect(limit).toBeDisabled();
    await userEvent.click(limit, { pointerEventsCheck: 0 });
    await expect(limit).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The compound parts. */
export const Composed: Story = {
  render: () => (
    <Accordion.Root defaultValue={['a']}>
      <Accordion.Item value="a">
        <Accordion.Heading>
          <Accordion.ItemTrigger>
            Which payment methods do you accept?
            <Accordion.ItemIndicator>▾</Accordion.ItemIndicator>
          </Accordion.ItemTrigger>
        </Accordion.Heading>
        <Accordion.ItemContent>Major credit cards, PayPal, and bank transfers for annual plans.</Accordion.ItemContent>
      </Accordion.Item>
    </Accordion.Root>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Which payment methods/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Collapsible by default, in the compound form too.
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};
