/** The origin the prerendered files name (VITE_SITE_URL at build time); the server swaps it for PUBLIC_URL at start. */
const BUILD_ORIGIN: string = (import.meta.env.VITE_SITE_URL ?? 'http://localhost:5000').replace(/\/$/, '');

/** In the browser: the origin the server wrote into this page's head (PUBLIC_URL), so client navigation keeps it. */
export function servedOrigin(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): string | null {
  const href = doc?.querySelector('link[rel="canonical"], link[rel="alternate"][hreflang]')?.getAttribute('href');
  return href && URL.canParse(href) ? new URL(href).origin : null;
}

/** Public origin used in canonical, hreflang, Open Graph and sitemap URLs. */
export const SITE_ORIGIN: string = servedOrigin() ?? BUILD_ORIGIN;
export const SITE_NAME = 'Alt Optimizer';
/** The one contact address (support page, pricing's agency offer). */
export const SUPPORT_EMAIL = 'support@alt-optimizer.com';

export function absoluteUrl(path: string): string {
  return `${SITE_ORIGIN}${path === '/' ? '/' : path}`;
}
