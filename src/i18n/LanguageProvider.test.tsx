import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageProvider, useLanguage } from './LanguageProvider';
import { loadMessages } from './messages';

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
});
