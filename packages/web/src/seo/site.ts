/** Public origin used in canonical, hreflang, Open Graph and sitemap URLs; set VITE_SITE_URL at build time. */
export const SITE_ORIGIN: string = (import.meta.env.VITE_SITE_URL ?? 'http://localhost:5000').replace(/\/$/, '');
export const SITE_NAME = 'Alt Optimizer';
/** The one contact address (support page, pricing's agency offer). */
export const SUPPORT_EMAIL = 'support@alt-optimizer.com';

export function absoluteUrl(path: string): string {
  return `${SITE_ORIGIN}${path === '/' ? '/' : path}`;
}
