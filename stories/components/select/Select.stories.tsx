import type { Meta, StoryObj } from '@storybook/react-vite';
import { Check, ChevronDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box, Stack } from 'styled-system/jsx';
import { Button, createListCollection, Select, type SelectOption } from '../../../src';
import { focusReturnedTo } from '../../support/overlay';
import {
  chooseOption,
  highlightedOptionInView,
  listTakingKeys,
  openWithKeyboard,
  watchOpenListLimits,
} from '../../support/select';

const packages: SelectOption[] = [
  { value: 'cans', label: 'Cans' },
  { value: 'petBottle', label: 'PET Bottle' },
  { value: 'glass', label: 'Glass' },
  { value: 'sachets', label: 'Sachets' },
];

const meta = {
  title: 'Components/Forms/Select',
  component: Select,
  args: { label: 'Package Type', items: packages, onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A single-choice dropdown built on Ark Select. The trigger has role `combobox` and is named by the label; it opens a `listbox` of `option`s. Keyboard: Enter, Space or ArrowDown opens the list, arrows and Home/End move, typing a letter jumps to a match, Enter chooses, Escape closes and focus stays on the trigger. A hidden native `<select name>` carries the value into form submits. Past 20 options the list is virtualised (`virtualize`): only the options in view are in the page, each saying where it is in the whole list. Use the flat parts (`SelectRoot`, `SelectTrigger`…) or `Select.Root`… for anything the convenience props do not cover.',
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Package Type' });
    await expect(trigger).toHaveTextContent('Select an option');
    await userEvent.click(trigger);
    const listbox = await body(canvasElement).findByRole('listbox', { name: 'Package Type' });
    await waitFor(() => expect(listbox).toBeVisible());
    await userEvent.click(within(listbox).getByRole('option', { name: 'Glass' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('glass', expect.objectContaining({ value: 'glass' }));
    await expect(trigger).toHaveTextContent('Glass');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Package Type' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await listTakingKeys(canvasElement, 'Package Type');
    await waitFor(() => expect(listbox).toBeVisible());
    // End goes to the last option, Home back to the first, ArrowDown one further.
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Sachets' })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Home}{ArrowDown}');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'PET Bottle' })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('petBottle', expect.anything());
    await expect(trigger).toHaveTextContent('PET Bottle');
    await waitFor(() => expect(trigger).toHaveFocus());
    // Escape closes without choosing.
    const reopened = await openWithKeyboard(canvasElement, 'Package Type');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(reopened).getByRole('option', { name: 'Glass' })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(trigger).toHaveTextContent('PET Bottle');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'sachets' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Package Type' })).toHaveTextContent('Sachets');
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [category, setCategory] = useState('');
    const [type, setType] = useState('');
    const types: Record<string, SelectOption[]> = {
      beverages: [
        { value: 'energy', label: 'Energy drinks' },
        { value: 'water', label: 'Water' },
      ],
      supplements: [
        { value: 'gummies', label: 'Gummies' },
        { value: 'protein', label: 'Protein powder' },
      ],
    };
    return (
      <Stack gap="4" maxW="sm">
        <Select
          label="Product Category"
          items={[
            { value: 'beverages', label: 'Beverages' },
            { value: 'supplements', label: 'Supplements' },
          ]}
          value={category}
          onValueChange={(value) => {
            setCategory(value);
            // Changing the category resets the product type, whose options depend on it.
            setType('');
          }}
        />
        <Select
          label="Product Type"
          items={types[category] ?? []}
          value={type}
          onValueChange={(value, option) => {
            setType(value);
            args.onValueChange?.(value, option);
          }}
          disabled={!category}
        />
      </Stack>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const type = canvas.getByRole('combobox', { name: 'Product Type' });
    await expect(type).toBeDisabled();
    await chooseOption(canvasElement, 'Product Category', 'Beverages');
    await waitFor(() => expect(type).toBeEnabled());
    await chooseOption(canvasElement, 'Product Type', 'Water');
    await chooseOption(canvasElement, 'Product Category', 'Supplements');
    await waitFor(() => expect(type).toHaveTextContent('Select an option'));
  },
};

export const DisabledOption: Story = {
  args: { items: [...packages.slice(0, 3), { value: 'sachets', label: 'Sachets', disabled: true }] },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Package Type' }));
    const option = await body(canvasElement).findByRole('option', { name: 'Sachets' });
    await expect(option).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(option, { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
    await focusReturnedTo(canvas.getByRole('combobox', { name: 'Package Type' }));
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'cans' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Package Type' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Invalid: Story = {
  args: { invalid: true, errorText: 'Choose a package type.' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Package Type' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Choose a package type.');
    await expect(canvas.getByText('Choose a package type.')).toBeVisible();
    // The error icon of every field.
    await expect(canvas.getByText('Choose a package type.').querySelector('svg')).not.toBeNull();
  },
};

/** Required, with a hint: the same anatomy as TextField's (a '*' after the label, the hint describing the trigger). */
export const RequiredWithHelperText: Story = {
  args: { required: true, name: 'package', helperText: 'The container the product ships in.' },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Package Type' });
    await expect(trigger).toHaveAccessibleDescription('The container the product ships in.');
    // The mark is the Field's, hidden from screen readers: the native select carries `required`.
    const mark = canvasElement.querySelector('[data-scope="field"][data-part="required-indicator"]');
    await expect(mark).toHaveTextContent('*');
    await expect(canvasElement.querySelector('select[name="package"]')).toBeRequired();
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvas }) => {
    // Not shown, but still the trigger's name.
    const trigger = canvas.getByRole('combobox', { name: 'Package Type' });
    await expect(trigger).toBeVisible();
    const label = canvas.getByText('Package Type');
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

const PRODUCTS: SelectOption[] = Array.from({ length: 10_000 }, (_, index) => {
  const number = String(index + 1).padStart(5, '0');
  return { value: `sku-${number}`, label: `Product ${number}` };
});

/**
 * 10,000 options: only those in view are in the page, each saying where it is in the whole list. The keys
 * reach every option (End, typing), choosing works, and a native form submits the value, while the hidden
 * native select holds the chosen option only.
 */
export const LongList: Story = {
  // The args' 10,000 options would make a snippet too long to show: this is the code.
  parameters: {
    docs: {
      source: {
        code: `const products = Array.from({ length: 10_000 }, (_, index) => {
  const number = String(index + 1).padStart(5, '0');
  return { value: \`sku-\${number}\`, label: \`Product \${number}\` };
});

function ProductOrder() {
  const [submitted, setSubmitted] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(String(new FormData(event.currentTarget).get('product')));
      }}
    >
      <Stack gap="4" maxW="sm">
        <Select label="Product" name="product" items={products} />
        <Button type="submit">Order</Button>
        <output>{submitted && \`Ordered \${submitted}\`}</output>
      </Stack>
    </form>
  );
}`,
        language: 'tsx',
      },
    },
  },
  render: function Render(args) {
    const [submitted, setSubmitted] = useState('');
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(String(new FormData(event.currentTarget).get('product')));
        }}
      >
        <Stack gap="4" maxW="sm">
          <Select {...args} label="Product" name="product" items={PRODUCTS} />
          <Button type="submit">Order</Button>
          <output>{submitted && `Ordered ${submitted}`}</output>
        </Stack>
      </form>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Product' });
    await userEvent.click(trigger);
    const listbox = await listTakingKeys(canvasElement, 'Product');
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(5));
    await expect(within(listbox).getAllByRole('option').length).toBeLessThan(40);
    await expect(within(listbox).getAllByRole('option')[0]).toHaveAttribute('aria-setsize', '10000');
    await userEvent.keyboard('{End}');
    const last = await highlightedOptionInView(listbox, 'Product 10000');
    await expect(last).toHaveAttribute('aria-posinset', '10000');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveTextContent('Product 10000'));
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(canvasElement.querySelectorAll('select[name="product"] option')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Order' }));
    await expect(canvas.getByText('Ordered sku-10000')).toBeVisible();
    // Whether the clicked button shows a focus ring is the browser's guess: the screenshot must not depend on it.
    canvas.getByRole('button', { name: 'Order' }).blur();
  },
};

