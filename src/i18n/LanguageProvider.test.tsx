import { useLocaleContext } from '@ark-ui/react/locale';
import { createIntl } from '@formatjs/intl';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import '../blocks/language';
import { createCatalog, type MessageCatalog } from './catalog';
import { compileMessages } from './compile';
import { LanguageProvider, useCatalogText, useLanguage } from './LanguageProvider';
import { loadMessages, type PackageTranslation } from './messages';

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

  describe("in a language the package does not ship, with the portal's translation", () => {
    it('types a translation as every key the package draws: one left out is a type error', () => {
      // @ts-expect-error: 'common.cancel' and every other key are missing
      const partial: PackageTranslation = { 'common.close': 'إغلاق' };
      expect(partial).toBeDefined();
    });

    // A portal's translation, cut down to what these tests read (a real one lists every key).
    const ar = compileMessages({
      'common.close': 'إغلاق',
      'dashboard.nav.unread':
        '{count, plural, zero {لا رسائل} one {رسالة واحدة} two {رسالتان} few {# رسائل} many {# رسالة} other {# رسالة}}',
    }) as unknown as PackageTranslation;
    function Unread({ count }: { count: number }) {
      const { t, formatNumber, dir } = useLanguage();
      const ark = useLocaleContext();
      return (
        <p>{`${t('common.close')} | ${t('dashboard.nav.unread', { count })} | ${formatNumber(2547)} | ${dir} | ${ark.dir} ${ark.locale} | ${t('common.cancel')}`}</p>
      );
    }

    it('draws its texts, plurals and digits in Arabic, right to left, and tells Ark the direction', () => {
      const html = renderToString(
        <LanguageProvider locale="ar-EG" translations={{ ar }}>
          <Unread count={2} />
        </LanguageProvider>,
      );
      // A key the translation lacks falls back to English.
      expect(html).toContain('إغلاق | رسالتان | ٢٬٥٤٧ | rtl | rtl ar-EG | Cancel');
      expect(
        renderToString(
          <LanguageProvider locale="ar" translations={{ ar }}>
            <Unread count={11} />
          </LanguageProvider>,
        ),
      ).toContain('إغلاق | 11 رسالة | 2,547 | rtl');
    });

    it('stays English, left to right, until a translation given as a function has arrived', async () => {
      const translations = { ar: async () => ar };
      const render = () =>
        renderToString(
          <LanguageProvider locale="ar" translations={translations}>
            <Unread count={1} />
          </LanguageProvider>,
        );
      expect(render()).toContain('Close | 1 unread message | 2,547 | ltr | ltr en | Cancel');
      const { translationCatalog } = await import('./LanguageProvider');
      await translationCatalog(translations).load('ar');
      // Plain 'ar' writes Western digits, as CLDR has it; 'ar-EG' above writes Arabic-Indic ones.
      expect(render()).toContain('إغلاق | رسالة واحدة | 2,547 | rtl | rtl ar | Cancel');
    });

    it("takes the provider's dir over the language's, and gives Ark a locale of that direction", () => {
      expect(
        renderToString(
          <LanguageProvider locale="en" dir="rtl">
            <Unread count={1} />
          </LanguageProvider>,
        ),
      ).toContain('| rtl | rtl en-Arab |');
    });

    it('offers the languages translated beside the four, or exactly those the portal lists', () => {
      function Offered() {
        return <p>{useLanguage().locales.join(' ')}</p>;
      }
      const offered = (props: { locales?: string[] }) =>
        renderToString(
          <LanguageProvider translations={{ ar }} {...props}>
            <Offered />
          </LanguageProvider>,
        );
      expect(offered({})).toContain('en sv de fr ar');
      expect(offered({ locales: ['en', 'ar'] })).toContain('<p>en ar</p>');
    });
  });

  describe('time zone', () => {
    function When() {
      const { formatDate, timeZone } = useLanguage();
      const evening = new Date('2025-03-15T20:00:00Z');
      return <p>{`${timeZone}: ${formatDate(evening, 'short')} / ${formatDate('2025-03-15', 'short')}`}</p>;
    }
    it("shows an instant in the portal's zone, and a calendar day as that day in any zone", () => {
      expect(
        renderToString(
          <LanguageProvider locale="en" timeZone="Asia/Tokyo">
            <When />
          </LanguageProvider>,
        ),
      ).toContain('Asia/Tokyo: 03/16/2025 / 03/15/2025');
      expect(
        renderToString(
          <LanguageProvider locale="en" timeZone="America/Los_Angeles">
            <When />
          </LanguageProvider>,
        ),
      ).toContain('America/Los_Angeles: 03/15/2025 / 03/15/2025');
    });
    it('renders in UTC on the server without a zone, so the browser hydrates the same text', () => {
      expect(
        renderToString(
          <LanguageProvider locale="en">
            <When />
          </LanguageProvider>,
        ),
      ).toContain('UTC: 03/15/2025 / 03/15/2025');
    });
  });
});
