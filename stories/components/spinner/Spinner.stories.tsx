import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HStack } from 'styled-system/jsx';
import { Spinner } from '../../../src';
import { animationUnderReducedMotion } from '../../support/motion';

const meta = {
  title: 'Components/Feedback/Spinner',
  component: Spinner,
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  parameters: {
    docs: {
      description: {
        component:
          "A turning ring for a wait of unknown length. It is `role=\"status\"` with text: 'Loading…' in the active language, visually hidden, or the `label` you give (shown, or hidden with `hideLabel`), so a screen reader hears it; the ring is `aria-hidden`. Under `prefers-reduced-motion` the ring stands still. Not focusable. For a busy button use `Button`'s `loading`; for content whose shape is known, `Skeleton`.",
      },
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading…');
    const ring = status.querySelector('[aria-hidden]')!;
    await expect(getComputedStyle(ring).animationName).toBe('spin');
    // A user who asks for reduced motion gets a still ring.
    await expect(animationUnderReducedMotion(ring)).toBe('none');
  },
};

export const SizesWithLabel: Story = {
  render: () => (
    <HStack gap="6">
      <Spinner size="sm" label="Loading orders…" />
      <Spinner size="md" label="Loading invoices…" />
      <Spinner size="lg" label="Loading files…" hideLabel />
    </HStack>
  ),
  play: async ({ canvas }) => {
    const [sm, md, lg] = canvas.getAllByRole('status');
    await expect(canvas.getByText('Loading orders…')).toBeVisible();
    await expect(lg).toHaveTextContent('Loading files…');
    // Hidden from sight (a clipped box of at most a pixel), still the status's text for screen readers.
    await expect(canvas.getByText('Loading files…').getBoundingClientRect().width).toBeLessThanOrEqual(1);
    const ring = (status: HTMLElement) => status.querySelector('[aria-hidden]')!.getBoundingClientRect().width;
    await expect(ring(md)).toBeGreaterThan(ring(sm));
    await expect(ring(lg)).toBeGreaterThan(ring(md));
  },
};

export const Translated: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement…');
  },
};
