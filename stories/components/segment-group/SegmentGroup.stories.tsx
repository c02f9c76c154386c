import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SegmentGroup, type SegmentGroupOption } from '../../../src';
import { expectRightOf, expectRightToLeft } from '../../support/direction';
import { expectPointerReaches } from '../../support/pointer';

const billing: SegmentGroupOption[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
  { value: 'biennial', label: 'Every two years' },
];

const meta = {
  title: 'Components/Forms/SegmentGroup',
  component: SegmentGroup,
  args: { label: 'Billing', items: billing, defaultValue: 'monthly', name: 'billing', onValueChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
  parameters: {
    docs: {
      description: {
        component:
          'A segmented control, e.g. Monthly / Annual billing: a few options side by side, one checked. It is a radio group (Ark SegmentGroup over native radios) named by its label: Tab enters at the checked segment, the arrow keys move and check, and `name` goes on every radio so a native form submits the checked value. A raised indicator slides to the checked segment; under `prefers-reduced-motion` it jumps. `hideLabel` keeps the label for screen readers only.',
      },
    },
  },
} satisfies Meta<typeof SegmentGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where the indicator sits, against the checked segment: the same box. */
async function indicatorOn(canvasElement: HTMLElement, segment: HTMLElement) {
  const indicator = canvasElement.querySelector<HTMLElement>('[data-scope="segment-group"][data-part="indicator"]');
  await expect(indicator).toBeVisible();
  const item = segment.closest('label') as HTMLElement;
  // After the slide (200 ms; none under reduced motion).
  await waitFor(() => {
    const [a, b] = [indicator!.getBoundingClientRect(), item.getBoundingClientRect()];
    expect(Math.abs(a.left - b.left)).toBeLessThan(1);
    expect(Math.abs(a.width - b.width)).toBeLessThan(1);
    expect(Math.abs(a.top - b.top)).toBeLessThan(1);
  });
}

/** A click checks a segment and the indicator moves under it; the arrow keys move the check, one tab stop. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Billing' });
    const monthly = within(group).getByRole('radio', { name: 'Monthly' });
    const annual = within(group).getByRole('radio', { name: 'Annual' });
    await expect(monthly).toBeChecked();
    await indicatorOn(canvasElement, monthly);

    await expectPointerReaches(annual);
    await userEvent.click(canvas.getByText('Annual'));
    await expect(annual).toBeChecked();
    await expect(monthly).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('annual', billing[1]);
    await indicatorOn(canvasElement, annual);

    await userEvent.keyboard('{ArrowRight}');
    const biennial = within(group).getByRole('radio', { name: 'Every two years' });
    await expect(biennial).toBeChecked();
    await expect(biennial).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(monthly).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('monthly', billing[0]);
    await indicatorOn(canvasElement, monthly);
    for (const radio of within(group).getAllByRole('radio')) await expect(radio).toHaveAttribute('name', 'billing');

    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(monthly).toHaveFocus();
  },
};

/**
 * Right to left, in Arabic: the first segment is at the right, and the indicator sits under the checked one
 * wherever it is. The radios are native and run right to left too: Chromium's own arrow keys then follow the
 * reading direction as the APG says (ArrowLeft checks the next segment, ArrowRight the previous one). The play
 * function cannot press them (testing-library's keyboard walks radios itself, ArrowLeft always to the previous
 * one), so it checks the direction the browser goes by, and ArrowDown, which means the next segment either way.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'الفوترة',
    items: [
      { value: 'monthly', label: 'شهريًا' },
      { value: 'annual', label: 'سنويًا' },
      { value: 'biennial', label: 'كل سنتين' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole('radiogroup', { name: 'الفوترة' });
    await expectRightToLeft(group);
    const monthly = within(group).getByRole('radio', { name: 'شهريًا' });
    const annual = within(group).getByRole('radio', { name: 'سنويًا' });
    const biennial = within(group).getByRole('radio', { name: 'كل سنتين' });
    const segment = (radio: HTMLElement) => radio.closest('label') as HTMLElement;
    await expectRightOf(segment(monthly), segment(annual));
    await expectRightOf(segment(annual), segment(biennial));
    await expect(monthly).toBeChecked();
    await indicatorOn(canvasElement, monthly);
    // The browser's arrow keys on a radio go by the radio's own direction.
    await expect(getComputedStyle(annual).direction).toBe('rtl');
    await userEvent.click(canvas.getByText('سنويًا'));
    await expect(annual).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(biennial).toBeChecked();
    await expect(biennial).toHaveFocus();
    // The indicator slides to the checked segment, at the left end.
    await indicatorOn(canvasElement, biennial);
  },
};
