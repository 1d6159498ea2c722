export { Button, ButtonLink, type ButtonVariant } from './button.tsx';
export { Card } from './card.tsx';
export { Section, CardGrid } from './section.tsx';
export { ToastProvider, useToast, type ToastApi, type ToastInput, type ToastVariant } from './toast/index.ts';
