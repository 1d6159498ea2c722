import { STORAGE_KEYS } from '@alt-optimizer/contract';

/**
 * The admin token lives in localStorage (spec section 4: restored on reload). Storage can throw
 * (private mode, disabled cookies); the dashboard then simply works for the tab's lifetime. Shared: the admin
 * dashboard signs in with it and the tool's "Connect a store" mode (admin only) sends it.
 */
export function readToken(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.adminToken);
  } catch {
    return null;
  }
}

export function writeToken(token: string | null): void {
  try {
    if (token === null) {
      window.localStorage.removeItem(STORAGE_KEYS.adminToken);
    } else {
      window.localStorage.setItem(STORAGE_KEYS.adminToken, token);
    }
  } catch {
    // see above: nothing to do without storage
  }
}
