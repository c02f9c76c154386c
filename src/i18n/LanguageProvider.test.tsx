import { createIntl } from '@formatjs/intl';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import '../blocks/language';
import { createCatalog, type MessageCatalog } from './catalog';
import { compileMessages } from './compile';
import { LanguageProvider, useCatalogText, useLanguage } from './LanguageProvider';
import { loadMessages } from './messages';

// Counts formatjs objects made: one per component would copy every message and redo the browser's locale
// lookups, which is what made the app's pages slow to hydrate.
vi.mock('@formatjs/intl', async (importOriginal) => {
  const formatjs = await importOriginal<typeof import('@formatjs/intl')>();
  return { ...formatjs, createIntl: vi.fn(formatjs.createIntl) };
});

function Greeting() {
  const { t, formatNumber } = useLanguage();
  return <p>{`${t('common.close')} ${formatNumber(2547)} ${t('no.such.key' as never)}`}</p>;
}

describe('LanguageProvider', () => {
  it("throws 'useLanguage must be used within a LanguageProvider' when used outside it", () => {
    expect(() => renderToString(<Greeting />)).toThrow(new Error('useLanguage must be used within a LanguageProvider'));
  });

  it('shows a language whose messages are not loaded yet in English, not as keys', () => {
    expect(
      renderToString(
        <LanguageProvider locale="fr">
          <Greeting />
        </LanguageProvider>,
      ),
    ).toContain('Close 2,547');
  });

  it('translates and formats for the chosen locale once loaded, and falls back to the key', async () => {
    await Promise.all([loadMessages('de'), loadMessages('sv')]);
    expect(
      renderToString(
        <LanguageProvider locale="de">
          <Greeting />
        </LanguageProvider>,
      ),
    ).toContain('Schließen 2.547 no.such.key');
    expect(
      renderToString(
        <LanguageProvider locale="sv">
          <Greeting />
        </LanguageProvider>,
      ),
    ).toContain('Stäng 2\u00a0547');
  });

  it('defaults to English', () => {
    expect(
      renderToString(
        <LanguageProvider>
          <Greeting />
        </LanguageProvider>,
      ),
    ).toContain('Close 2,547');
  });

  it('formats rich text: each tag of the message wraps its words in the React element given for it', () => {
    function Legal() {
      const { rich } = useLanguage();
      const link = (href: string) => (chunks: ReactNode[]) => (
        <a key={href} href={href}>
          {chunks}
        </a>
      );
      return <p>{rich('signupForm.legal', { terms: link('/terms'), privacy: link('/privacy') })}</p>;
    }
    expect(
      renderToString(
        <LanguageProvider>
          <Legal />
        </LanguageProvider>,
      ),
    ).toContain(
      'By creating an account, you agree to our <a href="/terms">Terms of Service</a> and <a href="/privacy">Privacy Policy</a>.',
    );
  });

  describe("with an app's own catalog", () => {
    const shop = {
      en: { 'shop.title': 'Our shop', 'shop.items': '{count, plural, one {# item} other {# items}}' },
      sv: { 'shop.title': 'Vår butik', 'shop.items': '{count, plural, one {# vara} other {# varor}}' },
      de: { 'shop.title': 'Unser Laden', 'shop.items': '{count, plural, one {# Artikel} other {# Artikel}}' },
      fr: { 'shop.title': 'Notre boutique', 'shop.items': '{count, plural, one {# article} other {# articles}}' },
    };
    const appCatalog = () =>
      createCatalog(shop.en, { sv: async () => shop.sv, de: async () => shop.de, fr: async () => shop.fr });
    function Shop({ catalog }: { catalog: MessageCatalog<'shop.title' | 'shop.items'> }) {
      const { t } = useLanguage();
      const text = useCatalogText(catalog);
      return <p>{`${text('shop.title')}, ${text('shop.items', { count: 2 })}, ${t('common.close')}`}</p>;
    }

    it('shows both catalogs in the language once both are loaded', async () => {
      const catalog = appCatalog();
      await Promise.all([loadMessages('sv'), catalog.load('sv')]);
      expect(
        renderToString(
          <LanguageProvider locale="sv" messages={catalog}>
            <Shop catalog={catalog} />
          </LanguageProvider>,
        ),
      ).toContain('Vår butik, 2 varor, Stäng');
    });

    it("stays in English, both catalogs, while the app's messages of the language are not loaded", async () => {
      const catalog = appCatalog();
      await loadMessages('sv');
      expect(
        renderToString(
          <LanguageProvider locale="sv" messages={catalog}>
            <Shop catalog={catalog} />
          </LanguageProvider>,
        ),
      ).toContain('Our shop, 2 items, Close');
    });

    it('formats a compiled catalog, as the builds ship it, the same way', async () => {
      const compiled = createCatalog(compileMessages(shop.en), {
        sv: async () => compileMessages(shop.sv),
        de: async () => compileMessages(shop.de),
        fr: async () => compileMessages(shop.fr),
      });
      expect(compiled.en['shop.items']).toBeInstanceOf(Array);
      await compiled.load('fr');
      const render = (locale: 'en' | 'fr') =>
        renderToString(
          <LanguageProvider locale={locale} messages={compiled}>
            <Shop catalog={compiled} />
          </LanguageProvider>,
        );
      expect(render('en')).toContain('Our shop, 2 items, Close');
      await loadMessages('fr');
      expect(render('fr')).toContain('Notre boutique, 2 articles, Fermer');
    });

    it('makes no formatjs object per component that reads a catalog', async () => {
      const catalog = appCatalog();
      await Promise.all([loadMessages('de'), catalog.load('de')]);
      vi.mocked(createIntl).mockClear();
      const html = renderToString(
        <LanguageProvider locale="de" messages={catalog}>
          {Array.from({ length: 20 }, (_, index) => (
            <Shop key={index} catalog={catalog} />
          ))}
        </LanguageProvider>,
      );
      expect(html.match(/Unser Laden, 2 Artikel, Schließen/g)).toHaveLength(20);
      // The provider's own object, and at most one formatter for the language.
      expect(vi.mocked(createIntl).mock.calls.length).toBeLessThanOrEqual(2);
    });

    it('refuses a catalog the provider was not given, which would never be loaded', () => {
      const catalog = appCatalog();
      expect(() =>
        renderToString(
          <LanguageProvider>
            <Shop catalog={catalog} />
          </LanguageProvider>,
        ),
      ).toThrow("useCatalogText needs its catalog passed to LanguageProvider's messages");
    });
  });
});
