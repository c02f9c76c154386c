import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { Button, Marquee, Stack } from '../../../src';
import { expectRightOf, expectRightToLeft } from '../../support/direction';
import { animationUnderReducedMotion, fakeReducedMotion, withMotion } from '../../support/motion';
import { expectFocusOn } from '../../support/overlay';

const LABEL = 'Carriers we ship with';
const CARRIERS = ['PostNord', 'DHL Freight', 'DB Schenker', 'Bring', 'UPS', 'Budbee'];

const meta = {
  title: 'Components/Data display/Marquee',
  component: Marquee,
  args: { label: LABEL, items: CARRIERS, onPauseChange: fn() },
  // A marketing page's band, with room for the pause button's focus ring.
  decorators: [
    (Story) => (
      <Box maxW="2xl" p="1">
        <Story />
      </Box>
    ),
  ],
  parameters: {
    a11y: { test: 'error' },
    docs: {
      description: {
        component:
          "A row of items that scrolls by itself, e.g. a marketing page's strip of carrier or customer logos, on Ark's marquee. It is a `region` named by `label` (`aria-roledescription` 'marquee' in the page's language) holding a list of the items: Ark renders the items more than once to make the loop seamless, and the copies are hidden from screen readers and inert, so a screen reader hears each item once and Tab reaches each link once. A pause button comes first ('Pause scrolling', then 'Play scrolling': WCAG 2.2.2 asks for a way to pause anything that moves for more than 5 seconds); while the pointer or focus is inside, the items hold still, and move again once both have left, unless the button paused them. Under `prefers-reduced-motion: reduce` nothing moves and there is no button. `speed` is in pixels a second; `side=\"end\"` or `reverse` sends the items the other way; in right to left they start from the right and move rightwards. `items` takes the items (names, or `<img alt>` logos); `Marquee.Item` children take links or anything else. The items fill the width (`autoFill`) and fade out at both ends (`edges`, into `--marquee-edge-color`). Compose `Marquee.Root`, `PauseTrigger`, `Viewport`, `Edge`, `Content` and `Item` for another layout. A vertical marquee is not offered yet.",
      },
    },
  },
} satisfies Meta<typeof Marquee>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Every copy of the items Ark renders: the first is read, the others are the loop's. */
const copies = (region: HTMLElement) => [...region.querySelectorAll<HTMLElement>('[data-part=content]')];

/**
 * Where the first copy is (its horizontal offset, in pixels) at `times` milliseconds into its animation: read with
 * the page's motion back on, each time set on the animation itself, so no reading depends on the clock.
 */
function offsetsAt(region: HTMLElement, ...times: number[]) {
  return withMotion(async () => {
    const [animation] = copies(region)[0].getAnimations();
    if (!animation) return [];
    return times.map((time) => {
      animation.currentTime = time;
      return new DOMMatrixReadOnly(getComputedStyle(copies(region)[0]).transform).m41;
    });
  });
}

/** Whether the items move: their animation runs, read with the page's motion back on. */
const moving = (region: HTMLElement) => withMotion(async () => copies(region)[0].getAnimations()[0]?.playState === 'running');

/** Checks that the items are named once: the list a screen reader reaches holds each of `names`, once. */
async function readOnce(canvas: Canvas, region: HTMLElement, names: string[]) {
  const list = within(region).getByRole('list');
  await expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(names);
  // Only that list: the copies that make the loop are hidden and inert.
  await expect(canvas.getAllByRole('listitem')).toHaveLength(names.length);
  const [first, ...others] = copies(region);
  await expect(first).not.toHaveAttribute('aria-hidden');
  await expect(others.length).toBeGreaterThan(0);
  for (const copy of others) {
    await expect(copy).toHaveAttribute('aria-hidden', 'true');
    await expect(copy.inert).toBe(true);
  }
}

/**
 * Six carriers, moving leftwards: the region and its name, each carrier read once, the pause button first, and the
 * items moving (they go left as their animation runs on).
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: LABEL });
    await expect(region).toHaveAttribute('aria-roledescription', 'marquee');
    await readOnce(canvas, region, CARRIERS);
    await expect(canvas.getByRole('button', { name: 'Pause scrolling' })).toBeVisible();
    await expect(region).not.toHaveAttribute('data-paused');
    await expect(await moving(region)).toBe(true);
    const [early, later] = await offsetsAt(region, 1000, 3000);
    await expect(later).toBeLessThan(early);
    // The items fill the width: at least one copy of the loop follows the first.
    await expect(copies(region).length).toBeGreaterThanOrEqual(2);
  },
};

/**
 * The pause button (WCAG 2.2.2): Tab reaches it first; focus inside holds the items still while the button still
 * offers to pause; Enter pauses them for good ('Play scrolling'), and leaving does not start them again; Enter plays
 * them. The pointer over the strip holds them too.
 */
