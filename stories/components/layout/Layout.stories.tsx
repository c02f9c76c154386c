import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, Button, Center, Container, Grid, Group, Stack, Text } from '../../../src';
import { DeliveryAddressPage } from '../../examples/DeliveryAddressPage';
import deliveryAddressPageSource from '../../examples/DeliveryAddressPage.tsx?raw';

const meta = {
  title: 'Components/Layout/Primitives',
  component: Stack,
  parameters: {
    docs: {
      description: {
        component:
          "The layout primitives, for a portal with or without Panda: `Stack` (a column with a gap), `Group` (a row that wraps), `Grid` (equal columns, responsive by breakpoint: `columns={{ base: 1, md: 2 }}`), `Container` (the page's width and gutters) and `Center`. Every value is a step of the spacing scale (`gap=\"4\"`), an alignment or a column count, all in the prebuilt stylesheet: nothing is generated at run time. Each is a `div`, or with `asChild` the element you pass; they follow the page's direction (a Group's first child is at the right in Arabic). A portal running Panda may keep its own `styled-system/jsx` patterns instead.",
      },
    },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (element: Element) => element.getBoundingClientRect();

/** Fields of a delivery address: one column on a phone, two from 768 px, the buttons at the row's end. */
export const PageAndTwoColumnForm: Story = {
  render: () => <DeliveryAddressPage />,
  parameters: { docs: { source: { code: deliveryAddressPageSource, language: 'tsx' } } },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Delivery address' });
    const [company, contact, street] = ['Company', 'Contact', 'Street'].map((name) =>
      box(within(form).getByRole('textbox', { name })),
    );
    // The story's frame is wider than 768 px: two columns of equal width, 1rem apart.
    await expect(contact.top).toBe(company.top);
    await expect(contact.width).toBeCloseTo(company.width, 0);
    await expect(contact.left - company.right).toBeCloseTo(16, 0);
    await expect(street.left).toBe(company.left);
    await expect(street.top).toBeGreaterThan(company.bottom);
    // The buttons at the row's end; the page at most 768 px wide, centred.
    const save = box(canvas.getByRole('button', { name: 'Save address' }));
    await expect(save.right).toBeCloseTo(contact.right, 0);
    const page = box(form.closest('.layout-container') as Element);
    await expect(page.width).toBeLessThanOrEqual(768);
    await expect(Math.abs(page.left - (window.innerWidth - page.right))).toBeLessThan(2);
  },
};

/** A Stack's children in a column, `gap` apart; a Group's in a row that wraps when it is full, from the right in Arabic. */
export const StackAndGroup: Story = {
  render: () => (
    <Stack gap="6">
      <Stack gap="2" data-testid="stack">
        <Text>Pickup booked</Text>
        <Text>Loaded</Text>
        <Text>Delivered</Text>
      </Stack>
      <Group gap="2" data-testid="group" style={{ width: 'var(--sizes-xs)' }}>
        <Badge>Glass</Badge>
        <Badge>Aluminium</Badge>
        <Badge>Carton</Badge>
        <Badge>Shrink wrap</Badge>
      </Group>
      <Group justify="between" data-testid="between">
        <Text>3 selected</Text>
        <Button size="sm">Export</Button>
      </Group>
      <Group dir="rtl" lang="ar">
        <Badge>زجاج</Badge>
        <Badge>كرتون</Badge>
      </Group>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const [booked, loaded] = ['Pickup booked', 'Loaded'].map((text) => box(canvas.getByText(text)));
    await expect(loaded.top - booked.bottom).toBeCloseTo(8, 0);
    await expect(loaded.left).toBe(booked.left);
    // Four tags do not fit in 20rem: the last goes on to a second line, 0.5rem below.
    const [glass, aluminium, wrap] = ['Glass', 'Aluminium', 'Shrink wrap'].map((text) => box(canvas.getByText(text)));
    await expect(aluminium.top).toBe(glass.top);
    await expect(wrap.top).toBeGreaterThan(glass.bottom);
    const between = box(canvas.getByTestId('between'));
    await expect(box(canvas.getByRole('button', { name: 'Export' })).right).toBeCloseTo(between.right, 0);
    // Right to left, the row starts at the right.
    await expect(box(canvas.getByText('زجاج')).left).toBeGreaterThan(box(canvas.getByText('كرتون')).right);
  },
};

const NESTED_GRIDS_CODE = `<Grid columns={{ base: 1, md: 3 }}>
  <Grid columns={2} gap="2">
    <Center>A1</Center>
    <Center>A2</Center>
  </Grid>
  <Center>B</Center>
  <Center>C</Center>
</Grid>`;

/** A grid inside another keeps its own column count: every breakpoint's count is set on each grid. */
export const NestedGrids: Story = {
  // Storybook's own snippet of a grid in a grid stops after the outer tag.
  parameters: { docs: { source: { code: NESTED_GRIDS_CODE, language: 'tsx' } } },
  render: () => (
    <Grid columns={{ base: 1, md: 3 }} data-testid="outer">
      <Grid columns={2} gap="2" data-testid="inner">
        <Center>A1</Center>
        <Center>A2</Center>
      </Grid>
      <Center>B</Center>
      <Center>C</Center>
    </Grid>
  ),
  play: async ({ canvas }) => {
    const [b, c] = ['B', 'C'].map((text) => box(canvas.getByText(text)));
    await expect(c.top).toBe(b.top);
    const [a1, a2] = ['A1', 'A2'].map((text) => box(canvas.getByText(text)));
    // Two columns inside, not the outer grid's three.
    await expect(a2.top).toBe(a1.top);
    const inner = box(canvas.getByTestId('inner'));
    await expect(a2.left - inner.left).toBeGreaterThan(inner.width / 2 - 8);
  },
};

/** A Container at `sm`: at most 640 px wide with its gutters, centred in the page. */
export const ContainerSizes: Story = {
  render: () => (
    <Stack gap="4">
      <Container size="sm" data-testid="sm">
        <Text>At most 640 px wide.</Text>
      </Container>
      <Container size="full" data-testid="full">
        <Text>As wide as the page.</Text>
      </Container>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const sm = box(canvas.getByTestId('sm'));
    await expect(sm.width).toBe(640);
    const full = box(canvas.getByTestId('full'));
    await expect(Math.round(sm.left + sm.width / 2)).toBe(Math.round(full.left + full.width / 2));
    await expect(full.width).toBeGreaterThan(640);
    // The gutters: the text starts 1.5rem in from 768 px.
    await expect(box(canvas.getByText('At most 640 px wide.')).left - sm.left).toBe(24);
  },
};
