import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageProvider, useLanguage } from './LanguageProvider';

function Greeting() {
  const { t, formatNumber } = useLanguage();
  return <p>{`${t('common.close')} ${formatNumber(2547)} ${t('no.such.key' as never)}`}</p>;
}

describe('LanguageProvider', () => {
  it('throws the spec message when useLanguage is used outside it', () => {
    expect(() => renderToString(<Greeting />)).toThrow(new Error('useLanguage must be used within a LanguageProvider'));
  });

  it('translates and formats for the chosen locale, and falls back to the key', () => {
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
