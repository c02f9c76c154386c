import { Outlet } from 'react-router';
import { css } from 'styled-system/css';
import { SiteFooter, SiteHeader } from '../../src';
import { footerCompanyLinks, footerResourceLinks, siteContact, siteNavLinks } from '../data/site';

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
  return (
    <div className={css({ minH: 'screenH', display: 'flex', flexDirection: 'column' })}>
      <SiteHeader links={siteNavLinks} />
      <main id="main" tabIndex={-1} className={main}>
        <Outlet />
      </main>
      <SiteFooter companyLinks={footerCompanyLinks} resourceLinks={footerResourceLinks} contact={siteContact} />
    </div>
  );
}
