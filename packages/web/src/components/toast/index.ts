export { ToastProvider } from './toast-provider.tsx';
export { useToast, type ToastApi, type ToastInput, type ToastVariant } from './toast-context.ts';
