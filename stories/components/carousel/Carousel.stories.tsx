import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { Button, Carousel, Dialog, Stack } from '../../../src';
import { expectMirrored, expectRightOf, expectRightToLeft } from '../../support/direction';
import { fakeReducedMotion } from '../../support/motion';
import { expectFocusOn, focusInside, focusReturnedTo } from '../../support/overlay';

/** A product photo, drawn: a bottle of the private-label soda (or a case of them) on a coloured ground. */
function photo(ground: string, bottles: number, alt: string) {
  const shapes = Array.from({ length: bottles }, (_, index) => {
    const x = 200 - (bottles - 1) * 35 + index * 70;
    return `<rect x="${x - 22}" y="80" width="44" height="170" rx="14" fill="honeydew"/><rect x="${x - 9}" y="50" width="18" height="36" rx="4" fill="honeydew"/><rect x="${x - 22}" y="140" width="44" height="50" fill="olivedrab"/>`;
  }).join('');
  const src = `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="${ground}"/><rect y="250" width="400" height="50" fill="black" fill-opacity=".13"/>${shapes}</svg>`,
  )}`;
  return <img src={src} alt={alt} />;
}

const LABEL = 'Photos of Fjällbris elderflower soda, 33 cl';
const PHOTOS = [
  photo('khaki', 1, 'The bottle from the front'),
  photo('lightblue', 1, 'The back label, with the ingredients'),
  photo('mistyrose', 3, 'Three bottles side by side'),
  photo('lavender', 5, 'A row of five bottles'),
  photo('palegreen', 2, 'Two bottles on a café table'),
];

const meta = {
  title: 'Components/Data display/Carousel',
  component: Carousel,
  args: { label: LABEL, slides: PHOTOS, loop: true, onPageChange: fn() },
  // The carousel fills its container: a product page's column, with room for the focus rings.
  decorators: [
    (Story) => (
      <Box maxW="md" p="1">
        <Story />
      </Box>
    ),
  ],
  parameters: {
    a11y: { test: 'error' },
    docs: {
      description: {
        component:
          "Slides that turn a page at a time, e.g. a private-label product's photos, on Ark's carousel, as the WAI-ARIA carousel pattern: a `region` named by `label` with `aria-roledescription` 'carousel', each slide a `group` ('slide') named by its place ('2 of 5'); a slide out of sight is hidden from screen readers and inert. Above the slides, previous and next buttons ('Previous slide', 'Next slide'), disabled at the ends unless `loop`; below them, an indicator button for each page ('Go to slide 3', or 'Go to page 2' with `slidesPerPage`), the current one `aria-current` and drawn wider. With `autoplay` (`true`, every 4 s, or `{ delay }`) a rotation button comes first ('Stop slide rotation', 'Start slide rotation'); while focus or the pointer is inside, the slides hold still (and a screen reader hears them change), and turn again once both have left, unless the button stopped them. Tab goes through the buttons, the slides and the indicators; while focus is on the slides the arrow keys turn them, and Home and End go to the first and last; on an indicator the arrow keys go to the next or previous page. `orientation=\"vertical\"` stacks the slides, with up and down arrows. Every name is in the page's language; in right to left the slides run from the right, the chevrons point the other way, and so do the arrow keys. Compose `Carousel.Root`, `Control`, `PrevTrigger`, `NextTrigger`, `AutoplayTrigger`, `ItemGroup`, `Item`, `IndicatorGroup`, `Indicator` for another layout.",
      },
    },
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** Every slide, in sight or not. */
const allSlides = (canvas: Canvas) => canvas.getAllByRole('group', { hidden: true });
/** Waits until the slides in sight, the only ones a screen reader reaches, are those named `names`. */
async function shows(canvas: Canvas, ...names: string[]) {
  await waitFor(() =>
    expect(
      canvas
        .queryAllByRole('group')
        .filter((group: HTMLElement) => group.getAttribute('aria-roledescription') !== null)
        .map((group: HTMLElement) => group.getAttribute('aria-label')),
    ).toEqual(names),
  );
  for (const name of names) await expect(canvas.getByRole('group', { name })).toBeVisible();
}
/** The indicators' `aria-current`, in order: 'true' on the current one. */
const currents = (canvas: Canvas, name: RegExp) =>
  canvas.getAllByRole('button', { name }).map((button: HTMLElement) => button.getAttribute('aria-current'));

