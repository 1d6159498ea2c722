import { createContext, useCallback, useContext, useEffect } from 'react';
import { errorText } from '../../../../lib/api-request.ts';
import { isSessionLost } from '../api/connector-request.ts';

/** Set by the connector's root: called when a call finds the admin session gone, so the sign-in notice replaces the step. */
export const SessionLostContext = createContext<() => void>(() => undefined);

/** The words for a failed connector call (the server's own, in the page's language, or `fallback`); null for a lost session. */
export function failureMessage(error: unknown, fallback: string): string | null {
  return isSessionLost(error) ? null : errorText(error, fallback);
}

/** For a mutation's onError: the words to show, after telling the root when the session is gone. */
export function useFailureText() {
  const lost = useContext(SessionLostContext);
  return useCallback(
    (error: unknown, fallback: string): string | null => {
      if (isSessionLost(error)) {
        lost();
      }
      return failureMessage(error, fallback);
    },
    [lost],
  );
}

/** For a query: tells the root once when its error is a lost session (render stays pure). */
export function useSessionCheck(error: unknown): void {
  const lost = useContext(SessionLostContext);
  useEffect(() => {
    if (isSessionLost(error)) {
      lost();
    }
  }, [error, lost]);
}
