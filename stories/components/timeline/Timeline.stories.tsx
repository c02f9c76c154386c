import type { Meta, StoryObj } from '@storybook/react-vite';
import { House, Package, TriangleAlert, Truck } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Card, Container, Timeline } from '../../../src';
import { expectRightToLeft } from '../../support/direction';

const meta = {
  title: 'Components/Data display/Timeline',
  component: Timeline.Root,
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
  parameters: {
    docs: {
      description: {
        component:
          "A vertical list of dated events, earliest at the top, as a shipment's tracking history: `Timeline.Root` (an `<ol>`; give it an `aria-label`), `Timeline.Item` (an `<li>`), `Timeline.Indicator`, `Timeline.Content`, `Timeline.Title`, `Timeline.Time` and `Timeline.Description` (also exported flat as `TimelineRoot`…). Each item has a `status`: `complete` (the default, a filled dot), `current` (a ringed dot, and `aria-current=\"step\"`) or `upcoming` (a hollow dot); the line between two dots turns green after a completed event, and there is none after the last. The status is never colour alone: screen readers hear it after the title ('Picked up, Completed', translated; `statusLabel` to change it). `tone=\"danger\"` marks an event that went wrong, e.g. a failed delivery attempt. The indicator may hold an icon. The title is a real heading (`level` 1–6, default 3). `Timeline.Time` takes `value` (a `Date` or an ISO string), writes it as `<time dateTime>` and shows it in the page's language and the provider's time zone; `format` takes a named date style or `Intl.DateTimeFormat` options. Right to left, the indicators are at the right.",
      },
    },
  },
} satisfies Meta<typeof Timeline.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list named `name` and its items. */
function itemsOf(scope: HTMLElement, name: string) {
  const list = within(scope).getByRole('list', { name });
  return { list, items: within(list).getAllByRole('listitem') };
}

/** Each `<time>`'s machine-readable value and its text as shown (any space written as a plain one). */
function timesIn(list: HTMLElement) {
  return [...list.querySelectorAll('time')].map((time) => [time.getAttribute('datetime'), time.textContent?.replace(/\s/g, ' ')]);
}

const part = (item: HTMLElement, slot: string) => item.querySelector(`.timeline__${slot}`) as HTMLElement;

/**
 * A shipment's tracking history: picked up and in transit done, out for delivery now, delivered still to come.
 * Times are the shipment's local times, written in the page's language.
 */
