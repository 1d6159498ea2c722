export { defineMessages, type Dictionary, type Messages, type Message } from './define-messages.ts';
export { LangProvider, useLang, useT } from './lang-context.tsx';
export { langFromPath, normalizePath } from './lang-path.ts';
