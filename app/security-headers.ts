// The HTTP headers every response of the reference app carries: `npm run preview` sends them, and the
// build writes them to dist-app/_headers for static hosts that read that file.
import { createHash } from 'node:crypto';

/** The one outside page the app embeds: the delivery-routes map. */
export const MAP_FRAME_ORIGIN = 'https://www.openstreetmap.org';

/** A CSP source for an inline script: the base64 SHA-256 of its exact text. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/**
 * Only what the app needs: its own scripts, styles, fonts and images (the stock images are served with
 * it), the inline theme script by its hash, and the map's frame. Style attributes stay allowed because
 * overlays, sliders and charts position themselves with them; style elements do not. Fonts may also be
 * data: URLs, which is how the build inlines the smallest font subsets into the stylesheet.
 */
export function securityHeaders(inlineScripts: string[]): Record<string, string> {
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${inlineScripts.map(scriptHash).join(' ')}`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${MAP_FRAME_ORIGIN}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // frame-ancestors above is the modern form; this covers browsers that only know the older header.
    'X-Frame-Options': 'DENY',
  };
}

/** The same headers in the `_headers` file format (Netlify, Cloudflare Pages): for every path. */
export function headersFile(headers: Record<string, string>): string {
  return `/*\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n')}\n`;
}