export const ShipmentTracking: Story = {
  render: (args) => (
    <Container size="sm">
      <Timeline.Root {...args} aria-label="Tracking history">
        <Timeline.Item status="complete">
          <Timeline.Indicator />
          <Timeline.Content>
            <Timeline.Title>Picked up</Timeline.Title>
            <Timeline.Time value="2025-05-12T08:30" />
            <Timeline.Description>Gothenburg, Sweden</Timeline.Description>
          </Timeline.Content>
        </Timeline.Item>
        <Timeline.Item status="complete">
          <Timeline.Indicator />
          <Timeline.Content>
            <Timeline.Title>In transit</Timeline.Title>
            <Timeline.Time value="2025-05-13T14:05" />
            <Timeline.Description>Hamburg, Germany</Timeline.Description>
          </Timeline.Content>
        </Timeline.Item>
        <Timeline.Item status="current">
          <Timeline.Indicator />
          <Timeline.Content>
            <Timeline.Title>Out for delivery</Timeline.Title>
            <Timeline.Time value="2025-05-14T07:45" />
            <Timeline.Description>Lyon, France</Timeline.Description>
          </Timeline.Content>
        </Timeline.Item>
        <Timeline.Item status="upcoming">
          <Timeline.Indicator />
          <Timeline.Content>
            <Timeline.Title>Delivered</Timeline.Title>
            <Timeline.Time value="2025-05-14" />
            <Timeline.Description>Expected by the end of the day</Timeline.Description>
          </Timeline.Content>
        </Timeline.Item>
      </Timeline.Root>
    </Container>
  ),
  play: async ({ canvasElement }) => {
    const { list, items } = itemsOf(canvasElement, 'Tracking history');
    await expect(list.tagName).toBe('OL');
    await expect(items).toHaveLength(4);
    // Only the current event is marked so, for screen readers too.
    await expect(items.filter((item) => item.getAttribute('aria-current') === 'step')).toEqual([items[2]]);
    await expect(items.map((item) => item.dataset.status)).toEqual(['complete', 'complete', 'current', 'upcoming']);
    const headings = within(list).getAllByRole('heading', { level: 3 });
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      'Picked up, Completed',
      'In transit, Completed',
      'Out for delivery, Current',
      'Delivered, Upcoming',
    ]);
    // The status words are for screen readers only: hidden from sight in a box of at most a pixel.
    const hidden = within(headings[0]).getByText(', Completed').getBoundingClientRect();
    await expect(hidden.width * hidden.height).toBeLessThanOrEqual(1);
    await expect(timesIn(list)).toEqual([
      ['2025-05-12T08:30', 'May 12, 2025, 8:30 AM'],
      ['2025-05-13T14:05', 'May 13, 2025, 2:05 PM'],
      ['2025-05-14T07:45', 'May 14, 2025, 7:45 AM'],
      ['2025-05-14', 'May 14, 2025'],
    ]);
    // A line joins each event to the next, and none follows the last; the indicators are decoration.
    const line = (item: HTMLElement) => getComputedStyle(item, '::after');
    for (const item of items.slice(0, 3)) await expect(line(item).content).not.toBe('none');
    await expect(line(items[3]).content).toBe('none');
    await expect(Number.parseFloat(line(items[0]).height)).toBeGreaterThan(0);
    for (const item of items) await expect(part(item, 'indicator')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** In Swedish: the dates and times in Swedish order, and the status words translated. */
export const Swedish: Story = {
  globals: { locale: 'sv' },
  render: (args) => (
    <Container size="sm">
      <Timeline.Root {...args} aria-label="Spårningshistorik">
        <Timeline.Item status="complete">
          <Timeline.Indicator />
          <Timeline.Content>
            <Timeline.Title>Upphämtad</Timeline.Title>
            <Timeline.Time value="2025-05-12T08:30" />
          </Timeline.Content>
        </Timeline.Item>
        <Timeline.Item status="current">
          <Timeline.Indicator />
          <Timeline.Content>
            <Timeline.Title>Ute för leverans</Timeline.Title>
            <Timeline.Time value="2025-05-14T07:45" />
          </Timeline.Content>
        </Timeline.Item>
        <Timeline.Item status="upcoming">
          <Timeline.Indicator />
          <Timeline.Content>
            <Timeline.Title>Levererad</Timeline.Title>
            <Timeline.Time value="2025-05-14" />
          </Timeline.Content>
        </Timeline.Item>
      </Timeline.Root>
    </Container>
  ),
  play: async ({ canvasElement }) => {
    const { list } = itemsOf(canvasElement, 'Spårningshistorik');
    // The hidden words are a box of their own, so the computed name may have a space before the comma.
    await expect(within(list).getByRole('heading', { name: /^Upphämtad\s*, Klart$/ })).toBeVisible();
    await expect(within(list).getByRole('heading', { name: /^Ute för leverans\s*, Pågår$/ })).toBeVisible();
    await expect(within(list).getByRole('heading', { name: /^Levererad\s*, Kommande$/ })).toBeVisible();
    await expect(timesIn(list)).toEqual([
      ['2025-05-12T08:30', '12 maj 2025 08:30'],
      ['2025-05-14T07:45', '14 maj 2025 07:45'],
      ['2025-05-14', '14 maj 2025'],
    ]);
  },
};

/** Right to left, in Arabic: the indicators and their line are at the right, the text to their left. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <Container size="sm">
      <Timeline.Root {...args} aria-label="سجل التتبع">
        <Timeline.Item status="complete">
          <Timeline.Indicator />
          <Timeline.Content>
            <Timeline.Title>تم الاستلام</Timeline.Title>
            <Timeline.Description>غوتنبرغ، السويد</Timeline.Description>
          </Timeline.Content>
        </Timeline.Item>
        <Timeline.Item status="current">
          <Timeline.Indicator />
          <Timeline.Content>
            <Timeline.Title>قيد التوصيل</Timeline.Title>
            <Timeline.Description>ليون، فرنسا</Timeline.Description>
          </Timeline.Content>
        </Timeline.Item>
      </Timeline.Root>
    </Container>
  ),
  play: async ({ canvasElement }) => {
    const { list, items } = itemsOf(canvasElement, 'سجل التتبع');
    await expectRightToLeft(list);
    await expect(within(list).getByRole('heading', { name: /^تم الاستلام\s*, مكتمل$/ })).toBeVisible();
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    for (const item of items) {
      const indicator = part(item, 'indicator').getBoundingClientRect();
      const content = part(item, 'content').getBoundingClientRect();
      await expect(indicator.left).toBeGreaterThanOrEqual(content.right);
      await expect(indicator.right).toBeCloseTo(item.getBoundingClientRect().right, 0);
    }
  },
};

/**
 * A failed delivery attempt (`tone="danger"`, read out as 'Failed' through `statusLabel`) before a second one,
 * each event with its icon in the indicator.
 */
export const FailedAttemptWithIcons: Story = {
  render: (args) => (
    <Container size="sm">
      <Timeline.Root {...args} aria-label="Delivery attempts">
        <Timeline.Item status="complete">
          <Timeline.Indicator>
            <Package />
          </Timeline.Indicator>
          <Timeline.Content>
            <Timeline.Title>Picked up</Timeline.Title>
            <Timeline.Time value="2025-05-12T08:30" />
          </Timeline.Content>
        </Timeline.Item>
        <Timeline.Item status="complete" tone="danger" statusLabel="Failed">
          <Timeline.Indicator>
            <TriangleAlert />
          </Timeline.Indicator>
          <Timeline.Content>
            <Timeline.Title>Delivery attempt</Timeline.Title>
            <Timeline.Time value="2025-05-14T16:20" />
            <Timeline.Description>No one was at the dock. We will try again tomorrow.</Timeline.Description>
          </Timeline.Content>
        </Timeline.Item>
        <Timeline.Item status="current">
          <Timeline.Indicator>
            <Truck data-mirror="" />
          </Timeline.Indicator>
          <Timeline.Content>
            <Timeline.Title>Out for delivery</Timeline.Title>
            <Timeline.Time value="2025-05-15T07:50" />
          </Timeline.Content>
        </Timeline.Item>
        <Timeline.Item status="upcoming">
          <Timeline.Indicator>
            <House />
          </Timeline.Indicator>
          <Timeline.Content>
            <Timeline.Title>Delivered</Timeline.Title>
          </Timeline.Content>
        </Timeline.Item>
      </Timeline.Root>
    </Container>
  ),
  play: async ({ canvasElement }) => {
    const { list, items } = itemsOf(canvasElement, 'Delivery attempts');
    const failed = items[1];
    await expect(failed).toHaveAttribute('data-tone', 'danger');
    await expect(within(failed).getByRole('heading', { name: /^Delivery attempt\s*, Failed$/ })).toBeVisible();
    await expect(within(failed).getByText('No one was at the dock. We will try again tomorrow.')).toBeVisible();
    // The failed event stands out from the completed one before it, in its dot and its title.
    const style = (item: HTMLElement, slot: string) => getComputedStyle(part(item, slot));
    await expect(style(failed, 'indicator').backgroundColor).not.toBe(style(items[0], 'indicator').backgroundColor);
    await expect(style(failed, 'title').color).not.toBe(style(items[0], 'title').color);
    // Every indicator holds its icon, hidden from screen readers with it.
    for (const item of items) {
      await expect(part(item, 'indicator').querySelector('svg')).toBeVisible();
      await expect(part(item, 'indicator')).toHaveAttribute('aria-hidden', 'true');
    }
    await expect(within(list).queryAllByRole('img')).toEqual([]);
  },
};

/** In a Card, small, with the events' titles one level under the card's. */
export const InCard: Story = {
  args: { size: 'sm' },
  render: (args) => (
    <Container size="sm">
      <Card.Root>
        <Card.Header>
          <Card.Title level={2}>Shipment SHP-3301</Card.Title>
          <Card.Description>4 pallets, Gothenburg to Lyon</Card.Description>
        </Card.Header>
        <Card.Body>
          <Timeline.Root {...args} aria-label="Tracking history of SHP-3301">
            <Timeline.Item status="complete">
              <Timeline.Indicator />
              <Timeline.Content>
                <Timeline.Title>Picked up</Timeline.Title>
                <Timeline.Time value="2025-05-12T08:30" />
              </Timeline.Content>
            </Timeline.Item>
            <Timeline.Item status="current">
              <Timeline.Indicator />
              <Timeline.Content>
                <Timeline.Title>In transit</Timeline.Title>
                <Timeline.Time value="2025-05-13T14:05" />
              </Timeline.Content>
            </Timeline.Item>
            <Timeline.Item status="upcoming">
              <Timeline.Indicator />
              <Timeline.Content>
                <Timeline.Title>Delivered</Timeline.Title>
              </Timeline.Content>
            </Timeline.Item>
          </Timeline.Root>
        </Card.Body>
      </Card.Root>
    </Container>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Shipment SHP-3301' })).toBeVisible();
    const { list, items } = itemsOf(canvasElement, 'Tracking history of SHP-3301');
    await expect(items).toHaveLength(3);
    await expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    // The small size: the title in the small text style, level with its indicator.
    const title = part(items[0], 'title').getBoundingClientRect();
    const indicator = part(items[0], 'indicator').getBoundingClientRect();
    await expect(title.top + title.height / 2).toBeCloseTo(indicator.top + indicator.height / 2, -1);
  },
};
