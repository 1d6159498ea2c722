import type { Language } from '@alt-optimizer/contract';

/** Spec section 1: French applies when the path starts with /fr, otherwise English. */
export function langFromPath(pathname: string): Language {
  return pathname === '/fr' || pathname.startsWith('/fr/') ? 'fr' : 'en';
}

/** Strip a trailing slash (except for the root) so '/support/' and '/support' are one route. */
export function normalizePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '/';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path || '/';
}
