import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { HStack } from 'styled-system/jsx';
import { Avatar, Text } from '../../../src';

// A small inline photo, so the story needs no network.
const PHOTO = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' fill='teal'/><circle cx='32' cy='26' r='12' fill='white'/><rect x='14' y='42' width='36' height='22' rx='11' fill='white'/></svg>",
)}`;

const meta = {
  title: 'Components/Data display/Avatar',
  component: Avatar,
  args: { name: 'Anna Svensson' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  parameters: {
    docs: {
      description: {
        component:
          'A person\'s photo, or their initials without one: up to two initials, from the first two words of `name` (`getInitials` in src/domain/initials.ts). An empty name shows "NU", the initials of the default name "New User", in every language. A photo that is loading or fails to load falls back to the initials. Screen readers hear the name (the photo\'s `alt`, or the initials\' label), never the bare letters; it is not focusable. Use `decorative` when the name is written right next to it.',
      },
    },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  args: { name: 'Anna Maria Svensson' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Anna Maria Svensson' });
    await expect(avatar).toHaveTextContent('AM');
    await expect(avatar).toBeVisible();
  },
};

export const WithPhoto: Story = {
  args: { src: PHOTO },
  play: async ({ canvasElement }) => {
    const photo = canvasElement.querySelector('img')!;
    await waitFor(() => expect(photo).toBeVisible());
    await expect(photo).toHaveAttribute('alt', 'Anna Svensson');
    // Once the photo shows, the initials are hidden.
    await expect(canvasElement.querySelector('[data-part="fallback"]')).not.toBeVisible();
  },
};

export const BrokenPhoto: Story = {
  args: { src: '/no-such-photo.png', name: 'Erik Lind' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).not.toBeVisible());
    const avatar = canvas.getByRole('img', { name: 'Erik Lind' });
    await expect(avatar).toBeVisible();
    await expect(avatar).toHaveTextContent('EL');
  },
};

export const EmptyName: Story = {
  args: { name: '' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'New User' });
    await expect(avatar).toHaveTextContent('NU');
  },
};

export const EmptyNameInGerman: Story = {
  args: { name: '   ' },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    // The letters stay 'NU'; the name screen readers hear is translated.
    const avatar = canvas.getByRole('img', { name: 'Neuer Benutzer' });
    await expect(avatar).toHaveTextContent('NU');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <HStack gap="4">
      <Avatar {...args} size="sm" data-testid="sm" />
      <Avatar {...args} size="md" data-testid="md" />
      <Avatar {...args} size="lg" data-testid="lg" />
    </HStack>
  ),
  play: async ({ canvas }) => {
    const width = (size: string) => canvas.getByTestId(size).getBoundingClientRect().width;
    await expect(width('md')).toBeGreaterThan(width('sm'));
    await expect(width('lg')).toBeGreaterThan(width('md'));
    await expect(canvas.getByTestId('lg').getBoundingClientRect().height).toBe(width('lg'));
  },
};

export const Decorative: Story = {
  render: (args) => (
    <HStack gap="3">
      <Avatar {...args} decorative />
      <Text as="span" weight="medium">
        {args.name}
      </Text>
    </HStack>
  ),
  play: async ({ canvas }) => {
    // The name is written next to it, so the avatar is hidden from screen readers.
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('AS')).toBeVisible();
  },
};

// PHOTO written out, so "Show code" holds all it needs (a portal passes its photo's URL).
export const Composed: Story = {
  render: () => (
    <Avatar.Root size="lg">
      <Avatar.Fallback>LP</Avatar.Fallback>
      <Avatar.Image
        src={`data:image/svg+xml,${encodeURIComponent(
          "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' fill='teal'/><circle cx='32' cy='26' r='12' fill='white'/><rect x='14' y='42' width='36' height='22' rx='11' fill='white'/></svg>",
        )}`}
        alt="Labelport support team"
      />
    </Avatar.Root>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Labelport support team' })).toBeVisible());
  },
};
