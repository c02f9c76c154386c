import { Outlet } from 'react-router';
import { css } from 'styled-system/css';
import { SiteFooter, SiteHeader } from '../../src';
import { footerCompanyLinks, footerResourceLinks, siteContact, siteNavLinks } from '../data/site';
import { useAppText } from '../i18n';

// Pages that paint edge-to-edge bands (home, features, pricing, signup) mark their root with
// data-full-bleed and pad their own sections; other pages get the usual side padding.
const main = css({
  flex: '1',
  px: { base: '4', md: '6' },
  _focusVisible: { outline: 'none' },
  '&:has(> [data-full-bleed])': { px: '0' },
});

/** The public site's chrome: header, the page, footer. */
export function Component() {
  const text = useAppText();
  return (
    <div className={css({ minH: 'screenH', display: 'flex', flexDirection: 'column' })}>
      <SiteHeader links={siteNavLinks(text)} />
      <main id="main" tabIndex={-1} className={main}>
        <Outlet />
      </main>
      <SiteFooter
        tagline={text('site.footer.tagline')}
        companyLinks={footerCompanyLinks(text)}
        resourceLinks={footerResourceLinks(text)}
        contact={siteContact}
      />
    </div>
  );
}
