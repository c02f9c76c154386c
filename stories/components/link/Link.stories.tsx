import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnchorHTMLAttributes } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { HStack } from 'styled-system/jsx';
import { Link, Text } from '../../../src';

const meta = {
  title: 'Components/Navigation/Link',
  component: Link,
  args: { href: '#terms', children: 'Terms of Service' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['inline', 'plain'] },
    external: { control: 'boolean' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A link. `inline` (default) is underlined so it never relies on colour alone; `plain` suits navigation and shows `aria-current="page"` in bold. `external` opens a new tab with `rel="noopener noreferrer"`, shows an icon and adds "(opens in a new tab)" for screen readers in the active language. With `asChild` it styles a router link instead: `<Link asChild><RouterLink to="/pricing">Pricing</RouterLink></Link>`. Enter follows it, like any link.',
      },
    },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <Text>
      By creating an account you accept our <Link {...args} />.
    </Text>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Terms of Service' });
    await expect(link).toHaveAttribute('href', '#terms');
    await expect(link).not.toHaveAttribute('target');
    await expect(getComputedStyle(link).textDecorationLine).toContain('underline');
    // Keyboard: it is in the tab order.
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Plain: Story = {
  render: () => (
    <nav aria-label="Main">
      <HStack as="ul" gap="6" listStyle="none">
        <li>
          <Link variant="plain" href="#home">
            Home
          </Link>
        </li>
        <li>
          <Link variant="plain" href="#features" aria-current="page">
            Features
          </Link>
        </li>
        <li>
          <Link variant="plain" href="#pricing">
            Pricing
          </Link>
        </li>
      </HStack>
    </nav>
  ),
  play: async ({ canvas }) => {
    const current = canvas.getByRole('link', { name: 'Features' });
    const other = canvas.getByRole('link', { name: 'Home' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(getComputedStyle(other).textDecorationLine).toBe('none');
    await expect(Number(getComputedStyle(current).fontWeight)).toBeGreaterThan(Number(getComputedStyle(other).fontWeight));
  },
};

export const External: Story = {
  args: { href: 'https://ark-ui.com', external: true, children: 'Ark UI documentation' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Ark UI documentation (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const ExternalInSwedish: Story = {
  args: { href: 'https://ark-ui.com', external: true, children: 'Ark UI', rel: 'external' },
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Ark UI (öppnas i en ny flik)' });
    // A rel of its own is kept alongside the safety values.
    await expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['external', 'noopener', 'noreferrer']);
  },
};

/** Stands in for React Router's `<Link to>`: navigates without a page load. */
function RouterLink({
  to,
  onNavigate,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; onNavigate: (to: string) => void }) {
  return (
    <a
      href={to}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onNavigate(to);
      }}
    />
  );
}

const onNavigate = fn();

export const AsRouterLink: Story = {
  render: () => (
    <Link asChild variant="plain">
      <RouterLink to="/pricing" onNavigate={onNavigate}>
        Pricing
      </RouterLink>
    </Link>
  ),
  parameters: {
    docs: {
      source: {
        // The story's RouterLink stands in for the portal's router's link (React Router here).
        code: `import { Link } from '@labelport/ui';
import { Link as RouterLink } from 'react-router';

export function PricingLink() {
  return (
    <Link asChild variant="plain">
      <RouterLink to="/pricing">Pricing</RouterLink>
    </Link>
  );
}
`,
        language: 'tsx',
      },
    },
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Pricing' });
    await expect(link).toHaveAttribute('href', '/pricing');
    await expect(link.className).toContain('link--variant_plain');
    // The router handles the click; the page does not reload.
    await userEvent.click(link);
    await expect(onNavigate).toHaveBeenCalledWith('/pricing');
    link.blur();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenCalledTimes(2);
  },
};

export const AsChildExternal: Story = {
  render: () => (
    <Link asChild external>
      <a href="https://www.openstreetmap.org">OpenStreetMap</a>
    </Link>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'OpenStreetMap (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.querySelectorAll('a')).toHaveLength(0);
  },
};
