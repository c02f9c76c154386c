import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { HStack, Stack } from 'styled-system/jsx';
import { Button, ProgressCircle } from '../../../src';
import { animationUnderReducedMotion } from '../../support/motion';

const meta = {
  title: 'Components/Feedback/ProgressCircle',
  component: ProgressCircle,
  args: { label: 'Production', value: 40 },
  argTypes: {
    tone: { control: 'inline-radio', options: ['accent', 'success', 'warning', 'danger', 'purple'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    value: { control: { type: 'number' } },
    max: { control: { type: 'number' } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A circular progress indicator (Ark Progress, circle parts) with the percentage in the middle, in the active language, and a label below. The ring is an `svg` with role `progressbar`, named by the label, with `aria-valuenow`, `aria-valuemax` and the percentage as `aria-valuetext`; the number in the ring is hidden from screen readers, which hear it from the progressbar. It follows the same rules as the linear Progress (`normalizeProgress`): a maximum that is not a positive number counts as 100, and a missing or impossible value makes it indeterminate: a quarter arc turns, no percentage is shown and no `aria-valuenow` is set. Under reduced motion the indeterminate ring rests, whole and faded. Tones and sizes are shared with Progress. It is not focusable and has no keyboard of its own.',
      },
    },
  },
} satisfies Meta<typeof ProgressCircle>;

export default meta;
type Story = StoryObj<typeof meta>;

const rangeOf = (bar: HTMLElement) => bar.querySelector<SVGCircleElement>('[data-part="circle-range"]')!;

export const Default: Story = {
  play: async ({ canvas }) => {
    const ring = canvas.getByRole('progressbar', { name: 'Production' });
    await expect(ring).toHaveAttribute('aria-valuenow', '40');
    await expect(ring).toHaveAttribute('aria-valuemax', '100');
    await expect(ring).toHaveAttribute('aria-valuetext', '40%');
    await expect(canvas.getByText('40%')).toBeVisible();
    // The arc covers 40% of the ring: the dash offset leaves 60% of the circumference undrawn.
    const range = rangeOf(ring);
    const style = getComputedStyle(range);
    const circumference = 2 * Math.PI * Number.parseFloat(style.r);
    const offset = Number.parseFloat(style.strokeDashoffset);
    await expect(circumference).toBeGreaterThan(0);
    await expect(offset / circumference).toBeCloseTo(0.6, 1);
  },
};

export const SizesAndTones: Story = {
  render: () => (
    <HStack gap="8" alignItems="end">
      <ProgressCircle label="Packaging" value={25} size="sm" tone="warning" />
      <ProgressCircle label="In Transit" value={75} size="md" tone="accent" />
      <ProgressCircle label="Delivered" value={100} size="lg" tone="success" />
    </HStack>
  ),
  play: async ({ canvas }) => {
    const widths = ['Packaging', 'In Transit', 'Delivered'].map(
      (name) => canvas.getByRole('progressbar', { name }).getBoundingClientRect().width,
    );
    await expect(widths[0]).toBeLessThan(widths[1]);
    await expect(widths[1]).toBeLessThan(widths[2]);
    const strokes = ['Packaging', 'In Transit', 'Delivered'].map(
      (name) => getComputedStyle(rangeOf(canvas.getByRole('progressbar', { name }))).stroke,
    );
    await expect(new Set(strokes).size).toBe(3);
    await expect(canvas.getByRole('progressbar', { name: 'Delivered' }).closest('[data-part="root"]')).toHaveAttribute(
      'data-state',
      'complete',
    );
  },
};

export const Indeterminate: Story = {
  args: { label: 'Loading shipments', value: null },
  play: async ({ canvas }) => {
    const ring = canvas.getByRole('progressbar', { name: 'Loading shipments' });
    await expect(ring).not.toHaveAttribute('aria-valuenow');
    await expect(ring).not.toHaveAttribute('aria-valuetext');
    await expect(canvas.queryByText(/%/)).toBeNull();
    const range = rangeOf(ring);
    await expect(range).toHaveAttribute('data-state', 'indeterminate');
    await expect(getComputedStyle(range).animationName).toBe('spin');
    // A user who asks for less motion gets a still ring instead.
    await expect(animationUnderReducedMotion(range)).toBe('none');
  },
};

export const ValueOutOfRange: Story = {
  args: { label: 'Production', value: 140 },
  play: async ({ canvas }) => {
    // A value above the maximum is indeterminate, not a full ring: bad data never looks finished.
    const ring = canvas.getByRole('progressbar', { name: 'Production' });
    await expect(ring).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.queryByText(/%/)).toBeNull();
  },
};

export const InGerman: Story = {
  args: { label: 'Produktion', value: 3, max: 8 },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    // German writes 38 % with a (no-break) space before the sign; 3 of 8 rounds to 38.
    const ring = canvas.getByRole('progressbar', { name: 'Produktion' });
    await expect(ring).toHaveAttribute('aria-valuemax', '8');
    await expect(ring.getAttribute('aria-valuetext')).toMatch(/^38\s%$/);
    await expect(canvas.getByText(/^38\s%$/)).toBeVisible();
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Shipping progress', value: 75, hideLabel: true, size: 'sm' },
  play: async ({ canvas }) => {
    const ring = canvas.getByRole('progressbar', { name: 'Shipping progress' });
    await expect(ring).toBeVisible();
    await expect(canvas.getByText('Shipping progress').parentElement!.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Updating: Story = {
  render: function UploadProgress() {
    const [value, setValue] = useState(0);
    return (
      <Stack gap="3" alignItems="start">
        <ProgressCircle label="Upload" value={value} />
        <Button variant="outline" onClick={() => setValue((v) => Math.min(100, v + 50))}>
          Upload more
        </Button>
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    const ring = canvas.getByRole('progressbar', { name: 'Upload' });
    await expect(ring).toHaveAttribute('aria-valuenow', '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Upload more' }));
    await expect(ring).toHaveAttribute('aria-valuenow', '50');
    await expect(canvas.getByText('50%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload more' }));
    await expect(ring).toHaveAttribute('aria-valuenow', '100');
  },
};