/**
 * Five photos, looping: the region and its slides' names, previous and next by Enter and Space, the arrow keys,
 * Home and End on the slides, the indicators by arrow keys and a click, `aria-current` on the current one.
 */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const region = canvas.getByRole('region', { name: LABEL });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await shows(canvas, '1 of 5');
    const first = canvas.getByRole('group', { name: '1 of 5' });
    await expect(first).toHaveAttribute('aria-roledescription', 'slide');
    await expect(within(first).getByRole('img', { name: 'The bottle from the front' })).toBeVisible();
    await expect(allSlides(canvas)).toHaveLength(5);
    await expect(currents(canvas, /^Go to slide \d$/)).toEqual(['true', null, null, null, null]);

    // Tab: previous, next, the slides, the indicators. Enter and Space press the buttons; looping, previous
    // from the first goes to the last.
    const previous = canvas.getByRole('button', { name: 'Previous slide' });
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await userEvent.tab();
    await expectFocusOn(previous);
    await userEvent.keyboard('{Enter}');
    await shows(canvas, '5 of 5');
    await userEvent.tab();
    await expectFocusOn(next);
    await userEvent.keyboard(' ');
    await shows(canvas, '1 of 5');
    await userEvent.keyboard(' ');
    await shows(canvas, '2 of 5');
    await expect(currents(canvas, /^Go to slide \d$/)).toEqual([null, 'true', null, null, null]);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 }));

    // On the slides, ArrowRight and ArrowLeft turn them, Home and End go to the ends.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await shows(canvas, '3 of 5');
    await userEvent.keyboard('{ArrowLeft}');
    await shows(canvas, '2 of 5');
    await userEvent.keyboard('{End}');
    await shows(canvas, '5 of 5');
    await userEvent.keyboard('{Home}');
    await shows(canvas, '1 of 5');

    // Each indicator is a button; on one, the arrow keys go to the next page and focus follows.
    await userEvent.tab();
    await expectFocusOn(canvas.getByRole('button', { name: 'Go to slide 1' }));
    await userEvent.keyboard('{ArrowRight}');
    await shows(canvas, '2 of 5');
    await expectFocusOn(canvas.getByRole('button', { name: 'Go to slide 2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 4' }));
    await shows(canvas, '4 of 5');
    await expect(currents(canvas, /^Go to slide \d$/)).toEqual([null, null, null, 'true', null]);
    await userEvent.click(next);
    await shows(canvas, '5 of 5');
    (canvas.getByRole('button', { name: 'Next slide' }) as HTMLElement).blur();
  },
};

/** Without `loop`, previous is disabled on the first slide and next on the last. */
export const LoopOff: Story = {
  args: { loop: false },
  play: async ({ canvas }) => {
    await shows(canvas, '1 of 5');
    const previous = canvas.getByRole('button', { name: 'Previous slide' });
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    // Tab passes the disabled button.
    await userEvent.tab();
    await expectFocusOn(next);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 5' }));
    await shows(canvas, '5 of 5');
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await userEvent.click(previous);
    await shows(canvas, '4 of 5');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 1' }));
    await shows(canvas, '1 of 5');
    await expect(previous).toBeDisabled();
    (canvas.getByRole('button', { name: 'Go to slide 1' }) as HTMLElement).blur();
  },
};

/**
 * `autoplay`: the slides turn by themselves, a screen reader is not told each turn (`aria-live` off). Focus or the
 * pointer inside holds them (a screen reader now hears a change), and they turn again once both leave. The
 * rotation button, first in the carousel, stops them for good and starts them again; its name says what it does.
 */
export const Autoplay: Story = {
  args: { autoplay: true },
  render: (args) => (
    <Stack gap="4" align="stretch">
      <div>
        <Button variant="outline">Back to the range</Button>
      </div>
      <Carousel {...args} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: LABEL });
    const back = canvas.getByRole('button', { name: 'Back to the range' });
    const rotation = canvas.getByRole('button', { name: 'Stop slide rotation' });
    // The slides' frame: a live region only while the slides hold still.
    const frame = allSlides(canvas)[0].parentElement as HTMLElement;
    const turning = () => waitFor(() => expect(frame).toHaveAttribute('aria-live', 'off'));
    const still = () => waitFor(() => expect(frame).toHaveAttribute('aria-live', 'polite'));
    await turning();

    // Focus entering holds them; the button still offers to stop, as the rotation is on.
    await userEvent.tab();
    await expectFocusOn(back);
    await userEvent.tab();
    await expectFocusOn(rotation);
    await still();
    await expect(rotation).toHaveAccessibleName('Stop slide rotation');
    await userEvent.tab({ shift: true });
    await expectFocusOn(back);
    await turning();

    // So does the pointer.
    await userEvent.hover(region);
    await still();
    await userEvent.unhover(region);
    await turning();

    // The button stops them, and leaving does not start them again…
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(rotation).toHaveAccessibleName('Start slide rotation');
    await userEvent.tab({ shift: true });
    await expectFocusOn(back);
    await still();
    // …until it is pressed again, and focus has left.
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(rotation).toHaveAccessibleName('Stop slide rotation');
    await still();
    await userEvent.tab({ shift: true });
    await turning();

    // Stopped for the screenshot, back on the first photo.
    await userEvent.click(rotation);
    await expect(rotation).toHaveAccessibleName('Start slide rotation');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 1' }));
    await shows(canvas, '1 of 5');
    await still();
    (canvas.getByRole('button', { name: 'Go to slide 1' }) as HTMLElement).blur();
  },
};

