import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { LanguageProvider, LanguageSelect, LOCALE_STORAGE_KEY, type Theme, ThemeProvider } from '../../../src';
import { closedWithFocusOn, openWithKeyboard } from '../../support/select';
import { hydrateForReturningVisitor } from '../../support/server-render';

const meta = {
  title: 'Components/Forms/LanguageSelect',
  component: LanguageSelect,
  decorators: [
    (Story) => (
      <Box maxW="xs">
        <Story />
      </Box>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "Chooses the interface language from the provider's `locales` (by default the package's four and the languages the portal translates; here also the stories' Arabic), each written in its own language (and marked with its `lang`, so screen readers pronounce it right). It is a Select, so it has the same keyboard behaviour: a `combobox` named by its translated label that opens a `listbox`. Choosing calls `setLocale`: every text under the LanguageProvider switches at once and the choice is saved under the `language` key. `locales` chooses the languages offered, e.g. `['en', 'sv']` for a portal that translates only Swedish (its `createCatalog` has a loader for Swedish alone; its text in the others is English).",
      },
    },
  },
} satisfies Meta<typeof LanguageSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Language' });
    await expect(trigger).toHaveTextContent('English');
    try {
      await userEvent.click(trigger);
      const listbox = await body.findByRole('listbox');
      await expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['English', 'Svenska', 'Deutsch', 'Français', 'العربية']);
      await userEvent.click(within(listbox).getByRole('option', { name: 'Deutsch' }));
      // The label is translated too: the whole tree re-rendered in German.
      await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Sprache' })).toHaveTextContent('Deutsch'));
      await expect(canvas.getByText('Sprache')).toBeVisible();
      await expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('de');
      await expect(document.documentElement.lang).toBe('de');

      // And back from the keyboard, once the list has closed and given focus back to its trigger.
      const german = canvas.getByRole('combobox', { name: 'Sprache' });
      await closedWithFocusOn(listbox, german);
      const germanList = await openWithKeyboard(canvasElement, 'Sprache');
      await userEvent.keyboard('{Home}');
      await waitFor(() =>
        expect(within(germanList).getByRole('option', { name: 'English' })).toHaveAttribute('data-highlighted'),
      );
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Language' })).toHaveTextContent('English'));
      await expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    } finally {
      // Leave no saved language behind for the stories that run after this one.
      localStorage.removeItem(LOCALE_STORAGE_KEY);
    }
  },
};

/**
 * A language the package does not ship, brought by the portal (the stories' Arabic): choosing it turns the
 * whole page to Arabic and right to left, the picker's own label with it, and English turns it back.
 */
export const APortalsLanguage: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    try {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Language' }));
      await userEvent.click(within(await body.findByRole('listbox')).getByRole('option', { name: 'العربية' }));
      const arabic = await canvas.findByRole('combobox', { name: 'اللغة' });
      await expect(arabic).toHaveTextContent('العربية');
      await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
      await expect(document.documentElement.lang).toBe('ar');
      await expect(getComputedStyle(arabic).direction).toBe('rtl');
      await userEvent.click(arabic);
      await userEvent.click(within(await body.findByRole('listbox')).getByRole('option', { name: 'English' }));
      await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
      await expect(canvas.getByRole('combobox', { name: 'Language' })).toHaveTextContent('English');
    } finally {
      localStorage.removeItem(LOCALE_STORAGE_KEY);
    }
  },
};

/** A portal that translates only Swedish offers English and Svenska: `locales={['en', 'sv']}`. */
export const OnlySomeLanguages: Story = {
  args: { locales: ['en', 'sv'] },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Language' });
    await expect(trigger).toHaveTextContent('English');
    await userEvent.click(trigger);
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox', { name: 'Language' });
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Svenska']);
    await userEvent.keyboard('{Escape}');
    await closedWithFocusOn(listbox, trigger);
    trigger.blur();
  },
};

export const Small: Story = {
  args: { size: 'sm', hideLabel: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Language' });
    await expect(trigger).toBeVisible();
    await expect(canvas.getByText('Language').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const InSwedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Språk' })).toHaveTextContent('Svenska');
  },
};

/**
 * A returning Swedish visitor on a server-rendered page: the server, which cannot see the stored
 * choice, renders English; hydration finds the same markup, then the page switches to Swedish.
 */
export const HydratesForAReturningSwedishVisitor: Story = {
  tags: ['!autodocs'],
  render: () => <div data-testid="server-rendered" />,
  play: async ({ canvas, globals }) => {
    const container = canvas.getByTestId('server-rendered');
    const tree = (
      <ThemeProvider theme={globals.theme as Theme}>
        <LanguageProvider>
          <LanguageSelect />
        </LanguageProvider>
      </ThemeProvider>
    );
    const { errors, cleanup } = hydrateForReturningVisitor(container, tree, { [LOCALE_STORAGE_KEY]: 'sv-SE' });
    try {
      const trigger = await within(container).findByRole('combobox', { name: 'Språk' });
      await expect(trigger).toHaveTextContent('Svenska');
      await expect(errors).toEqual([]);
    } finally {
      cleanup();
      document.documentElement.lang = globals.locale ?? 'en';
    }
  },
};
