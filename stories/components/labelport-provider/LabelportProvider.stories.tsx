import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HStack } from 'styled-system/jsx';
import { Button, createCatalog, LabelportProvider, ThemeToggle, toaster, useCatalogText } from '../../../src';
import { compileMessages } from '../../../src/i18n/compile';
import { expectStyleWarning, mountUnstyled } from '../../support/unstyled';

// A portal's own messages: English bundled, the other languages fetched when first needed.
const shipments = (one: string, other: string) => ({ 'portal.shipments': `{count, plural, one {# ${one}} other {# ${other}}}` });
const portalMessages = createCatalog(compileMessages(shipments('shipment is on its way', 'shipments are on their way')), {
  sv: async () => compileMessages(shipments('försändelse är på väg', 'försändelser är på väg')),
  de: async () => compileMessages(shipments('Sendung ist unterwegs', 'Sendungen sind unterwegs')),
  fr: async () => compileMessages(shipments('envoi est en route', 'envois sont en route')),
});

/** The portal's line, which also keeps the text of its first render: a visitor must not see English first. */
function ShipmentCount({ count }: { count: number }) {
  const text = useCatalogText(portalMessages)('portal.shipments', { count });
  const first = useRef(text);
  return <p data-first-text={first.current}>{text}</p>;
}

const meta = {
  title: 'Docs/LabelportProvider',
  // Reads the theme in JavaScript: rendered and played in each theme (.storybook/story-tests.ts).
  tags: ['theme-dependent'],
  component: LabelportProvider,
  args: { children: null },
  render: (args) => (
    <LabelportProvider {...args}>
      <HStack gap="3">
        <ThemeToggle />
        <Button
          onClick={() =>
            // Kept until closed, so the story's screenshot shows it however long the checks before it take.
            toaster.create({
              type: 'success',
              title: 'Saved',
              description: 'Your changes are kept.',
              duration: Number.POSITIVE_INFINITY,
            })
          }
        >
          Save
        </Button>
      </HStack>
    </LabelportProvider>
  ),
  // The visitor's stored theme is the toolbar's, so each theme's test shows the page in it.
  beforeEach: ({ globals }) => {
    localStorage.setItem('theme', globals.theme ?? 'light');
  },
  parameters: {
    ownProviders: true,
    // Each story has its own providers and toast area: in its own frame on the docs page.
    docs: {
      story: { inline: false, iframeHeight: 160 },
      description: {
        component:
          "Everything a portal wraps its pages in: the theme, the language and the one toast area. Its props are plain values, so a server layout (Next.js App Router) renders it as it is. `initialTheme` and `initialLocale` are what the server knows about the visitor (a cookie); without them the server and the first render show light and English, and the visitor's stored choices take over right after hydration. In development it warns on the console when the package's classes find no styles.",
      },
    },
  },
} satisfies Meta<typeof LabelportProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Theme, language and toasts in one wrapper. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const dark = globals.theme === 'dark';
    await expect(canvas.getByRole('button', { name: dark ? 'Switch to light theme' : 'Switch to dark theme' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const toasts = within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications (Alt+T)' });
    await waitFor(() => expect(toasts).toHaveTextContent('Saved'));
  },
};

/** The language the server knows about the visitor: rendered in it from the first render. */
export const WithInitialLocale: Story = {
  args: { initialLocale: 'sv' },
  play: async ({ canvas, globals }) => {
    const dark = globals.theme === 'dark';
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: dark ? 'Byt till ljust tema' : 'Byt till mörkt tema' })).toBeVisible(),
    );
    await waitFor(() => expect(document.documentElement.lang).toBe('sv'));
  },
};

/**
 * A portal whose Panda config renames the package's classes (`prefix`, `hash`, `separator`), or that forgot
 * the stylesheet, gets unstyled components and no error: the provider says so on the console. Here every
 * style sheet is off while it mounts.
 */
export const WarnsWhenUnstyled: Story = {
  beforeEach: mountUnstyled,
  parameters: { docs: { disable: true } },
  play: () => expectStyleWarning("the package's class names find no styles"),
};

/**
 * The portal's own messages (`messages`, a catalog) load with the package's: with `initialLocale` both render
 * in that language from the first render.
 */
export const WithPortalMessages: Story = {
  args: { initialLocale: 'sv', messages: portalMessages },
  // The catalog and the line as a portal writes them (the story's line also keeps its first text for the test).
  parameters: {
    docs: {
      source: {
        code: `import { createCatalog, LabelportProvider, ThemeToggle, useCatalogText } from '@labelport/ui';
import { compileMessages } from '@labelport/ui/compile-messages';

const shipments = (one: string, other: string) => ({
  'portal.shipments': \`{count, plural, one {# \${one}} other {# \${other}}}\`,
});
const portalMessages = createCatalog(compileMessages(shipments('shipment is on its way', 'shipments are on their way')), {
  sv: async () => compileMessages(shipments('försändelse är på väg', 'försändelser är på väg')),
  de: async () => compileMessages(shipments('Sendung ist unterwegs', 'Sendungen sind unterwegs')),
  fr: async () => compileMessages(shipments('envoi est en route', 'envois sont en route')),
});

function ShipmentCount({ count }: { count: number }) {
  return <p>{useCatalogText(portalMessages)('portal.shipments', { count })}</p>;
}

export function App() {
  return (
    <LabelportProvider initialLocale="sv" messages={portalMessages}>
      <ShipmentCount count={2} />
      <ThemeToggle />
    </LabelportProvider>
  );
}`,
        language: 'tsx',
      },
    },
  },
  render: (args) => (
    <LabelportProvider {...args}>
      <ShipmentCount count={2} />
      <ThemeToggle />
    </LabelportProvider>
  ),
  play: async ({ canvas, globals }) => {
    const dark = globals.theme === 'dark';
    const line = await canvas.findByText('2 försändelser är på väg');
    await expect(line).toBeVisible();
    await expect(line).toHaveAttribute('data-first-text', '2 försändelser är på väg');
    await expect(canvas.getByRole('button', { name: dark ? 'Byt till ljust tema' : 'Byt till mörkt tema' })).toBeVisible();
  },
};
