import type { Language } from '@alt-optimizer/contract';
import { PAGE_LOADERS } from './page-loaders.ts';
import { jobAt, ROUTE_INFO, routeAt, type RouteId } from './paths.ts';
import type { RouteEntry } from './route-types.ts';

/**
 * The route table with each page's loader: paths.ts (ids, paths, head texts) joined with page-loaders.ts.
 * The router, the prerenderer, the sitemap and the head tags read it; pages never do (they import paths.ts).
 */
export const ROUTES: readonly RouteEntry[] = ROUTE_INFO.map((route) => ({ ...route, load: PAGE_LOADERS[route.id] }));

const byId = new Map<string, RouteEntry>(ROUTES.map((r) => [r.id, r]));

export function routeById(id: RouteId): RouteEntry {
  const route = byId.get(id);
  if (!route) {
    throw new Error(`Unknown route id ${id}`);
  }
  return route;
}

/** Every concrete (path, language) pair, the unit the router, prerenderer and sitemap iterate over. */
export interface RoutePath {
  route: RouteEntry;
  lang: Language;
  path: string;
}
export const ROUTE_PATHS: RoutePath[] = ROUTES.flatMap((route) =>
  (['en', 'fr'] as const).flatMap((lang) => (route[lang] ? [{ route, lang, path: route[lang] }] : [])),
);

export function matchPath(pathname: string): RoutePath | undefined {
  const match = routeAt(pathname);
  if (match) {
    return { route: routeById(match.route.id), lang: match.lang, path: pathname };
  }
  // A job's own page is the home page, whose tool restores the job.
  const job = jobAt(pathname);
  return job ? { route: routeById('home'), lang: job.lang, path: pathname } : undefined;
}

export type { PageModule, RouteEntry, RouteMeta, PageSeo } from './route-types.ts';
