import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Stack } from 'styled-system/jsx';
import { Switch } from '../../../src';
import { expectRightOf, expectRightToLeft } from '../../support/direction';
import { expectPointerReaches, pointAndClick } from '../../support/pointer';

const meta = {
  title: 'Components/Forms/Switch',
  component: Switch,
  args: { children: 'Email notifications', onCheckedChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  parameters: {
    docs: {
      description: {
        component:
          'An on/off setting that applies at once, e.g. "Email notifications". It is Ark Switch around a native checkbox with role `switch`: Tab focuses it (the ring shows on the track), Space toggles it, clicking the label toggles it, and screen readers announce its name and "on" or "off". It submits with forms (`name`, `value`). Compose it from `Switch.Root`, `Switch.Control`, `Switch.Thumb`, `Switch.Label` and `Switch.HiddenInput` when needed.',
      },
    },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Email notifications' });
    await expect(control).not.toBeChecked();
    await userEvent.click(canvas.getByText('Email notifications'));
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(expect.objectContaining({ checked: true }));
    // The switch lies over its track, so a test clicks it by role, and its label's text stays clickable.
    await expectPointerReaches(control);
    await expectPointerReaches(canvas.getByText('Email notifications'));
    await pointAndClick(control);
    await expect(control).not.toBeChecked();
    await pointAndClick(control);
    await expect(control).toBeChecked();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Email notifications' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const CheckedByDefault: Story = {
  args: { defaultChecked: true, children: 'SMS notifications' },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'SMS notifications' });
    await expect(control).toBeChecked();
    await userEvent.click(control);
    await expect(control).not.toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Monthly statement' },
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Monthly statement' });
    await expect(control).toBeDisabled();
    await userEvent.click(canvas.getByText('Monthly statement'), { pointerEventsCheck: 0 });
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const WithoutVisibleLabel: Story = {
  args: { children: undefined, 'aria-label': 'Dark mode' },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Dark mode' });
    // The name is there for screen readers only: its visually hidden wrapper takes a pixel at most.
    const hidden = canvas.getByText('Dark mode').parentElement!;
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.click(control);
    await expect(control).toBeChecked();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="3">
      <Switch {...args} size="sm">
        Small
      </Switch>
      <Switch {...args} size="md">
        Medium
      </Switch>
      <Switch {...args} size="lg">
        Large
      </Switch>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const tracks = [...canvasElement.querySelectorAll('[data-part="control"]')].map((el) => el.getBoundingClientRect().width);
    await expect(tracks).toHaveLength(3);
    await expect(tracks[1]).toBeGreaterThan(tracks[0]);
    await expect(tracks[2]).toBeGreaterThan(tracks[1]);
  },
};

export const InAForm: Story = {
  render: (args) => (
    <form aria-label="Notification settings" onSubmit={(event) => event.preventDefault()}>
      <Switch {...args} name="email" value="on" defaultChecked>
        Email notifications
      </Switch>
    </form>
  ),
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Notification settings' }) as HTMLFormElement;
    await expect(new FormData(form).get('email')).toBe('on');
    await userEvent.click(canvas.getByRole('switch', { name: 'Email notifications' }));
    await expect(new FormData(form).get('email')).toBeNull();
  },
};

export const Composed: Story = {
  render: () => (
    <Switch.Root defaultChecked>
      <Switch.Label>Monthly statement</Switch.Label>
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.HiddenInput />
    </Switch.Root>
  ),
  play: async ({ canvas }) => {
    // Label first, track second: the parts compose in any order.
    const control = canvas.getByRole('switch', { name: 'Monthly statement' });
    await expect(control).toBeChecked();
    await userEvent.click(canvas.getByText('Monthly statement'));
    await expect(control).not.toBeChecked();
  },
};

/**
 * Right to left, in Arabic: the track comes first, at the right, then the label; off, the thumb rests at the
 * track's right end, and on it slides to the left end, the way the line runs. Space toggles it.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { children: 'إشعارات البريد الإلكتروني' },
  play: async ({ canvas, canvasElement }) => {
    const control = canvas.getByRole('switch', { name: 'إشعارات البريد الإلكتروني' });
    await expectRightToLeft(control);
    const track = canvasElement.querySelector('[data-scope="switch"][data-part="control"]') as HTMLElement;
    const thumb = canvasElement.querySelector('[data-scope="switch"][data-part="thumb"]') as HTMLElement;
    await expectRightOf(track, canvas.getByText('إشعارات البريد الإلكتروني'));
    // The gap between the thumb and each end of the track.
    const gaps = () => {
      const [t, c] = [thumb.getBoundingClientRect(), track.getBoundingClientRect()];
      return { left: t.left - c.left, right: c.right - t.right };
    };
    await expect(gaps().right).toBeLessThan(gaps().left);
    await expect(gaps().right).toBeLessThan(4);
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    // After the slide.
    await waitFor(() => expect(gaps().left).toBeLessThan(4));
    await expect(gaps().left).toBeLessThan(gaps().right);
    // Still inside the track.
    await expect(gaps().left).toBeGreaterThanOrEqual(0);
  },
};