export const PauseButton: Story = {
  render: (args) => (
    <Stack gap="4" align="stretch">
      <div>
        <Button variant="outline">Back to the top</Button>
      </div>
      <Marquee {...args} />
    </Stack>
  ),
  play: async ({ args, canvas }) => {
    const region = canvas.getByRole('region', { name: LABEL });
    const back = canvas.getByRole('button', { name: 'Back to the top' });
    const button = canvas.getByRole('button', { name: 'Pause scrolling' });
    const held = () => waitFor(() => expect(region).toHaveAttribute('data-paused'));
    const running = () => waitFor(() => expect(region).not.toHaveAttribute('data-paused'));
    await running();

    // Focus entering holds them; the button still offers to pause, as the reader has not.
    await userEvent.tab();
    await expectFocusOn(back);
    await userEvent.tab();
    await expectFocusOn(button);
    await held();
    await expect(await moving(region)).toBe(false);
    await expect(button).toHaveAccessibleName('Pause scrolling');
    await userEvent.tab({ shift: true });
    await expectFocusOn(back);
    await running();
    await expect(await moving(region)).toBe(true);

    // So does the pointer.
    await userEvent.hover(region);
    await held();
    await userEvent.unhover(region);
    await running();

    // Enter pauses them, and leaving does not start them again…
    await userEvent.tab();
    await expectFocusOn(button);
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAccessibleName('Play scrolling');
    await expect(args.onPauseChange).toHaveBeenLastCalledWith({ paused: true });
    await userEvent.tab({ shift: true });
    await expectFocusOn(back);
    await held();
    await expect(await moving(region)).toBe(false);
    // …until it is pressed again (Space too), and focus has left.
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAccessibleName('Pause scrolling');
    await expect(args.onPauseChange).toHaveBeenLastCalledWith({ paused: false });
    await held();
    await userEvent.tab({ shift: true });
    await running();

    // Paused for the screenshot, the button showing 'Play', focus away.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAccessibleName('Play scrolling');
    button.blur();
    await held();
  },
};

/**
 * A reader who asks for less motion (`prefers-reduced-motion: reduce`, faked here through `matchMedia`, as the
 * tests cannot switch the media feature): the items hold still and there is no pause button; the recipe's rule
 * for that media query takes the animation away as well, for the first paint and for composed parts.
 */
export const ReducedMotion: Story = {
  beforeEach: fakeReducedMotion,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: LABEL });
    await waitFor(() => expect(region).toHaveAttribute('data-paused'));
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(await moving(region)).toBe(false);
    for (const copy of copies(region)) await expect(animationUnderReducedMotion(copy)).toBe('none');
    await readOnce(canvas, region, CARRIERS);
  },
};

/** Links as items (`Marquee.Item` children): Tab reaches each once, not its copies, and focus on one holds the strip. */
export const Links: Story = {
  args: {
    label: 'Customers who ship with us',
    items: undefined,
    children: ['Fjällbris', 'Nordkust Kaffe', 'Skärgårdens Bageri'].map((name) => (
      <Marquee.Item key={name} role="listitem">
        <a href={`#${name}`}>{name}</a>
      </Marquee.Item>
    )),
  },
  render: (args) => (
    <Stack gap="4" align="stretch">
      <Marquee {...args} />
      <div>
        <Button variant="outline">After the strip</Button>
      </div>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Customers who ship with us' });
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await userEvent.tab();
    await expectFocusOn(canvas.getByRole('button', { name: 'Pause scrolling' }));
    for (const name of ['Fjällbris', 'Nordkust Kaffe', 'Skärgårdens Bageri']) {
      await userEvent.tab();
      await expectFocusOn(canvas.getByRole('link', { name }));
      await expect(region).toHaveAttribute('data-paused');
    }
    // The copies' links are inert, which the browser's Tab passes over (Testing Library's `tab()` does not know
    // `inert`, and stays put): none is reached, and focus leaving the strip lets it move again.
    const copied = copies(region)
      .slice(1)
      .flatMap((copy) => [...copy.querySelectorAll('a')]);
    await expect(copied.length).toBeGreaterThan(0);
    for (const link of copied) await expect(link.closest('[inert]')).not.toBeNull();
    await userEvent.tab();
    await expect(copied).not.toContain(document.activeElement);
    canvas.getByRole('button', { name: 'After the strip' }).focus();
    await waitFor(() => expect(region).not.toHaveAttribute('data-paused'));
    (canvas.getByRole('button', { name: 'After the strip' }) as HTMLElement).blur();
  },
};

/** `side="end"`: the items go rightwards, the other way. */
export const SideEnd: Story = {
  args: { side: 'end' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: LABEL });
    await readOnce(canvas, region, CARRIERS);
    const [early, later] = await offsetsAt(region, 1000, 3000);
    await expect(later).toBeGreaterThan(early);
  },
};

/** In Swedish: the region's role description and the pause button's two names. */
export const Swedish: Story = {
  globals: { locale: 'sv' },
  args: { label: 'Transportörer vi skickar med' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Transportörer vi skickar med' });
    await expect(region).toHaveAttribute('aria-roledescription', 'rullande band');
    const button = canvas.getByRole('button', { name: 'Pausa rullningen' });
    await userEvent.click(button);
    await expect(button).toHaveAccessibleName('Starta rullningen');
    await userEvent.click(button);
    await expect(button).toHaveAccessibleName('Pausa rullningen');
    button.blur();
    await userEvent.unhover(region);
    await waitFor(() => expect(region).not.toHaveAttribute('data-paused'));
  },
};

/**
 * Right to left (Arabic): the region runs right to left, the first item starts at the right and the items move
 * rightwards; the names are Arabic.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { label: 'شركات الشحن التي نتعامل معها', items: ['بوست نورد', 'دي إتش إل', 'شنكر', 'برينغ'] },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'شركات الشحن التي نتعامل معها' });
    await expectRightToLeft(region);
    await expect(region).toHaveAttribute('dir', 'rtl');
    await expect(region).toHaveAttribute('aria-roledescription', 'شريط متحرك');
    await expect(canvas.getByRole('button', { name: 'إيقاف التمرير مؤقتًا' })).toBeVisible();
    const [first, second] = within(within(region).getByRole('list')).getAllByRole('listitem');
    await expectRightOf(first, second);
    // The button comes first, at the right.
    await expectRightOf(canvas.getByRole('button'), first);
    const [early, later] = await offsetsAt(region, 1000, 3000);
    await expect(later).toBeGreaterThan(early);
  },
};
