import { useCallback, useMemo, useRef } from 'react';
import { useToast } from '../../../components/index.ts';

export interface StartedToast {
  /** The "Processing Started" toast now on screen. */
  remember: (toastId: string) => void;
  /** The job completed: that toast goes, so it never covers the report (a small job completes in ~2 s, the toast lasts 5 s). */
  dismiss: () => void;
}

/** Holds the id of the toast that announced a job, to dismiss it when the job completes (issue 15 #4). */
export function useStartedToast(): StartedToast {
  const toasts = useToast();
  const id = useRef<string | null>(null);
  const remember = useCallback((toastId: string) => {
    id.current = toastId;
  }, []);
  const dismiss = useCallback(() => {
    if (id.current) {
      toasts.dismiss(id.current);
      id.current = null;
    }
  }, [toasts]);
  return useMemo(() => ({ remember, dismiss }), [remember, dismiss]);
}
