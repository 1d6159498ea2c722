import { createContext, useContext } from 'react';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Override the 5000 ms default (spec section 9). */
  duration?: number;
}

export interface ToastApi {
  /** Show a toast; it replaces the one on screen (one at a time). Returns its id. */
  toast: (input: ToastInput) => string;
  dismiss: (id?: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** For features (tool, admin): `const { toast } = useToast(); toast({ title, description, variant })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) {
    throw new Error('useToast must be used inside <ToastProvider>');
  }
  return api;
}
