export { phoneHref, type SiteContact, SiteFooter, type SiteFooterProps } from './SiteFooter';
