import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import {
  BrandStyle,
  Button,
  Checkbox,
  createBrand,
  Grid,
  Group,
  Link,
  Pagination,
  SegmentGroup,
  Slider,
  Stack,
  Switch,
  Tabs,
  TextField,
} from '../../src';

/** The parts that take the accent, side by side, as a portal's page shows them in its brand. */
function BrandedPage({ brand }: { brand: string }) {
  const derived = useMemo(() => createBrand(brand), [brand]);
  return (
    <>
      <BrandStyle brand={derived} />
      <Grid columns={{ base: 1, md: 2 }} gap="6" style={{ maxWidth: 'var(--sizes-3xl)' }}>
        <Stack gap="4">
          <Group gap="3">
            <Button>Place order</Button>
            <Button variant="outline">Save draft</Button>
          </Group>
          <Link href="#orders">View all orders</Link>
          <TextField label="Brand name" defaultValue="Berg Drinks" />
          <Checkbox defaultChecked>Send me shipping updates</Checkbox>
          <Switch defaultChecked>Two-factor sign-in</Switch>
        </Stack>
        <Stack gap="4">
          <Tabs
            label="Order"
            items={[
              { value: 'details', label: 'Details', content: 'Energy Drink, 12,000 cans.' },
              { value: 'shipping', label: 'Shipping', content: 'Two trucks booked.' },
            ]}
          />
          <SegmentGroup
            label="Billing"
            items={[
              { value: 'monthly', label: 'Monthly' },
              { value: 'annual', label: 'Annual' },
            ]}
            defaultValue="annual"
          />
          <Slider label="Quantity" min={0} max={100} defaultValue={40} />
          <Pagination count={120} defaultPageSize={20} defaultPage={2} />
        </Stack>
      </Grid>
    </>
  );
}

const meta = {
  title: 'Docs/Brands',
  component: BrandedPage,
  parameters: {
    docs: {
      description: {
        component:
          "The components in a portal's brand, from one colour: `<LabelportProvider brand={createBrand('#15803d')}>` (made once, at module level), or `BrandStyle` beside your own providers, or `createPreset({ brand })` with Panda. The accent (buttons, links, checked controls, the selected tab, the focus ring) is derived in the colour's hue at WCAG AA in both themes; axe checks each story in light and dark. Where the colour itself would fall short, as this orange does with white text, a darker step of its hue fills the buttons and the console says so in development.",
      },
    },
  },
} satisfies Meta<typeof BrandedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A colour as the browser computes it (`rgb(…)`), to compare with a computed style. */
function computed(color: string) {
  const probe = document.createElement('span');
  probe.style.color = color;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

/** What a user sees of the brand: the filled button, the checked box and the focus ring, in its colours. */
async function showsBrand(canvasElement: HTMLElement, brand: string) {
  const { light } = createBrand(brand);
  const placeOrder = within(canvasElement).getByRole('button', { name: 'Place order' });
  await expect(getComputedStyle(placeOrder).backgroundColor).toBe(computed(light.solid));
  const checkbox = canvasElement.querySelector('[data-scope="checkbox"][data-part="control"]');
  if (!checkbox) throw new Error('No checkbox');
  await expect(getComputedStyle(checkbox).backgroundColor).toBe(computed(light.solid));
  // The focus ring, from the keyboard.
  await userEvent.tab();
  await expect(placeOrder).toHaveFocus();
  await expect(getComputedStyle(placeOrder).outlineColor).toBe(computed(light.focusRing));
  placeOrder.blur();
}

/** A green that works as it is: it fills the buttons and draws the focus ring itself. */
export const Green: Story = {
  args: { brand: '#15803d' },
  // 'Show code' gives what a portal writes, not this page's helper.
  parameters: {
    docs: {
      source: {
        code: `const brand = createBrand('#15803d');\n\n<LabelportProvider brand={brand}>\n  {/* your app */}\n</LabelportProvider>;`,
        language: 'tsx',
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    await expect(createBrand(args.brand).notes).toEqual([]);
    await showsBrand(canvasElement, args.brand);
  },
};

/** An orange too light for white text: a darker orange fills the buttons, and the note says which. */
export const Orange: Story = {
  args: { brand: '#ea580c' },
  // 'Show code' gives what a portal writes, not this page's helper.
  parameters: {
    docs: {
      source: {
        code: `const brand = createBrand('#ea580c');\n\n<LabelportProvider brand={brand}>\n  {/* your app */}\n</LabelportProvider>;`,
        language: 'tsx',
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const { light, notes } = createBrand(args.brand);
    await expect(light.solid).not.toBe(args.brand);
    await expect(notes[0]).toContain('gives 3.5:1 with white text');
    await showsBrand(canvasElement, args.brand);
  },
};
