import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { Box, styled } from 'styled-system/jsx';
import { Heading, TableOfContents, type TableOfContentsProps, Text } from '../../../src';
import { expectRightToLeft } from '../../support/direction';
import { expectFocusOn } from '../../support/overlay';

interface Section {
  slug: string;
  title: string;
  depth: 2 | 3;
  paragraphs: string[];
}

// A help article's sections: long enough that one section fills the box, so a single heading is in view at a time.
const PICKUP: Section[] = [
  {
    slug: 'before',
    title: 'Before you book',
    depth: 2,
    paragraphs: [
      'A pickup collects every parcel and pallet that is ready at one address on one day. Book it once the goods are packed and labelled: the carrier plans its route the evening before, and a booking made after 18:00 moves to the day after next.',
      'Have the number of parcels and pallets at hand, with their weights. The carrier sends a vehicle that fits what you declare, so a pallet that was not booked may be left behind, and a parcel that weighs more than declared is charged at its real weight.',
      'Check that someone can hand the goods over between the times you choose. Drivers wait up to ten minutes; after that the pickup counts as done, and a new one is charged again.',
    ],
  },
  {
    slug: 'packing',
    title: 'Packing your parcels',
    depth: 2,
    paragraphs: [
      'Use a box that is strong enough to carry the goods stacked under others: parcels travel on conveyor belts and in cages, and the one at the bottom carries the weight of the ones above it.',
      'Fill the space around the goods so that nothing moves when you shake the box, and tape every seam that opens. Bottles and jars travel upright, each in its own compartment, with the cap taped down.',
      'Take old labels and barcodes off a box you use again. A scanner that reads an old label sends the parcel where that label says, and the parcel then takes days to find its way back.',
    ],
  },
  {
    slug: 'carrier',
    title: 'Choosing a carrier',
    depth: 2,
    paragraphs: [
      'Each carrier is offered for the routes it serves: the list shows its price for your parcels, the day it delivers and whether it delivers to the door, to a service point or to a parcel locker.',
      'A parcel over 20 kg, or longer than 120 cm, goes as freight: fewer carriers take it, and the receiver is called before delivery to agree on a time.',
      'Goods that need to stay cold, and dangerous goods such as aerosols and batteries, are only offered with the carriers that are licensed for them, and need their own label next to the address label.',
    ],
  },
  {
    slug: 'labels',
    title: 'Printing the labels',
    depth: 2,
    paragraphs: [
      'Each parcel gets its own label, with the receiver, the service and a barcode. Print the labels at their real size, on a thermal printer or on plain paper, and fix each one flat on the largest side of its parcel.',
      'A label on a curved side, or under tape that shines, cannot be read by the scanners: the parcel is then sorted by hand, which takes a day longer.',
      'A pallet gets a label on two of its sides, so that it can be read however it is put on the truck.',
    ],
  },
  {
    slug: 'handover',
    title: 'Handing over',
    depth: 2,
    paragraphs: [
      'When the driver arrives, show the parcels and the pallets that go with the booking and sign on the driver’s device. The pickup then shows as collected, and each parcel’s tracking starts.',
      'If something is not ready, tell the driver which parcels stay: they are taken off the booking, and you can book them again for another day.',
      'The receipt is emailed to the address on the booking within an hour. Keep it until every parcel has arrived: it is what a claim for a lost or damaged parcel is made with.',
      'A parcel that the carrier could not deliver comes back to the pickup address, and its return is charged as a parcel of its own.',
      'Questions about a pickup go to the carrier first; the support team can see every booking and helps when the carrier does not answer within a working day.',
    ],
  },
];

// A spec sheet, with h3s under its h2s.
const SPEC: Section[] = [
  { slug: 'sizes', title: 'Sizes and weights', depth: 2, paragraphs: PICKUP[0].paragraphs },
  { slug: 'parcels', title: 'Parcels', depth: 3, paragraphs: PICKUP[1].paragraphs },
  { slug: 'pallets', title: 'Pallets', depth: 3, paragraphs: PICKUP[2].paragraphs },
  { slug: 'label-format', title: 'Label format', depth: 2, paragraphs: PICKUP[3].paragraphs },
  { slug: 'barcodes', title: 'Barcodes', depth: 3, paragraphs: PICKUP[4].paragraphs },
];

// The spec sheet in Arabic, for the right-to-left story.
const AR_TEXT = [
  'يجمع موعد الاستلام كل الطرود والمنصات الجاهزة في عنوان واحد في يوم واحد. احجزه بعد تغليف البضائع ووضع الملصقات عليها، فشركة الشحن تخطط مسارها في المساء السابق.',
  'جهّز عدد الطرود والمنصات وأوزانها. ترسل شركة الشحن مركبة تناسب ما تصرّح به، وقد تُترك منصة لم تُحجز، ويُحتسب الطرد الأثقل مما صُرّح به بوزنه الفعلي.',
  'تأكد من وجود من يسلّم البضائع في الوقت الذي تختاره. ينتظر السائق عشر دقائق، وبعدها يُعدّ الاستلام منتهيًا، ويُحتسب الموعد الجديد من جديد.',
];
const SPEC_AR: Section[] = [
  { slug: 'sizes', title: 'المقاسات والأوزان', depth: 2, paragraphs: AR_TEXT },
  { slug: 'parcels', title: 'الطرود', depth: 3, paragraphs: AR_TEXT },
  { slug: 'pallets', title: 'المنصات', depth: 3, paragraphs: AR_TEXT },
  { slug: 'label-format', title: 'تنسيق الملصق', depth: 2, paragraphs: AR_TEXT },
  { slug: 'barcodes', title: 'الرموز الشريطية', depth: 3, paragraphs: AR_TEXT },
];

