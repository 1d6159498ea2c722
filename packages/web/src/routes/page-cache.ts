import type { PageModule, RouteEntry } from './route-types.ts';

/**
 * Page modules already loaded, by loader. The prerenderer and the client (before hydrating) fill it
 * so the first render is synchronous on both sides: the same markup, no Suspense fallback, no mismatch.
 */
const loaded = new Map<RouteEntry['load'], PageModule>();
const pending = new Map<RouteEntry['load'], Promise<PageModule>>();

export function loadedPage(route: RouteEntry): PageModule | undefined {
  return loaded.get(route.load);
}

export function preloadPage(route: RouteEntry): Promise<PageModule> {
  const done = loaded.get(route.load);
  if (done) {
    return Promise.resolve(done);
  }
  let promise = pending.get(route.load);
  if (!promise) {
    promise = route.load().then((mod) => {
      loaded.set(route.load, mod);
      pending.delete(route.load);
      return mod;
    });
    pending.set(route.load, promise);
  }
  return promise;
}
