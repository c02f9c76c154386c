export { SiteHeader, type SiteHeaderProps } from './SiteHeader';
export { isAppPath, type SiteNavLink } from './types';
