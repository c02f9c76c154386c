import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { Badge, Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRoot, TableRow } from '../../../src';
import { PROJECTS, ProjectsTable } from '../../examples/ProjectsTable';
import projectsTableSource from '../../examples/ProjectsTable.tsx?raw';

const meta = {
  title: 'Components/Data display/Table',
  component: TableRoot,
  parameters: {
    docs: {
      description: {
        component:
          'A data table: `Table.Root`, `Table.Caption`, `Table.Head`, `Table.Body`, `Table.Footer`, `Table.Row`, `Table.Header` (`<th>`, `scope="col"` by default) and `Table.Cell`, also exported flat, plus `Table.Empty` for an empty state. The table sits in a region that scrolls sideways on narrow screens; the region is focusable (Tab, then the arrow keys scroll it) and named after the caption, or `aria-label` without one. Screen readers get real table semantics: captions, column headers and row headers.',
      },
    },
  },
} satisfies Meta<typeof TableRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

const onView = fn();

/** What a row header shares with the cells of its row: only its semantics differ. */
const LOOK = ['verticalAlign', 'fontSize', 'fontWeight', 'color', 'textAlign'] as const;
const look = (element: HTMLElement) => {
  const style = getComputedStyle(element);
  return Object.fromEntries(LOOK.map((property) => [property, style[property]]));
};

/** Row headers (`scope="row"`) are named as such, and look like the body cells beside them. */
export const Default: Story = {
  render: () => <ProjectsTable onView={onView} />,
  parameters: { docs: { source: { code: projectsTableSource, language: 'tsx' } } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'All Projects' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(7);
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(PROJECTS.map((p) => p.name));
    await expect(within(table).getAllByRole('row')).toHaveLength(PROJECTS.length + 1);
    const rowHeader = within(table).getByRole('rowheader', { name: 'Collagen Gummies' });
    await expect(look(rowHeader)).toEqual(look(within(rowHeader.closest('tr')!).getByRole('cell', { name: 'Supplements' })));
    // The column headers keep their own look.
    await expect(look(within(table).getByRole('columnheader', { name: 'Category' }))).not.toEqual(look(rowHeader));
    await userEvent.click(canvas.getByRole('button', { name: 'View Collagen Gummies' }));
    await expect(onView).toHaveBeenCalledWith(2);
  },
};

export const ScrollsOnNarrowScreens: Story = {
  render: () => (
    <Box maxW="xs">
      <ProjectsTable onView={onView} />
    </Box>
  ),
  parameters: { docs: { source: { code: projectsTableSource, language: 'tsx' } } },
  play: async ({ canvas }) => {
    // The region around the table is named by the caption, scrolls sideways and can take keyboard focus.
    const region = canvas.getByRole('region', { name: 'All Projects' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    region.scrollLeft = region.scrollWidth;
    await expect(region.scrollLeft).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  render: () => (
    <Table.Root>
      <Table.Caption>All Projects</Table.Caption>
      <Table.Head>
        <Table.Row>
          <Table.Header>Product Name</Table.Header>
          <Table.Header>Category</Table.Header>
          <Table.Header>Status</Table.Header>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        <Table.Empty colSpan={3} />
      </Table.Body>
    </Table.Root>
  ),
  play: async ({ canvas }) => {
    const message = canvas.getByRole('cell', { name: 'No data to show' });
    await expect(message).toBeVisible();
    await expect(message).toHaveAttribute('colspan', '3');
  },
};

export const EmptyInFrench: Story = {
  ...Empty,
  globals: { locale: 'fr' },
  parameters: {
    docs: {
      source: {
        code: `<LanguageProvider locale="fr">
  <Table.Root>
    <Table.Caption>All Projects</Table.Caption>
    <Table.Head>
      <Table.Row>
        <Table.Header>Product Name</Table.Header>
        <Table.Header>Category</Table.Header>
        <Table.Header>Status</Table.Header>
      </Table.Row>
    </Table.Head>
    <Table.Body>
      <Table.Empty colSpan={3} />
    </Table.Body>
  </Table.Root>
</LanguageProvider>`,
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'Aucune donnée à afficher' })).toBeVisible();
  },
};

export const LabelWithoutCaption: Story = {
  render: () => (
    <Table.Root aria-label="Uploaded files" size="sm">
      <Table.Head>
        <Table.Row>
          <Table.Header>File name</Table.Header>
          <Table.Header>Type</Table.Header>
          <Table.Header>Status</Table.Header>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        <Table.Row>
          <Table.Cell>tropical-can-label-v3.ai</Table.Cell>
          <Table.Cell>Label Design</Table.Cell>
          <Table.Cell>
            <Badge tone="success">Approved</Badge>
          </Table.Cell>
        </Table.Row>
        <Table.Row>
          <Table.Cell>contract-signed.pdf</Table.Cell>
          <Table.Cell>Contract</Table.Cell>
          <Table.Cell>
            <Badge tone="danger">Needs Correction</Badge>
          </Table.Cell>
        </Table.Row>
      </Table.Body>
    </Table.Root>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Uploaded files' });
    await expect(region).not.toHaveAttribute('aria-labelledby');
    await expect(within(region).getAllByRole('row')).toHaveLength(3);
  },
};

export const WithFooter: Story = {
  render: () => (
    <Table.Root>
      <Table.Caption>Shipment Summary</Table.Caption>
      <Table.Head>
        <Table.Row>
          <Table.Header>Product</Table.Header>
          <Table.Header>Trucks</Table.Header>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        <Table.Row>
          <Table.Cell>Energy Drink - Tropical</Table.Cell>
          <Table.Cell>1</Table.Cell>
        </Table.Row>
        <Table.Row>
          <Table.Cell>Protein Shake - Vanilla</Table.Cell>
          <Table.Cell>2</Table.Cell>
        </Table.Row>
      </Table.Body>
      <Table.Footer>
        <Table.Row>
          <Table.Header scope="row">Total</Table.Header>
          <Table.Cell>3</Table.Cell>
        </Table.Row>
      </Table.Footer>
    </Table.Root>
  ),
  play: async ({ canvas }) => {
    const total = canvas.getByRole('rowheader', { name: 'Total' });
    await expect(total.closest('tfoot')).not.toBeNull();
    const sum = within(total.closest('tr')!).getByRole('cell', { name: '3' });
    await expect(sum).toBeVisible();
    // In the footer, the row header looks like the footer's cells.
    await expect(look(total)).toEqual(look(sum));
  },
};

export const FlatExports: Story = {
  render: () => (
    <TableRoot size="sm">
      <TableCaption>Recent Activity</TableCaption>
      <TableHead>
        <TableRow>
          <TableHeader>Event</TableHeader>
          <TableHeader>Date</TableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        <TableRow>
          <TableCell>Artwork approved</TableCell>
          <TableCell>April 14, 2025</TableCell>
        </TableRow>
      </TableBody>
    </TableRoot>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Recent Activity' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Event' })).toHaveAttribute('scope', 'col');
  },
};
