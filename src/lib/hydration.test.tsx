// Server-rendered HTML must not depend on what only the browser knows, or hydration breaks: these render
// on the server while a browser-like localStorage holds data, and expect the defaults.
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SiteFooter } from '../blocks/site/site-footer';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { useHydrated } from './hydration';
import { useStoredState } from './use-stored-state';

function Stored() {
  const [value] = useStoredState('labelport:test', 'default');
  return <p>{`${useHydrated()} ${value}`}</p>;
}

describe('server rendering', () => {
  beforeEach(() => {
    const stored = new Map([['labelport:test', JSON.stringify('from the browser')]]);
    Object.assign(globalThis, { window: { localStorage: { getItem: (key: string) => stored.get(key) ?? null } } });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('renders stored state with its initial value, and useHydrated as false', () => {
    expect(renderToString(<Stored />)).toContain('false default');
  });

  it("writes the copyright line with the server's year, or the year given", () => {
    const footer = (year?: number) =>
      renderToString(
        <LanguageProvider locale="en">
          <SiteFooter companyLinks={[]} resourceLinks={[]} contact={{ email: 'a@b.example', phone: '+1 555' }} year={year} />
        </LanguageProvider>,
      );
    expect(footer()).toContain(`© ${new Date().getFullYear()} Labelport`);
    expect(footer(2031)).toContain('© 2031 Labelport');
  });
});
