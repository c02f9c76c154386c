/** A link of the public site's navigation or footer. */
export interface SiteNavLink {
  /** An app path (`/features`), a hash (`/#pricing`) or an external address (`mailto:`). App paths use the router. */
  href: string;
  /** The link text, in the page's language. */
  label: string;
}

/** True when `href` is a path inside the app, so the router should handle it. */
export const isAppPath = (href: string): boolean => href.startsWith('/') && !href.startsWith('//');
