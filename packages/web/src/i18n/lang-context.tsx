import { createContext, useContext, type ReactNode } from 'react';
import type { Language } from '@alt-optimizer/contract';
import type { Dictionary, Messages } from './define-messages.ts';

const LangContext = createContext<Language>('en');

export function LangProvider({ lang, children }: { lang: Language; children: ReactNode }) {
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
}

/** The UI language, derived from the URL by the layout (spec section 4). */
export function useLang(): Language {
  return useContext(LangContext);
}

/** Pick the current language's half of a feature dictionary: `const t = useT(messages); t.title`. */
export function useT<E extends Dictionary>(messages: Messages<E>): Messages<E>[Language] {
  return messages[useContext(LangContext)];
}