const COUNTRIES: SelectOption[] = Object.entries({
  AT: 'Austria',
  BE: 'Belgium',
  HR: 'Croatia',
  CZ: 'Czechia',
  DK: 'Denmark',
  EE: 'Estonia',
  FI: 'Finland',
  FR: 'France',
  DE: 'Germany',
  GR: 'Greece',
  HU: 'Hungary',
  IS: 'Iceland',
  IE: 'Ireland',
  IT: 'Italy',
  LV: 'Latvia',
  LT: 'Lithuania',
  LU: 'Luxembourg',
  NL: 'Netherlands',
  NO: 'Norway',
  PL: 'Poland',
  PT: 'Portugal',
  RO: 'Romania',
  SK: 'Slovakia',
  SI: 'Slovenia',
  ES: 'Spain',
  SE: 'Sweden',
  CH: 'Switzerland',
}).map(([value, label]) => ({ value, label }));

/**
 * 27 countries: past 20 options the list is virtualised, so it opens as fast as a short one. The hidden native
 * select still holds every country, so a browser's autofill (`autoComplete="country"`) can choose any of them.
 */
export const ManyOptions: Story = {
  args: { label: 'Country', name: 'country', autoComplete: 'country', items: COUNTRIES },
  // The args' 27 countries would make a long snippet: this is the code.
  parameters: {
    docs: {
      source: {
        code: `const countries = Object.entries({ AT: 'Austria', BE: 'Belgium', /* … */ CH: 'Switzerland' }).map(
  ([value, label]) => ({ value, label }),
);

<Select label="Country" name="country" autoComplete="country" items={countries} />`,
        language: 'tsx',
      },
    },
  },
  play: async ({ canvas, canvasElement, args }) => {
    // A browser's autofill sets the hidden native select, and the select shows the country.
    const native = canvasElement.querySelector<HTMLSelectElement>('select[name="country"]')!;
    await expect(native.options).toHaveLength(COUNTRIES.length + 1);
    native.value = 'SE';
    native.dispatchEvent(new Event('change', { bubbles: true }));
    const trigger = canvas.getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(trigger).toHaveTextContent('Sweden'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('SE', { value: 'SE', label: 'Sweden' });

    // Open, the list holds the countries in view, each saying where it is among all 27; the chosen one is highlighted.
    const limits = watchOpenListLimits(canvasElement.ownerDocument.body);
    await userEvent.click(trigger);
    const listbox = await body(canvasElement).findByRole('listbox', { name: 'Country' });
    const sweden = await highlightedOptionInView(listbox, 'Sweden');
    await expect(sweden).toHaveAttribute('aria-posinset', '26');
    await expect(sweden).toHaveAttribute('aria-setsize', '27');
    await expect(within(listbox).getAllByRole('option').length).toBeLessThan(COUNTRIES.length);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());

    // Opened again from the keyboard: Ark scrolled the list to its top as it closed, and brings the chosen
    // country back into view.
    await userEvent.keyboard('{Enter}');
    await highlightedOptionInView(listbox, 'Sweden');
    // Limited from the moment it opened: unlimited for a frame, the list rendered all 27 (seen under load).
    await expect(limits.stop()).not.toContain('none');
  },
};

