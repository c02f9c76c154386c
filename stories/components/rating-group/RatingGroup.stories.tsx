import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, RatingGroup, Stack, useForm } from '../../../src';
import { expectRightOf, expectRightToLeft } from '../../support/direction';
import { nextFrames } from '../../support/frames';
import { expectFocusOn } from '../../support/overlay';
import { pointAndClick } from '../../support/pointer';

const meta = {
  title: 'Components/Forms/RatingGroup',
  component: RatingGroup,
  args: { label: 'Carrier rating', name: 'rating', onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "A rating of 1 to `count` stars (5 by default; Ark's rating group), e.g. a carrier's service. The stars are a `radiogroup` named by the label, each a `radio` named in the page's language ('3 stars'): Tab enters at the checked star (or the first), ArrowRight/ArrowDown add a star and ArrowLeft/ArrowUp take one away (mirrored in right to left), Home and End go to the first and the last, a click rates. With `allowHalf` a click on a star's first half, and each arrow key, moves by half a star. Label, required mark, helper text and error text (with its icon, describing the group) are the Field's, as in RadioGroup. With `name` a form submits the rating ('' while there is none), `required` stops a native submit, and `useForm` focusing the field by its name lands on the star Tab would. `value`, `defaultValue` and `onValueChange` take the rating as a number, 0 for none. Compose from `RatingGroup.Root`, `RatingGroup.Item`… when the props do not cover it.",
      },
    },
  },
} satisfies Meta<typeof RatingGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Presses each key of `keys` ('{ArrowRight}{End}') a frame apart: zag moves focus to the checked star a frame
 * after each key, and a person never presses inside that frame.
 */
async function press(keys: string) {
  for (const key of keys.match(/\{[^}]+\}/g) ?? []) {
    await userEvent.keyboard(key);
    await nextFrames();
  }
}

/** The stars of the group named `name`, first to last. */
const starsOf = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('radiogroup', { name })).getAllByRole('radio');

/** How much of a star is filled, 0 to 1, as drawn. */
const filled = (star: HTMLElement) =>
  (star.lastElementChild as HTMLElement).getBoundingClientRect().width / star.getBoundingClientRect().width;

