import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { adminLogout } from '../api/admin-auth.ts';
import { readToken, writeToken } from '../../../lib/admin-token.ts';

/**
 * Logged-out ↔ logged-in (spec section 4). The token is restored from storage after mount, not
 * during render: /admin is prerendered without storage, and the first client render must match it.
 */
export function useAdminSession() {
  const client = useQueryClient();
  const [ready, setReady] = useState(false);
  const [token, setToken] = useState<string | null>(null);

  useEffect(() => {
    setToken(readToken());
    setReady(true);
  }, []);

  const login = useCallback((next: string) => {
    writeToken(next);
    setToken(next);
  }, []);

  /** `revoke` asks the server to drop the token too; after a 401 it is already dead. */
  const logout = useCallback(
    (revoke: boolean) => {
      if (revoke && token) {
        void adminLogout(token);
      }
      writeToken(null);
      setToken(null);
      // Nothing of the old session may be shown to whoever signs in next.
      client.removeQueries({
        predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/admin'),
      });
    },
    [client, token],
  );

  return { ready, token, login, logout };
}
