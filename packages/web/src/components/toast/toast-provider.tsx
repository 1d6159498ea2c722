import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import { LIMITS } from '@alt-optimizer/contract';
import { useT } from '../../i18n/index.ts';
import { ToastContext, type ToastApi, type ToastInput } from './toast-context.ts';
import { toastMessages } from './toast.messages.ts';

/** Spec section 9: one toast at a time, kept in the list this long after dismissal (shadcn's value). */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];

interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useT(toastMessages);
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const counter = useRef(0);
  const removals = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const scheduleRemoval = useCallback((id: string) => {
    if (removals.current.has(id)) {
      return;
    }
    const timer = setTimeout(() => {
      removals.current.delete(id);
      setToasts((list) => list.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS);
    removals.current.set(id, timer);
  }, []);

  const dismiss = useCallback(
    (id?: string) => {
      setToasts((list) => list.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
      if (id !== undefined) {
        scheduleRemoval(id);
      }
    },
    [scheduleRemoval],
  );

  const toast = useCallback((input: ToastInput) => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    // Newest first, older ones dropped beyond the limit: a new message replaces the visible one.
    setToasts((list) => [{ ...input, id, open: true }, ...list].slice(0, TOAST_LIMIT));
    return id;
  }, []);

  useEffect(() => {
    const timers = removals.current;
    return () => {
      timers.forEach((timer) => clearTimeout(timer));
    };
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider
        duration={LIMITS.toastDurationMs}
        swipeDirection="right"
        swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
        label={t.item}
      >
        {children}
        {toasts.map((item) => (
          <RadixToast.Root
            key={item.id}
            open={item.open}
            duration={item.duration}
            type={item.variant === 'destructive' ? 'foreground' : 'background'}
            className={`toast toast-${item.variant ?? 'default'}`}
            onOpenChange={(open) => {
              if (!open) {
                dismiss(item.id);
              }
            }}
          >
            <RadixToast.Title className="toast-title">{item.title}</RadixToast.Title>
            {item.description ? <RadixToast.Description className="toast-description">{item.description}</RadixToast.Description> : null}
            <RadixToast.Close className="toast-close" aria-label={t.close}>
              <span aria-hidden="true">×</span>
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className="toast-viewport" hotkey={TOAST_HOTKEY} label={t.region} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