/** The keys of the APG radio group, one tab stop, then a click. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Carrier rating' });
    const stars = starsOf(canvas, 'Carrier rating');
    await expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    await expect(within(group).queryByRole('radio', { checked: true })).toBeNull();
    // Unrated, Tab enters at the first star.
    await userEvent.tab();
    await expectFocusOn(stars[0]);
    await press('{ArrowRight}');
    await expect(within(group).getByRole('radio', { checked: true })).toBe(stars[0]);
    await press('{ArrowRight}');
    await expect(within(group).getByRole('radio', { checked: true })).toBe(stars[1]);
    await expectFocusOn(stars[1]);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2);
    await press('{End}');
    await expect(stars[4]).toBeChecked();
    await expectFocusOn(stars[4]);
    await press('{ArrowLeft}');
    await expect(stars[3]).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(4);
    await press('{Home}');
    await expect(stars[0]).toBeChecked();
    await expectFocusOn(stars[0]);
    await press('{ArrowDown}');
    await expect(stars[1]).toBeChecked();
    await press('{ArrowUp}');
    await expect(stars[0]).toBeChecked();
    // ArrowLeft from the first star clears the rating: 0, nothing checked.
    await press('{ArrowLeft}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(0);
    await expect(within(group).queryByRole('radio', { checked: true })).toBeNull();
    await press('{ArrowRight}{ArrowRight}{ArrowRight}');
    // One tab stop: out and back in lands on the checked star.
    await userEvent.tab({ shift: true });
    await expect(group).not.toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    await expectFocusOn(stars[2]);
    // A click rates; the stars up to it are filled, the others not.
    await pointAndClick(stars[3]);
    await expect(stars[3]).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(4);
    await userEvent.unhover(stars[3]);
    await expect(filled(stars[3])).toBe(1);
    await expect(filled(stars[4])).toBe(0);
  },
};

/** `allowHalf`: the arrow keys move by half a star, and a click on a star's first half rates half of it. */
export const HalfStars: Story = {
  args: { allowHalf: true, defaultValue: 2.5 },
  play: async ({ args, canvas }) => {
    const stars = starsOf(canvas, 'Carrier rating');
    // The checked star says the rating itself.
    await expect(stars[2]).toBeChecked();
    await expect(stars[2]).toHaveAccessibleName('2.5 stars');
    await expect(filled(stars[2])).toBe(0.5);
    await expect(filled(stars[1])).toBe(1);
    await userEvent.tab();
    await expectFocusOn(stars[2]);
    await press('{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
    await expect(stars[2]).toHaveAccessibleName('3 stars');
    await press('{ArrowRight}');
    await expect(stars[3]).toBeChecked();
    await expect(stars[3]).toHaveAccessibleName('3.5 stars');
    // A click in the first quarter of the fifth star: 4.5.
    const box = stars[4].getBoundingClientRect();
    const coords = { clientX: Math.round(box.left + box.width / 4), clientY: Math.round(box.top + box.height / 2) };
    await userEvent.pointer({ target: stars[4], coords });
    await userEvent.pointer({ keys: '[MouseLeft]', target: stars[4], coords });
    await expect(args.onValueChange).toHaveBeenLastCalledWith(4.5);
    await expect(stars[4]).toHaveAccessibleName('4.5 stars');
  },
};

/** Read-only, the rating shows and can be reached, but neither a click nor a key changes it; disabled, the stars are out of the tab order. */
export const ReadOnlyAndDisabled: Story = {
  render: () => (
    <Stack gap="6" align="start">
      <RatingGroup label="Last delivery" readOnly defaultValue={4} />
      <RatingGroup label="Previous delivery" disabled defaultValue={2} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const readOnly = canvas.getByRole('radiogroup', { name: 'Last delivery' });
    await expect(readOnly).toHaveAttribute('aria-readonly', 'true');
    const shown = starsOf(canvas, 'Last delivery');
    await expect(shown[3]).toBeChecked();
    await userEvent.tab();
    await expectFocusOn(shown[3]);
    await press('{ArrowRight}{Home}');
    await expect(shown[3]).toBeChecked();
    await pointAndClick(shown[1]);
    await expect(shown[3]).toBeChecked();

    const off = starsOf(canvas, 'Previous delivery');
    await expect(off[1]).toBeChecked();
    for (const star of off) await expect(star).toHaveAttribute('aria-disabled', 'true');
    await pointAndClick(off[4]);
    await expect(off[1]).toBeChecked();
    // Tab leaves the read-only stars and passes the disabled ones by.
    await userEvent.tab();
    await expect(off).not.toContain(document.activeElement);
  },
};

/** Required, with a hint and an error: the Field's '*', the group invalid and required, described by both. */
export const Invalid: Story = {
  args: {
    required: true,
    helperText: 'How the driver handled your last pickup.',
    errorText: 'Rate the carrier to send your review.',
  },
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Carrier rating' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription(
      'Rate the carrier to send your review. How the driver handled your last pickup.',
    );
    await expect(canvas.getByText('Rate the carrier to send your review.')).toBeVisible();
    await expect(canvas.getByText('Rate the carrier to send your review.').querySelector('svg')).not.toBeNull();
    const mark = canvasElement.querySelector('[data-scope="field"][data-part="required-indicator"]');
    await expect(mark).toHaveTextContent('*');
    await expect(mark).toBeVisible();
  },
};

/**
 * In a plain `<form>`: with no rating, `required` stops the submit and focus goes to the first star; rated, the
 * FormData holds the rating under the field's name.
 */