/**
 * A reader who asks for less motion (`prefers-reduced-motion: reduce`, faked through `matchMedia`): with `autoplay`
 * the slides start still, and the rotation button offers to start them.
 */
export const AutoplayUnderReducedMotion: Story = {
  args: { autoplay: true },
  beforeEach: fakeReducedMotion,
  play: async ({ canvas }) => {
    const rotation = canvas.getByRole('button', { name: 'Start slide rotation' });
    const frame = allSlides(canvas)[0].parentElement as HTMLElement;
    await expect(frame).toHaveAttribute('aria-live', 'polite');
    // Started by the button, they turn (the frame is no live region then); stopped again for the screenshot.
    await userEvent.click(rotation);
    await expect(rotation).toHaveAccessibleName('Stop slide rotation');
    await userEvent.unhover(rotation);
    rotation.blur();
    await waitFor(() => expect(frame).toHaveAttribute('aria-live', 'off'));
    await userEvent.click(rotation);
    await expect(rotation).toHaveAccessibleName('Start slide rotation');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 1' }));
    await shows(canvas, '1 of 5');
    (canvas.getByRole('button', { name: 'Go to slide 1' }) as HTMLElement).blur();
  },
};

/** `orientation="vertical"`: the slides in a column, up and down chevrons, ArrowDown and ArrowUp on the slides. */
export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    await shows(canvas, '1 of 5');
    const [first, second] = allSlides(canvas);
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().top);
    await expect(Math.round(second.getBoundingClientRect().left)).toBe(Math.round(first.getBoundingClientRect().left));
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await shows(canvas, '2 of 5');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{ArrowDown}');
    await shows(canvas, '3 of 5');
    await userEvent.keyboard('{ArrowUp}');
    await shows(canvas, '2 of 5');
    (canvas.getByRole('group', { name: '2 of 5' }).parentElement as HTMLElement).blur();
  },
};

/** `slidesPerPage={2}`: two photos in sight, next goes on by two, an indicator for each page ('Go to page 2'). */
export const SeveralPerPage: Story = {
  args: {
    slidesPerPage: 2,
    spacing: 'var(--spacing-3)',
    slides: [...PHOTOS, photo('pink', 4, 'Four bottles in a gift box')],
  },
  play: async ({ canvas }) => {
    await shows(canvas, '1 of 6', '2 of 6');
    await expect(currents(canvas, /^Go to page \d$/)).toEqual(['true', null, null]);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await shows(canvas, '3 of 6', '4 of 6');
    await expect(currents(canvas, /^Go to page \d$/)).toEqual([null, 'true', null]);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to page 3' }));
    await shows(canvas, '5 of 6', '6 of 6');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to page 1' }));
    await shows(canvas, '1 of 6', '2 of 6');
    (canvas.getByRole('button', { name: 'Go to page 1' }) as HTMLElement).blur();
  },
};

/** Inside a Dialog: the buttons and keys work there, and Escape closes the dialog, focus back on its opener. */
export const InADialog: Story = {
  render: (args) => (
    <Dialog title="Fjällbris elderflower soda, 33 cl" trigger={<Button variant="outline">View photos</Button>}>
      <Carousel {...args} />
    </Dialog>
  ),
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'View photos' });
    await userEvent.click(opener);
    const dialog = await page.findByRole('dialog', { name: 'Fjällbris elderflower soda, 33 cl' });
    await focusInside(dialog);
    const inDialog = within(dialog);
    await expect(inDialog.getByRole('region', { name: LABEL })).toBeVisible();
    await shows(inDialog, '1 of 5');
    await userEvent.click(inDialog.getByRole('button', { name: 'Next slide' }));
    await shows(inDialog, '2 of 5');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{ArrowRight}');
    await shows(inDialog, '3 of 5');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await focusReturnedTo(opener);
  },
};