const scrollBehavior = 'instant' as const;
const onActiveChange = fn();

/** A document in a scrolling box, and its table of contents beside it; each story's ids are its own. */
function ArticleWithContents({
  sections,
  label,
  ...props
}: Omit<TableOfContentsProps, 'items'> & { sections: Section[]; label: string }) {
  const prefix = useId();
  const box = useRef<HTMLElement>(null);
  const id = (slug: string) => `${prefix}${slug}`;
  return (
    <Box display="flex" alignItems="flex-start" gap="8" p="1">
      <styled.article
        ref={box}
        aria-label={label}
        // A box that scrolls is reached by Tab, so that a keyboard scrolls it too.
        tabIndex={0}
        position="relative"
        flex="1"
        minW="0"
        h="sm"
        overflowY="auto"
        borderWidth="thin"
        borderRadius="md"
        p="4"
      >
        {sections.map((section) => (
          <section key={section.slug}>
            <Heading as={`h${section.depth}`} id={id(section.slug)} className={css({ mt: '4' })}>
              {section.title}
            </Heading>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph} className={css({ mt: '2' })}>
                {paragraph}
              </Text>
            ))}
          </section>
        ))}
      </styled.article>
      <Box w="xs" flexShrink="0">
        <TableOfContents
          {...props}
          items={sections.map((section) => ({ value: id(section.slug), label: section.title, depth: section.depth }))}
          scrollEl={() => box.current}
        />
      </Box>
    </Box>
  );
}

const meta = {
  title: 'Components/Navigation/TableOfContents',
  component: TableOfContents,
  args: { items: [], scrollBehavior, onActiveChange },
  render: ({ items: _items, ...args }) => <ArticleWithContents {...args} sections={PICKUP} label="Booking a pickup" />,
  beforeEach: () => onActiveChange.mockClear(),
  parameters: {
    a11y: { test: 'error' },
    docs: {
      // "Show code": the list beside a portal's own article (the stories' article and its texts are test data).
      source: {
        code: `import { TableOfContents } from '@labelport/ui';

// Beside a long article whose headings have these ids; the list marks the heading in view.
export function PickupHelpContents() {
  return (
    <TableOfContents
      items={[
        { value: 'booking', label: 'Booking a pickup', depth: 2 },
        { value: 'labels', label: 'Printing the labels', depth: 3 },
        { value: 'handover', label: 'Handing over', depth: 2 },
      ]}
    />
  );
}
`,
        language: 'tsx',
      },
      description: {
        component:
          "The 'On this page' list beside a long document, e.g. a help article or a spec sheet, on Ark's toc, which observes the headings as the reader scrolls. A `nav` landmark named by its title ('On this page' in the page's language) holds a link to each heading (`#id`), nested by heading level: an `h3` under the `h2` before it. The heading in view (the first one, unless `multiple`) marks its link `aria-current=\"location\"`, drawn in the accent, heavier, on the line at the start. A plain click on a link (or Enter) scrolls to the heading, smoothly unless the reader asks for less motion (`scrollBehavior` sets it), and moves focus to the heading, so that Tab goes on from there; the address stays as it is, and a click that opens a new tab follows the link. Give `items` (`{ value: id, label, depth }`, in the document's order) and, when the document scrolls in a box of its own, `scrollEl` (a function that returns that box). Indents are logical: in right to left the list hangs from the right. Compose `TableOfContents.Root`, `Nav`, `Title`, `List`, `Group`, `Item` and `Link` for another layout.",
      },
    },
  },
} satisfies Meta<typeof TableOfContents>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The link that is marked current: waits until it is the one named `name`, and the only one. */
async function current(nav: HTMLElement, name: string) {
  await waitFor(() =>
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'location')
        .map((link) => link.textContent),
    ).toEqual([name]),
  );
}

/** Scrolls the article, at once, until the heading `name` is just below its top. */
async function scrollTo(canvas: Canvas, article: HTMLElement, name: string) {
  const heading = canvas.getByRole('heading', { name });
  article.scrollTo({ top: heading.offsetTop - 40, behavior: 'instant' });
  await waitFor(() => expect(Math.abs(article.scrollTop - (heading.offsetTop - 40))).toBeLessThan(2));
}

