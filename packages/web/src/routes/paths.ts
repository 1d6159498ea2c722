import { JOB_PAGE_PATTERN, type Language } from '@alt-optimizer/contract';
import { ROUTE_META } from './route-meta.ts';
import type { RouteInfo } from './route-types.ts';

/**
 * The ONE route table's paths (style guide): ids, paths, French twins, head texts and JSON-LD kinds. Links, the
 * language toggle, hreflang and the sitemap read it. It imports no page, so pages may import it (for pathFor)
 * without an import circle; page-loaders.ts adds each page's chunk and route-table.ts joins the two.
 * The spec's `/{product}-text-generator` slug is `alt-text-generator`.
 */
export const ROUTE_INFO = [
  { id: 'home', en: '/', fr: '/fr', meta: ROUTE_META.home, jsonLd: ['software'], indexable: true },
  { id: 'bulk', en: '/alt-text-generator', fr: '/fr/alt-text-generator', meta: ROUTE_META.bulk, jsonLd: ['software'], indexable: true },
  { id: 'csv', en: '/csv-import-alt-text', fr: '/fr/csv-import-alt-text', meta: ROUTE_META.csv, jsonLd: ['howto', 'faq'], indexable: true },
  {
    id: 'ecommerce',
    en: '/ecommerce-alt-text-generator',
    fr: '/fr/ecommerce-alt-text-generator',
    meta: ROUTE_META.ecommerce,
    jsonLd: ['software'],
    indexable: true,
  },
  { id: 'features', en: '/features', fr: '/fr/fonctionnalites', meta: ROUTE_META.features, indexable: true },
  { id: 'api', en: '/api-documentation', fr: '/fr/api-documentation', meta: ROUTE_META.api, indexable: true },
  { id: 'support', en: '/support', fr: '/fr/support', meta: ROUTE_META.support, jsonLd: ['faq'], indexable: true },
  { id: 'privacy', en: '/privacy-policy', fr: '/fr/privacy-policy', meta: ROUTE_META.privacy, indexable: true },
  { id: 'terms', en: '/terms-of-service', fr: '/fr/terms-of-service', meta: ROUTE_META.terms, indexable: true },
  { id: 'rgaa', fr: '/fr/guide-rgaa', meta: ROUTE_META.rgaa, jsonLd: ['faq'], indexable: true },
  { id: 'prestashop', fr: '/fr/prestashop', meta: ROUTE_META.prestashop, jsonLd: ['howto'], indexable: true },
  { id: 'woocommerce', fr: '/fr/woocommerce', meta: ROUTE_META.woocommerce, jsonLd: ['howto'], indexable: true },
  { id: 'shopify', fr: '/fr/shopify', meta: ROUTE_META.shopify, jsonLd: ['howto'], indexable: true },
  { id: 'pricing', fr: '/fr/tarifs', meta: ROUTE_META.pricing, jsonLd: ['software'], indexable: true },
  { id: 'blog', fr: '/fr/blog/alt-text-ecommerce-conversions', meta: ROUTE_META.blog, jsonLd: ['article'], indexable: true },
  // French-only (spec section 2: the admin UI is French) at a path without /fr: header, footer and <html lang> are French too.
  { id: 'admin', fr: '/admin', meta: ROUTE_META.admin, indexable: false },
] as const satisfies readonly RouteInfo[];

export type RouteId = (typeof ROUTE_INFO)[number]['id'];

/** The table seen through its common shape, ids kept precise. */
const ROUTE_LIST: readonly (RouteInfo & { id: RouteId })[] = ROUTE_INFO;
const byId = new Map<RouteId, RouteInfo>(ROUTE_LIST.map((r) => [r.id, r]));

/** Path of a route in a language, or undefined when the page has no twin in that language. */
export function pathFor(id: RouteId, lang: Language): string | undefined {
  return byId.get(id)?.[lang];
}

/** The route and language a path belongs to. */
export function routeAt(pathname: string): { route: RouteInfo & { id: RouteId }; lang: Language } | undefined {
  for (const route of ROUTE_LIST) {
    for (const lang of ['en', 'fr'] as const) {
      if (route[lang] === pathname) {
        return { route, lang };
      }
    }
  }
  return undefined;
}

/**
 * Where the header's language toggle leads: the twin page when there is one, otherwise the other
 * language's home (a French-only guide has no English page to switch to).
 */
export function toggleTarget(pathname: string, current: Language): string {
  const other: Language = current === 'fr' ? 'en' : 'fr';
  const match = routeAt(pathname);
  const twin = match?.route[other];
  if (twin) {
    return twin;
  }
  if (!match) {
    // Unknown path (404): swap the /fr prefix so the 404 page itself changes language.
    return other === 'fr' ? (pathname === '/' ? '/fr' : `/fr${pathname}`) : pathname.replace(/^\/fr(?=\/|$)/, '') || '/';
  }
  return other === 'fr' ? '/fr' : '/';
}

/**
 * A bulk job's own page (issue 24 item 1): `/jobs/{id}` or `/fr/jobs/{id}`, with the edit token after `#` (never sent
 * to the server). It shows the home page's tool, restored to the job's processing or completed step.
 */
export function jobPath(jobId: string, token: string | undefined, lang: Language): string {
  return `${lang === 'fr' ? '/fr' : ''}/jobs/${encodeURIComponent(jobId)}${token ? `#${encodeURIComponent(token)}` : ''}`;
}

/** The job a path is the page of, and its language. */
export function jobAt(pathname: string): { jobId: string; lang: Language } | undefined {
  const m = JOB_PAGE_PATTERN.exec(pathname);
  return m ? { jobId: m[2]!.toLowerCase(), lang: m[1] ? 'fr' : 'en' } : undefined;
}