const ARABIC_PHOTOS = [
  photo('khaki', 1, 'الزجاجة من الأمام'),
  photo('lightblue', 1, 'الملصق الخلفي مع المكوّنات'),
  photo('mistyrose', 3, 'ثلاث زجاجات متجاورة'),
  photo('lavender', 5, 'صف من خمس زجاجات'),
  photo('palegreen', 2, 'زجاجتان على طاولة مقهى'),
];

/**
 * In Arabic every name is Arabic, the slides run from the right, the chevrons point the other way (next, at the
 * left, points left), and the arrow keys follow: ArrowLeft goes to the next slide, on the slides and on an indicator.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { label: 'صور مشروب زهر البلسان فيالبريس', slides: ARABIC_PHOTOS, loop: false },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'صور مشروب زهر البلسان فيالبريس' });
    await expectRightToLeft(region);
    await expect(region).toHaveAttribute('aria-roledescription', 'عرض دوّار');
    await shows(canvas, '1 من 5');
    await expect(canvas.getByRole('group', { name: '1 من 5' })).toHaveAttribute('aria-roledescription', 'شريحة');
    const previous = canvas.getByRole('button', { name: 'الشريحة السابقة' });
    const next = canvas.getByRole('button', { name: 'الشريحة التالية' });
    await expectMirrored(previous.querySelector('svg'));
    await expectMirrored(next.querySelector('svg'));
    await expectRightOf(previous, next);
    // The second slide is to the left of the first.
    const [first, second] = allSlides(canvas);
    await expectRightOf(first, second);

    await userEvent.click(next);
    await shows(canvas, '2 من 5');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{ArrowLeft}');
    await shows(canvas, '3 من 5');
    await userEvent.keyboard('{ArrowRight}');
    await shows(canvas, '2 من 5');
    await userEvent.keyboard('{Home}');
    await shows(canvas, '1 من 5');
    // On an indicator, ArrowLeft goes to the next page, and focus follows.
    await userEvent.tab();
    await expectFocusOn(canvas.getByRole('button', { name: 'الانتقال إلى الشريحة 1' }));
    await userEvent.keyboard('{ArrowLeft}');
    await shows(canvas, '2 من 5');
    await expectFocusOn(canvas.getByRole('button', { name: 'الانتقال إلى الشريحة 2' }));
    await expect(canvas.getByRole('button', { name: 'الانتقال إلى الشريحة 2' })).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await shows(canvas, '3 من 5');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await shows(canvas, '1 من 5');
    await expect(previous).toBeDisabled();
    (canvas.getByRole('button', { name: 'الانتقال إلى الشريحة 1' }) as HTMLElement).blur();
  },
};

/** In Swedish: the carousel, the slides, the buttons and the indicators are named in Swedish, the rotation button too. */
export const Swedish: Story = {
  globals: { locale: 'sv' },
  args: {
    label: 'Bilder på Fjällbris fläderdryck, 33 cl',
    autoplay: true,
    slides: [
      photo('khaki', 1, 'Flaskan framifrån'),
      photo('lightblue', 1, 'Baksidans etikett med ingredienser'),
      photo('mistyrose', 3, 'Tre flaskor bredvid varandra'),
    ],
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Bilder på Fjällbris fläderdryck, 33 cl' });
    await expect(region).toHaveAttribute('aria-roledescription', 'karusell');
    const rotation = canvas.getByRole('button', { name: 'Stoppa bildväxlingen' });
    await userEvent.click(rotation);
    await expect(rotation).toHaveAccessibleName('Starta bildväxlingen');
    await userEvent.click(canvas.getByRole('button', { name: 'Gå till bild 1' }));
    await shows(canvas, '1 av 3');
    await expect(canvas.getByRole('group', { name: '1 av 3' })).toHaveAttribute('aria-roledescription', 'bild');
    await expect(canvas.getAllByRole('button', { name: /^Gå till bild/ })).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Föregående bild' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Nästa bild' }));
    await shows(canvas, '2 av 3');
    await expect(canvas.getByRole('button', { name: 'Gå till bild 2' })).toHaveAttribute('aria-current', 'true');
    (canvas.getByRole('button', { name: 'Nästa bild' }) as HTMLElement).blur();
  },
};
