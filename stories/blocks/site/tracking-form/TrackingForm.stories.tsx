import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, TrackingForm, type TrackingFormProps } from '../../../../src';

/** The form under a link that gives it another number, as a second tracking link followed does. */
function WithNextLink(props: TrackingFormProps) {
  const [number, setNumber] = useState('ABC123');
  return (
    <>
      <Button variant="outline" onClick={() => setNumber('XYZ789')}>
        Follow the next link
      </Button>
      <TrackingForm {...props} defaultNumber={number} />
    </>
  );
}

const meta = {
  title: 'Blocks/Site/TrackingForm',
  component: TrackingForm,
  args: { onTrack: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "The tracking-number input with its visible label and hint, and the 'Track Package' submit button. Enter in the input submits. A blank or whitespace-only number is ignored (`onTrack` is not called); any other number is passed on trimmed, with no format check. What was typed is never cleared.",
      },
    },
  },
} satisfies Meta<typeof TrackingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Tracking number' });
    await expect(input).toHaveAccessibleDescription(/shipping confirmation/);
    await userEvent.type(input, '  ABC123 ');
    await userEvent.click(canvas.getByRole('button', { name: 'Track Package' }));
    await expect(args.onTrack).toHaveBeenCalledWith('ABC123');
    await expect(input).toHaveValue('  ABC123 ');
    // Enter submits too.
    await userEvent.clear(input);
    await userEvent.type(input, 'XYZ789{Enter}');
    await expect(args.onTrack).toHaveBeenLastCalledWith('XYZ789');
    await expect(args.onTrack).toHaveBeenCalledTimes(2);
  },
};

/** A blank or whitespace-only number is ignored: there is nothing to look up. */
export const BlankIsIgnored: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Track Package' });
    await userEvent.click(button);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tracking number' }), '    {Enter}');
    await userEvent.click(button);
    await expect(args.onTrack).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Tracking number' })).toHaveValue('    ');
  },
};

export const Prefilled: Story = {
  args: { defaultNumber: 'ABC123' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Tracking number' })).toHaveValue('ABC123');
    await userEvent.click(canvas.getByRole('button', { name: 'Track Package' }));
    await expect(args.onTrack).toHaveBeenCalledWith('ABC123');
  },
};

/** Until the visitor types, the input follows the number it is given; once they type, what they typed stays. */
export const FollowsTheGivenNumber: Story = {
  render: (args) => <WithNextLink {...args} />,
  parameters: {
    docs: {
      source: {
        code: `import { TrackingForm } from '@labelport/ui';

// The tracking page, given the number in its address (/tracking?number=ABC123) by the portal's router. Until
// the visitor types, the input follows that number when another tracking link is followed; once they type,
// what they typed stays.
export function TrackingPage({ number }: { number: string }) {
  return (
    <TrackingForm
      defaultNumber={number}
      onTrack={(next) => window.location.assign(\`/tracking?number=\${encodeURIComponent(next)}\`)}
    />
  );
}`,
        language: 'tsx',
      },
    },
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tracking number' });
    await expect(input).toHaveValue('ABC123');
    await userEvent.click(canvas.getByRole('button', { name: 'Follow the next link' }));
    await expect(input).toHaveValue('XYZ789');
    await userEvent.type(input, '0');
    await expect(input).toHaveValue('XYZ7890');
  },
};

export const Swedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Spårningsnummer' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Spåra paket' })).toBeVisible();
  },
};
