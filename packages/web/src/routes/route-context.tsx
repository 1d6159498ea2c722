import { createContext, useContext } from 'react';
import type { RouteEntry } from './route-types.ts';

/** The route being shown, so one page component can serve several entries (the integration pages). */
export const CurrentRouteContext = createContext<RouteEntry | null>(null);

export function useCurrentRoute(): RouteEntry | null {
  return useContext(CurrentRouteContext);
}
