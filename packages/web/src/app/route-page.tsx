import { use } from 'react';
import { loadedPage, preloadPage } from '../routes/page-cache.ts';
import { CurrentRouteContext } from '../routes/route-context.tsx';
import type { RouteEntry } from '../routes/route-table.ts';

/** Renders a route's page: synchronously when preloaded (first paint, prerender), else suspends on its chunk. */
export function RoutePage({ route }: { route: RouteEntry }) {
  const mod = loadedPage(route) ?? use(preloadPage(route));
  const Page = mod.default;
  return (
    <CurrentRouteContext.Provider value={route}>
      <Page />
    </CurrentRouteContext.Provider>
  );
}
