import { Link, useLocation } from 'react-router';
import { STORAGE_KEYS, type Language } from '@alt-optimizer/contract';
import { normalizePath, useLang, useT } from '../i18n/index.ts';
import { toggleTarget } from '../routes/paths.ts';
import { appMessages } from './app.messages.ts';

export function saveLanguage(lang: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.language, lang);
  } catch {
    // Private mode or storage disabled: the URL still carries the language.
  }
}

export function savedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEYS.language);
    return value === 'fr' || value === 'en' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Spec section 1: shows EN while French is active and FR otherwise, and leads to the twin path.
 * A link (not a button) so it also works before hydration and crawlers find the twin.
 */
export function LanguageToggle() {
  const lang = useLang();
  const t = useT(appMessages);
  const { pathname } = useLocation();
  const other: Language = lang === 'fr' ? 'en' : 'fr';
  return (
    <Link
      to={toggleTarget(normalizePath(pathname), lang)}
      className="lang-toggle"
      hrefLang={other}
      onClick={() => saveLanguage(other)}
      data-testid="language-toggle"
    >
      {other.toUpperCase()}
      {/* The accessible name starts with the visible label (WCAG 2.5.3) and says it in the target language. */}
      <span className="sr-only" lang={other}>
        {` – ${t.toggleLabel}`}
      </span>
    </Link>
  );
}