export const InAForm: Story = {
  render: function Render(args) {
    const [submitted, setSubmitted] = useState('');
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(String(new FormData(event.currentTarget).get('package')));
        }}
      >
        <Stack gap="4" maxW="sm" alignItems="flex-start">
          <Select {...args} name="package" defaultValue="cans" />
          <Button type="submit">Submit Request</Button>
          <output>{submitted && `Submitted: ${submitted}`}</output>
        </Stack>
      </form>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await chooseOption(canvasElement, 'Package Type', 'PET Bottle');
    // Tab in the open list closes it, choosing nothing, and moves on to the next control of the form.
    const trigger = canvas.getByRole('combobox', { name: 'Package Type' });
    const listbox = await openWithKeyboard(canvasElement, 'Package Type');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Glass' })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    const submit = canvas.getByRole('button', { name: 'Submit Request' });
    await focusReturnedTo(submit);
    await expect(trigger).toHaveTextContent('PET Bottle');
    await userEvent.click(submit);
    await expect(await canvas.findByText('Submitted: petBottle')).toBeVisible();
  },
};

/** The compound parts, here with option groups. */
export const Composed: Story = {
  render: function ProductTypeSelect() {
    const grouped = useMemo(
      () =>
        createListCollection({
          items: [
            { value: 'energy', label: 'Energy drinks', group: 'Beverages' },
            { value: 'water', label: 'Water', group: 'Beverages' },
            { value: 'gummies', label: 'Gummies', group: 'Supplements' },
            { value: 'shots', label: 'Health shots', group: 'Supplements' },
          ],
          groupBy: (item) => item.group,
        }),
      [],
    );
    return (
      <Box maxW="sm">
        <Select.Root collection={grouped} positioning={{ sameWidth: true }}>
          <Select.Label>Product Type</Select.Label>
          <Select.Control>
            <Select.Trigger>
              <Select.ValueText placeholder="Choose a product" />
              <Select.Indicator>
                <ChevronDown aria-hidden />
              </Select.Indicator>
            </Select.Trigger>
          </Select.Control>
          <Select.Positioner>
            <Select.Content>
              {grouped.group().map(([group, items]) => (
                <Select.ItemGroup key={group}>
                  <Select.ItemGroupLabel>{group}</Select.ItemGroupLabel>
                  {items.map((item) => (
                    <Select.Item key={item.value} item={item}>
                      <Select.ItemText>{item.label}</Select.ItemText>
                      <Select.ItemIndicator>
                        <Check aria-hidden />
                      </Select.ItemIndicator>
                    </Select.Item>
                  ))}
                </Select.ItemGroup>
              ))}
            </Select.Content>
          </Select.Positioner>
          <Select.HiddenSelect />
        </Select.Root>
      </Box>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Product Type' }));
    const group = await body(canvasElement).findByRole('group', { name: 'Supplements' });
    await userEvent.click(within(group).getByRole('option', { name: 'Health shots' }));
    await expect(canvas.getByRole('combobox', { name: 'Product Type' })).toHaveTextContent('Health shots');
  },
};
