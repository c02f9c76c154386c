import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent } from 'storybook/test';
import { ErrorFallback, NotFoundPage, PageLoadError, type RouterLinkProps, RouterLinkProvider } from '../../../src';

const meta = {
  title: 'Components/Feedback/StatusPage',
  component: NotFoundPage,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Full-page messages for the two things that can go wrong while routing. `NotFoundPage` shows 404, "Oops! Page not found" and a link home, and logs the missing path to the console. `ErrorFallback` shows "Unexpected Application Error!" with the status and message. `PageLoadError` replaces the browser\'s raw error when a page\'s code cannot be downloaded (offline, or a newer deploy): a translated explanation, a reload button and, while navigating, a link home; `isModuleLoadError(error)` tells that case apart in a router\'s error boundary. Each has one `<h1>` and is the page\'s `<main>` landmark, or with `as="div"` sits inside a shell\'s own `<main>`; the link home goes through the portal\'s router when a `RouterLinkProvider` is present.',
      },
    },
  },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const navigate = fn();
function FakeRouterLink({ href, onClick, ...props }: RouterLinkProps) {
  return (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
        onClick?.(event);
      }}
      {...props}
    />
  );
}

export const NotFound: Story = {
  args: { path: '/dashboard/nowhere' },
  beforeEach: () => {
    const spy = spyOn(console, 'error').mockImplementation(() => {});
    return () => spy.mockRestore();
  },
  render: (args) => (
    <RouterLinkProvider component={FakeRouterLink}>
      <NotFoundPage {...args} />
    </RouterLinkProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(canvas.getByText('Oops! Page not found')).toBeVisible();
    await expect(console.error).toHaveBeenCalledWith(expect.stringContaining('non-existent route'), '/dashboard/nowhere');
    await userEvent.click(canvas.getByRole('link', { name: 'Return to Home' }));
    await expect(navigate).toHaveBeenCalledWith('/');
  },
};

/**
 * Inside a portal's shell, which has its own `<main>`: with `as="div"` the page adds no second one, so there
 * is one main landmark and the 404 heading is in it.
 */
export const NotFoundInsideAShell: Story = {
  args: { path: '/dashboard/nowhere', as: 'div' },
  beforeEach: () => {
    const spy = spyOn(console, 'error').mockImplementation(() => {});
    return () => spy.mockRestore();
  },
  render: (args) => (
    <main aria-label="Orders portal">
      <NotFoundPage {...args} />
    </main>
  ),
  play: async ({ canvas }) => {
    const [main, ...more] = canvas.getAllByRole('main');
    await expect(more).toHaveLength(0);
    await expect(main).toHaveAccessibleName('Orders portal');
    await expect(main).toContainElement(canvas.getByRole('heading', { level: 1, name: '404' }));
  },
};

export const RoutingError: Story = {
  render: () => <ErrorFallback status={500} message="Internal Server Error" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(canvas.getByText('500')).toBeVisible();
    await expect(canvas.getByText('Internal Server Error')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload the page' })).toBeEnabled();
  },
};

export const ThrownError: Story = {
  render: () => <ErrorFallback message="Cannot read properties of undefined (reading 'name')" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Cannot read properties of undefined (reading 'name')")).toBeVisible();
    await expect(canvas.queryByText('500')).toBeNull();
  },
};

/** A page's code could not be downloaded while navigating: a way to reload, and a way home. */
export const PageCouldNotLoad: Story = {
  render: () => (
    <RouterLinkProvider component={FakeRouterLink}>
      <PageLoadError homeHref="/" />
    </RouterLinkProvider>
  ),
  parameters: {
    docs: {
      source: {
        // The story's link stands in for the portal's router (React Router here).
        code: `import { PageLoadError, type RouterLinkProps, RouterLinkProvider } from '@labelport/ui';
import { Link } from 'react-router';

function RouterLink({ href, ...props }: RouterLinkProps) {
  return <Link to={href} {...props} />;
}

export function PageCouldNotLoad() {
  return (
    <RouterLinkProvider component={RouterLink}>
      <PageLoadError homeHref="/" />
    </RouterLinkProvider>
  );
}
`,
        language: 'tsx',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload the page' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('link', { name: 'Return to Home' }));
    await expect(navigate).toHaveBeenCalledWith('/');
  },
};

export const Swedish: Story = {
  args: { path: '/saknas' },
  globals: { locale: 'sv' },
  beforeEach: NotFound.beforeEach,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hoppsan! Sidan hittades inte')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tillbaka till startsidan' })).toHaveAttribute('href', '/');
  },
};