/**
 * A help article of five sections in a scrolling box: the `nav` and its name, a link to each heading, the first
 * current; scrolling the box moves `aria-current`; a click on a link scrolls to its heading, marks it and focuses
 * it; Tab reaches the links, with a visible focus ring, and Enter does what a click does.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'On this page' });
    await expect(within(nav).getByRole('heading', { name: 'On this page' })).toBeVisible();
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(PICKUP.map((section) => section.title));
    for (const [index, link] of links.entries()) {
      const heading = canvas.getByRole('heading', { name: PICKUP[index].title });
      await expect(link).toHaveAttribute('href', `#${heading.id}`);
    }
    await current(nav, 'Before you book');

    // Scrolling the box moves the mark.
    const article = canvas.getByRole('article', { name: 'Booking a pickup' });
    await scrollTo(canvas, article, 'Choosing a carrier');
    await current(nav, 'Choosing a carrier');
    await scrollTo(canvas, article, 'Packing your parcels');
    await current(nav, 'Packing your parcels');

    // A click scrolls to the heading, marks its link and puts focus on the heading.
    const handover = canvas.getByRole('heading', { name: 'Handing over' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Handing over' }));
    await current(nav, 'Handing over');
    await expectFocusOn(handover);
    // In the top of the box: as near its top as the end of the article lets it come.
    const offset = () => handover.getBoundingClientRect().top - article.getBoundingClientRect().top;
    await waitFor(() => expect(offset()).toBeGreaterThanOrEqual(0));
    await expect(offset()).toBeLessThan(article.clientHeight * 0.4);
    await expect(onActiveChange).toHaveBeenCalled();

    // Tab goes on from the heading to the links; Enter follows one.
    await userEvent.tab();
    const first = within(nav).getByRole('link', { name: 'Before you book' });
    await expectFocusOn(first);
    await expect(getComputedStyle(first).outlineStyle).toBe('solid');
    await userEvent.tab();
    const labels = within(nav).getByRole('link', { name: 'Printing the labels' });
    await userEvent.tab();
    await userEvent.tab();
    await expectFocusOn(labels);
    await userEvent.keyboard('{Enter}');
    await current(nav, 'Printing the labels');
    const heading = canvas.getByRole('heading', { name: 'Printing the labels' });
    await expectFocusOn(heading);
    heading.blur();
  },
};

/** A spec sheet with h3s under its h2s: each h3's link in a list inside its h2's item, indented; an h3 can be current. */
export const Nested: Story = {
  render: ({ items: _items, ...args }) => <ArticleWithContents {...args} sections={SPEC} label="Label specification" />,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'On this page' });
    const top = within(nav).getAllByRole('list')[0];
    const topItems = within(top)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === top);
    await expect(topItems.map((item) => within(item).getAllByRole('link')[0].textContent)).toEqual([
      'Sizes and weights',
      'Label format',
    ]);
    const sub = within(topItems[0]).getByRole('list');
    await expect(
      within(sub)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Parcels', 'Pallets']);
    await expect(within(within(topItems[1]).getByRole('list')).getByRole('link')).toHaveTextContent('Barcodes');

    // An h3's link starts further along the line than its h2's.
    const textStart = (link: HTMLElement) => {
      const range = document.createRange();
      range.selectNodeContents(link);
      return range.getBoundingClientRect().left;
    };
    const sizes = within(nav).getByRole('link', { name: 'Sizes and weights' });
    const pallets = within(nav).getByRole('link', { name: 'Pallets' });
    await expect(textStart(pallets)).toBeGreaterThan(textStart(sizes));

    const article = canvas.getByRole('article', { name: 'Label specification' });
    await current(nav, 'Sizes and weights');
    await scrollTo(canvas, article, 'Pallets');
    await current(nav, 'Pallets');
    await scrollTo(canvas, article, 'Label format');
    await current(nav, 'Label format');
  },
};

/** In Swedish: the `nav` and its title are 'På den här sidan'. */
export const Swedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'På den här sidan' });
    await expect(within(nav).getByRole('heading', { name: 'På den här sidan' })).toBeVisible();
    await current(nav, 'Before you book');
  },
};

/**
 * Right to left (Arabic): the `nav` is named in Arabic, the line hangs at the right, and an h3's link starts
 * further from the right than its h2's.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  render: ({ items: _items, ...args }) => <ArticleWithContents {...args} sections={SPEC_AR} label="مواصفات الملصق" />,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'في هذه الصفحة' });
    await expectRightToLeft(nav);
    // The line the links hang from is at the right.
    const list = within(nav).getAllByRole('list')[0];
    await expect(Number.parseFloat(getComputedStyle(list).borderRightWidth)).toBeGreaterThan(0);
    await expect(Number.parseFloat(getComputedStyle(list).borderLeftWidth)).toBe(0);
    const textEnd = (link: HTMLElement) => {
      const range = document.createRange();
      range.selectNodeContents(link);
      return range.getBoundingClientRect().right;
    };
    const sizes = within(nav).getByRole('link', { name: 'المقاسات والأوزان' });
    const pallets = within(nav).getByRole('link', { name: 'المنصات' });
    await expect(textEnd(pallets)).toBeLessThan(textEnd(sizes));
    await current(nav, 'المقاسات والأوزان');
  },
};
