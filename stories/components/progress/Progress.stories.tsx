import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Stack } from 'styled-system/jsx';
import { Button, Progress } from '../../../src';

const meta = {
  title: 'Components/Feedback/Progress',
  component: Progress,
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
          'A linear progress bar (Ark Progress) with a label and the percentage in the active language. The bar has role `progressbar`, is named by the label and exposes `aria-valuenow`, `aria-valuemax` and the percentage as `aria-valuetext`. It follows `normalizeProgress` (src/domain/progress.ts): a maximum that is not a positive number counts as 100, and a value outside 0 to maximum makes the bar indeterminate, which animates, shows no percentage and sets no `aria-valuenow`. With reduced motion the indeterminate bar rests instead of sliding. It is not focusable.',
      },
    },
  },
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Production' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
    await expect(canvas.getByText('40%')).toBeVisible();
    const range = bar.querySelector('[data-part="range"]')!;
    await expect(range.getBoundingClientRect().width / bar.getBoundingClientRect().width).toBeCloseTo(0.4, 1);
  },
};

export const Tones: Story = {
  render: () => (
    <Stack gap="4" maxW="md">
      <Progress label="In Transit" value={75} tone="accent" />
      <Progress label="Delivered" value={100} tone="success" />
      <Progress label="Packaging" value={40} tone="warning" />
      <Progress label="Contract Signed" value={70} tone="purple" />
      <Progress label="Needs Correction" value={20} tone="danger" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const fills = ['In Transit', 'Delivered', 'Packaging', 'Contract Signed', 'Needs Correction'].map((name) => {
      const range = canvas.getByRole('progressbar', { name }).querySelector('[data-part="range"]')!;
      return getComputedStyle(range).backgroundColor;
    });
    await expect(new Set(fills).size).toBe(5);
    await expect(canvas.getByRole('progressbar', { name: 'Delivered' }).closest('[data-part="root"]')).toHaveAttribute(
      'data-state',
      'complete',
    );
  },
};

export const CustomMaximum: Story = {
  args: { label: 'Steps done', value: 3, max: 5 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Steps done' });
    await expect(bar).toHaveAttribute('aria-valuemax', '5');
    await expect(bar).toHaveAttribute('aria-valuenow', '3');
    await expect(canvas.getByText('60%')).toBeVisible();
  },
};

export const InvalidMaximumCountsAs100: Story = {
  args: { label: 'Production', value: 40, max: 0 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Production' });
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(canvas.getByText('40%')).toBeVisible();
  },
};

export const Indeterminate: Story = {
  args: { label: 'Loading shipments', value: null },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Loading shipments' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).not.toHaveAttribute('aria-valuetext');
    await expect(canvas.queryByText(/%/)).toBeNull();
    const range = bar.querySelector('[data-part="range"]')!;
    await expect(range).toHaveAttribute('data-state', 'indeterminate');
    await expect(getComputedStyle(range).animationName).toBe('indeterminate');
  },
};

export const ValueOutOfRange: Story = {
  args: { label: 'Production', value: 140 },
  play: async ({ canvas }) => {
    // A value above the maximum is indeterminate, not a full bar: bad data never looks finished.
    const bar = canvas.getByRole('progressbar', { name: 'Production' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.queryByText(/%/)).toBeNull();
  },
};

export const InSwedish: Story = {
  args: { label: 'Produktion', value: 75 },
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    // Swedish puts a (no-break) space before the percent sign.
    const bar = canvas.getByRole('progressbar', { name: 'Produktion' });
    await expect(bar.getAttribute('aria-valuetext')).toMatch(/^75\s%$/);
    await expect(canvas.getByText(/^75\s%$/)).toBeVisible();
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Shipping progress', value: 75, hideLabel: true, size: 'sm' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Shipping progress' });
    await expect(bar).toBeVisible();
    await expect(canvas.getByText('Shipping progress').parentElement!.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Updating: Story = {
  render: function UploadProgress() {
    const [value, setValue] = useState(0);
    return (
      <Stack gap="3" maxW="md">
        <Progress label="Upload" value={value} />
        <Button variant="outline" onClick={() => setValue((v) => Math.min(100, v + 50))}>
          Upload more
        </Button>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Upload' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Upload more' }));
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
    await expect(canvas.getByText('50%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload more' }));
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
  },
};
