import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Box, Stack } from 'styled-system/jsx';
import { Slider, useLanguage } from '../../../src';
import { expectRightToLeft } from '../../support/direction';

const meta = {
  title: 'Components/Forms/Slider',
  component: Slider,
  args: { label: 'Volume', defaultValue: 40, onValueChange: fn(), onValueChangeEnd: fn() },
  decorators: [
    (Story) => (
      <Box maxW="md" px="2">
        <Story />
      </Box>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Picks a number on a track (Ark Slider). The thumb has role `slider` with `aria-valuenow`, `aria-valuemin` and `aria-valuemax`, and is named by the label; `getAriaValueText` sets what screen readers announce (`aria-valuetext`). Keyboard: ArrowRight/ArrowUp add a step, ArrowLeft/ArrowDown take one away, PageUp/PageDown move a larger step, Home and End jump to the ends. `marks` label points under the track.',
      },
    },
  },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const thumb = canvas.getByRole('slider', { name: 'Volume' });
    await expect(thumb).toHaveAttribute('aria-valuenow', '40');
    await expect(thumb).toHaveAttribute('aria-valuemin', '0');
    await expect(thumb).toHaveAttribute('aria-valuemax', '100');
    await expect(canvas.getByText('40')).toBeVisible();
    await userEvent.tab();
    await expect(thumb).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '42');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(42);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '41');
    // As the WAI-ARIA slider pattern has it, Up and Down step too on a horizontal slider (zag ignores them).
    await userEvent.keyboard('{ArrowUp}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '42');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(42);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '40');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(40);
    await userEvent.keyboard('{End}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('100')).toBeVisible();
    await userEvent.keyboard('{Home}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '0');
    await waitFor(() => expect(args.onValueChangeEnd).toHaveBeenLastCalledWith(0));
  },
};

const QUANTITY_STEPS = [15000, 50000, 100000, 150000, 250000];

/** The request form's quantity: positions 0–4 mapped to unit amounts, announced as amounts. */
export const WithMarks: Story = {
  render: function Render(args) {
    const { formatNumber } = useLanguage();
    const [step, setStep] = useState(1);
    const units = (index: number) => `${formatNumber(QUANTITY_STEPS[index])} units`;
    return (
      <Slider
        {...args}
        label="Quantity"
        min={0}
        max={4}
        step={1}
        value={step}
        onValueChange={(value) => {
          setStep(value);
          args.onValueChange?.(value);
        }}
        formatValue={units}
        getAriaValueText={({ value }) => units(value)}
        marks={QUANTITY_STEPS.map((amount, index) => ({
          value: index,
          label: formatNumber(amount, { notation: 'compact' }),
        }))}
      />
    );
  },
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole('slider', { name: 'Quantity' });
    await expect(thumb).toHaveAttribute('aria-valuetext', '50,000 units');
    await expect(canvas.getByText('50,000 units')).toBeVisible();
    for (const mark of ['15K', '50K', '100K', '150K', '250K']) await expect(canvas.getByText(mark)).toBeVisible();
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '2');
    await expect(thumb).toHaveAttribute('aria-valuetext', '100,000 units');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByText('250,000 units')).toBeVisible();
    // The marks sit in order along the track.
    const left = (text: string) => canvas.getByText(text).getBoundingClientRect().left;
    await expect(left('15K')).toBeLessThan(left('50K'));
    await expect(left('150K')).toBeLessThan(left('250K'));
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const thumb = canvas.getByRole('slider', { name: 'Volume' });
    await expect(thumb).toHaveAttribute('aria-disabled', 'true');
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '40');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const InAForm: Story = {
  render: function Render(args) {
    const [submitted, setSubmitted] = useState('');
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(String(new FormData(event.currentTarget).get('volume')));
        }}
      >
        <Stack gap="4" alignItems="flex-start">
          <Slider {...args} name="volume" />
          <button type="submit">Send</button>
          <output>{submitted && `Sent: ${submitted}`}</output>
        </Stack>
      </form>
    );
  },
  play: async ({ canvas }) => {
    canvas.getByRole('slider', { name: 'Volume' }).focus();
    await userEvent.keyboard('{PageUp}');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Sent: 50')).toBeVisible();
  },
};

/** Two thumbs from the compound parts: a range. */
export const Range: Story = {
  // Each thumb needs its own name, so there is no shared Slider.Label (it would name both).
  render: () => (
    <Slider.Root defaultValue={[20, 60]} aria-label={['Minimum price', 'Maximum price']}>
      <Slider.Header>
        <span>Price range</span>
        <Slider.ValueText />
      </Slider.Header>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumb index={0}>
          <Slider.HiddenInput />
        </Slider.Thumb>
        <Slider.Thumb index={1}>
          <Slider.HiddenInput />
        </Slider.Thumb>
      </Slider.Control>
    </Slider.Root>
  ),
  play: async ({ canvas }) => {
    const min = canvas.getByRole('slider', { name: 'Minimum price' });
    const max = canvas.getByRole('slider', { name: 'Maximum price' });
    await expect(min).toHaveAttribute('aria-valuenow', '20');
    await expect(max).toHaveAttribute('aria-valuenow', '60');
    // Up and Down step the focused thumb of the parts as well.
    min.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(min).toHaveAttribute('aria-valuenow', '21');
    await expect(max).toHaveAttribute('aria-valuenow', '60');
    await userEvent.keyboard('{ArrowDown}');
    await expect(min).toHaveAttribute('aria-valuenow', '20');
    max.focus();
    await userEvent.keyboard('{End}');
    await expect(max).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('20, 100')).toBeVisible();
  },
};

/**
 * Right to left, in Arabic: the track runs from the right (the minimum) to the left (the maximum), so at 20
 * the thumb sits near the right end and the range fills from the right up to it. The arrows follow the
 * track as the APG says for a horizontal slider in right to left: ArrowLeft adds a step, ArrowRight takes
 * one away.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { label: 'مستوى الصوت', defaultValue: 20 },
  play: async ({ args, canvas, canvasElement }) => {
    const thumb = canvas.getByRole('slider', { name: 'مستوى الصوت' });
    await expectRightToLeft(thumb);
    await expect(thumb).toHaveAttribute('aria-valuenow', '20');
    const part = (name: string) =>
      (canvasElement.querySelector(`[data-scope="slider"][data-part="${name}"]`) as HTMLElement).getBoundingClientRect();
    const track = part('track');
    const thumbBox = thumb.getBoundingClientRect();
    // 20% of the way from the right end.
    const expected = track.right - 0.2 * track.width;
    await expect(Math.abs(thumbBox.left + thumbBox.width / 2 - expected)).toBeLessThan(thumbBox.width);
    // The range starts at the right end of the track and stops at the thumb.
    const range = part('range');
    await expect(Math.abs(range.right - track.right)).toBeLessThan(1);
    await expect(Math.abs(range.width - 0.2 * track.width)).toBeLessThan(thumbBox.width);
    await userEvent.tab();
    await waitFor(() => expect(thumb).toHaveAttribute('data-focus'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '19');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(19);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '21');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(21);
  },
};