export const InANativeForm: Story = {
  render: function CarrierReview() {
    const [submitted, setSubmitted] = useState('');
    return (
      <form
        aria-label="Carrier review"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>).toString());
        }}
      >
        <Stack gap="4" align="start">
          <RatingGroup label="Carrier rating" name="rating" required />
          <Button type="submit">Send review</Button>
          <output>{submitted && `Submitted: ${submitted}`}</output>
        </Stack>
      </form>
    );
  },
  play: async ({ canvas }) => {
    const stars = starsOf(canvas, 'Carrier rating');
    await userEvent.click(canvas.getByRole('button', { name: 'Send review' }));
    await expectFocusOn(stars[0]);
    await expect(canvas.queryByText(/^Submitted:/)).toBeNull();
    await press('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(stars[3]).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Send review' }));
    await expect(await canvas.findByText('Submitted: rating=4')).toBeVisible();
  },
};

/**
 * With `useForm`: a submit without a rating shows the error by the field, describing the group, with focus on the
 * first star; a rating clears it, and the submit hands over the number.
 */
export const WithUseForm: Story = {
  render: function CarrierReview() {
    const [saved, setSaved] = useState<number | null>(null);
    const form = useForm({
      initialValues: { rating: 0 },
      validate: ({ rating }) => ({ rating: rating > 0 ? undefined : 'Rate the carrier to send your review.' }),
      onSubmit: ({ rating }) => setSaved(rating),
    });
    return (
      <form aria-label="Carrier review" {...form.formProps}>
        <Stack gap="4" align="start">
          <RatingGroup
            label="Carrier rating"
            name="rating"
            required
            allowHalf
            value={form.values.rating}
            onValueChange={(rating) => form.setValue('rating', rating)}
            errorText={form.errors.rating}
          />
          <Button type="submit">Send review</Button>
          <output>{saved !== null && `Saved: ${saved} of 5`}</output>
        </Stack>
      </form>
    );
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Carrier rating' });
    const stars = starsOf(canvas, 'Carrier rating');
    await userEvent.click(canvas.getByRole('button', { name: 'Send review' }));
    await expectFocusOn(stars[0]);
    await expect(group).toHaveAccessibleDescription('Rate the carrier to send your review.');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await press('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(stars[3]).toHaveAccessibleName('3.5 stars');
    await waitFor(() => expect(canvas.queryByText('Rate the carrier to send your review.')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Send review' }));
    await expect(await canvas.findByText('Saved: 3.5 of 5')).toBeVisible();
  },
};

const ar = (n: number) => new Intl.NumberFormat('ar').format(n);

/** In Arabic the first star is at the right and the stars are named in Arabic; ArrowLeft adds a star, ArrowRight takes one away. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { label: 'تقييم شركة النقل' },
  play: async ({ args, canvas }) => {
    const stars = starsOf(canvas, 'تقييم شركة النقل');
    await expectRightToLeft(stars[0]);
    await expectRightOf(stars[0], stars[1]);
    await expectRightOf(stars[3], stars[4]);
    await expect(stars[0]).toHaveAccessibleName('نجمة واحدة');
    await expect(stars[1]).toHaveAccessibleName('نجمتان');
    await expect(stars[2]).toHaveAccessibleName(`${ar(3)} نجوم`);
    await userEvent.tab();
    await expectFocusOn(stars[0]);
    await press('{ArrowLeft}{ArrowLeft}');
    await expect(stars[1]).toBeChecked();
    await expectFocusOn(stars[1]);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2);
    await press('{ArrowRight}');
    await expect(stars[0]).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
  },
};

/** In Swedish each star is named in Swedish, the half rating with a decimal comma, and called 'betyg'. */
export const Swedish: Story = {
  globals: { locale: 'sv' },
  args: { label: 'Betyg för transportören', allowHalf: true, defaultValue: 3.5 },
  play: async ({ canvas }) => {
    const stars = starsOf(canvas, 'Betyg för transportören');
    await expect(stars[0]).toHaveAccessibleName('1 stjärna');
    await expect(stars[1]).toHaveAccessibleName('2 stjärnor');
    await expect(stars[3]).toBeChecked();
    await expect(stars[3]).toHaveAccessibleName('3,5 stjärnor');
    await expect(stars[0]).toHaveAttribute('aria-roledescription', 'betyg');
  },
};
