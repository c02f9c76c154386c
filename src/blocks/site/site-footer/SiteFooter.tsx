import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from 'styled-system/css';
import { siteFooter } from 'styled-system/recipes';
import type { MessageKey } from '../../../i18n/messages';
import { useHydrated } from '../../../lib/hydration';
import { useRouterLink } from '../../../lib/router-link';
import { useLanguage } from '../../language';
import { isAppPath, type SiteNavLink } from '../site-header/types';

/** How to reach the company. */
export interface SiteContact {
  /** E-mail address, shown as a `mailto:` link. */
  email: string;
  /** Phone number as written for people, e.g. '+1 (555) 010-2547'; the `tel:` link keeps only its digits and '+'. */
  phone: string;
}

export interface SiteFooterProps extends Omit<ComponentProps<'footer'>, 'children'> {
  /** The line about the company under its name. */
  tagline?: ReactNode;
  /** The 'Company' column's links. */
  companyLinks: readonly SiteNavLink[];
  /** The 'Resources' column's links. */
  resourceLinks: readonly SiteNavLink[];
  /** The 'Contact' column. Its block has the id `contact`, so `#contact` scrolls to it. */
  contact: SiteContact;
  /** The year in the copyright line. Defaults to the current year (the server's in its HTML, then the browser's). */
  year?: number;
}

/** The number for a `tel:` link: digits and a leading '+', nothing else. */
export function phoneHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}

function LinkGroup({ titleKey, links }: { titleKey: MessageKey; links: readonly SiteNavLink[] }) {
  const { t } = useLanguage();
  const id = useId();
  const { LinkComponent } = useRouterLink();
  const classes = siteFooter();
  return (
    <nav aria-labelledby={id} className={classes.group}>
      <h2 id={id} className={classes.groupTitle}>
        {t(titleKey)}
      </h2>
      <ul className={classes.list}>
        {links.map((link) => (
          <li key={`${link.href}-${link.label}`}>
            {isAppPath(link.href) ? (
              <LinkComponent href={link.href} className={classes.link}>
                {link.label}
              </LinkComponent>
            ) : (
              <a href={link.href} className={classes.link}>
                {link.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The public site's footer: about text, company and resource links, contact details and the copyright line. */
export function SiteFooter({ tagline, companyLinks, resourceLinks, contact, year, className, ...props }: SiteFooterProps) {
  const { t } = useLanguage();
  const classes = siteFooter();
  const hydrated = useHydrated();
  const contactTitleId = useId();
  const shownYear = year ?? new Date().getFullYear();
  return (
    <footer className={cx(classes.root, className)} {...props}>
      <div className={classes.inner}>
        <div className={classes.about}>
          <p className={classes.brand}>{t('app.name')}</p>
          {tagline ? <p className={classes.tagline}>{tagline}</p> : null}
        </div>
        <LinkGroup titleKey="siteFooter.company" links={companyLinks} />
        <LinkGroup titleKey="siteFooter.resources" links={resourceLinks} />
        <section id="contact" aria-labelledby={contactTitleId} className={classes.group}>
          <h2 id={contactTitleId} className={classes.groupTitle}>
            {t('siteFooter.contact')}
          </h2>
          <dl className={classes.contact}>
            <dt>{t('siteFooter.email')}</dt>
            <dd>
              <a href={`mailto:${contact.email}`} className={classes.link}>
                {contact.email}
              </a>
            </dd>
            <dt>{t('siteFooter.phone')}</dt>
            <dd>
              <a href={phoneHref(contact.phone)} className={classes.link}>
                {contact.phone}
              </a>
            </dd>
          </dl>
        </section>
      </div>
      {/* The server's year is in its HTML, so the line shows before the code arrives. The browser's year
          differs only across a new year or on a page prerendered in an earlier one: React keeps the server's
          text it is told differs, so once hydrated the line is made anew with the browser's year. */}
      <p key={hydrated ? 'browser' : 'server'} className={classes.bottom} suppressHydrationWarning>
        {t('siteFooter.copyright', { year: String(shownYear) })}
      </p>
    </footer>
  );
}
