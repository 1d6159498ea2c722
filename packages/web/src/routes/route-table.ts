import type { Language } from '@alt-optimizer/contract';
import { ROUTE_META } from './route-meta.ts';
import type { RouteEntry } from './route-types.ts';

/**
 * The ONE route table (style guide): paths, French twins, lazily loaded pages, head texts and JSON-LD kinds.
 * Links, the router, the language toggle, hreflang, the sitemap and the prerenderer all read it.
 * The spec's `/{product}-text-generator` slug is `alt-text-generator`.
 */
const integrationPage = () => import('../pages/integration/integration-page.tsx');

export const ROUTES = [
  { id: 'home', en: '/', fr: '/fr', load: () => import('../pages/home/home-page.tsx'), meta: ROUTE_META.home, jsonLd: ['software'], indexable: true },
  { id: 'bulk', en: '/alt-text-generator', fr: '/fr/alt-text-generator', load: () => import('../pages/bulk/bulk-page.tsx'), meta: ROUTE_META.bulk, jsonLd: ['software'], indexable: true },
  { id: 'csv', en: '/csv-import-alt-text', fr: '/fr/csv-import-alt-text', load: () => import('../pages/csv/csv-page.tsx'), meta: ROUTE_META.csv, jsonLd: ['howto', 'faq'], indexable: true },
  { id: 'ecommerce', en: '/ecommerce-alt-text-generator', fr: '/fr/ecommerce-alt-text-generator', load: () => import('../pages/ecommerce/ecommerce-page.tsx'), meta: ROUTE_META.ecommerce, jsonLd: ['software'], indexable: true },
  { id: 'features', en: '/features', fr: '/fr/fonctionnalites', load: () => import('../pages/features/features-page.tsx'), meta: ROUTE_META.features, indexable: true },
  { id: 'api', en: '/api-documentation', fr: '/fr/api-documentation', load: () => import('../pages/api-docs/api-docs-page.tsx'), meta: ROUTE_META.api, indexable: true },
  { id: 'support', en: '/support', fr: '/fr/support', load: () => import('../pages/support/support-page.tsx'), meta: ROUTE_META.support, jsonLd: ['faq'], indexable: true },
  { id: 'privacy', en: '/privacy-policy', fr: '/fr/privacy-policy', load: () => import('../pages/legal/privacy-page.tsx'), meta: ROUTE_META.privacy, indexable: true },
  { id: 'terms', en: '/terms-of-service', fr: '/fr/terms-of-service', load: () => import('../pages/legal/terms-page.tsx'), meta: ROUTE_META.terms, indexable: true },
  { id: 'rgaa', fr: '/fr/guide-rgaa', load: () => import('../pages/rgaa/rgaa-page.tsx'), meta: ROUTE_META.rgaa, jsonLd: ['faq'], indexable: true },
  { id: 'prestashop', fr: '/fr/prestashop', load: integrationPage, meta: ROUTE_META.prestashop, jsonLd: ['howto'], indexable: true },
  { id: 'woocommerce', fr: '/fr/woocommerce', load: integrationPage, meta: ROUTE_META.woocommerce, jsonLd: ['howto'], indexable: true },
  { id: 'shopify', fr: '/fr/shopify', load: integrationPage, meta: ROUTE_META.shopify, jsonLd: ['howto'], indexable: true },
  { id: 'pricing', fr: '/fr/tarifs', load: () => import('../pages/pricing/pricing-page.tsx'), meta: ROUTE_META.pricing, jsonLd: ['software'], indexable: true },
  { id: 'blog', fr: '/fr/blog/alt-text-ecommerce-conversions', load: () => import('../pages/blog/blog-page.tsx'), meta: ROUTE_META.blog, jsonLd: ['article'], indexable: true },
  // French-only (spec section 2: the admin UI is French) at a path without /fr: header, footer and <html lang> are French too.
  { id: 'admin', fr: '/admin', load: () => import('../pages/admin/admin-route.tsx'), meta: ROUTE_META.admin, indexable: false },
] as const satisfies readonly RouteEntry[];

export type RouteId = (typeof ROUTES)[number]['id'];

const byId = new Map<string, RouteEntry>(ROUTES.map((r) => [r.id, r]));

export function routeById(id: RouteId): RouteEntry {
  const route = byId.get(id);
  if (!route) {
    throw new Error(`Unknown route id ${id}`);
  }
  return route;
}

/** Path of a route in a language, or undefined when the page has no twin in that language. */
export function pathFor(id: RouteId, lang: Language): string | undefined {
  return routeById(id)[lang];
}

/** Every concrete (path, language) pair, the unit the router, prerenderer and sitemap iterate over. */
export interface RoutePath {
  route: RouteEntry;
  lang: Language;
  path: string;
}
export const ROUTE_PATHS: RoutePath[] = ROUTES.flatMap((route: RouteEntry) =>
  (['en', 'fr'] as const).flatMap((lang) => (route[lang] ? [{ route, lang, path: route[lang] }] : [])),
);

export function matchPath(pathname: string): RoutePath | undefined {
  return ROUTE_PATHS.find((p) => p.path === pathname);
}

/**
 * Where the header's language toggle leads: the twin page when there is one, otherwise the other
 * language's home (a French-only guide has no English page to switch to).
 */
export function toggleTarget(pathname: string, current: Language): string {
  const other: Language = current === 'fr' ? 'en' : 'fr';
  const match = matchPath(pathname);
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
export type { PageModule, RouteEntry, RouteMeta, PageSeo } from './route-types.ts';
