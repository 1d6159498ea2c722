import { Link, useLocation } from 'react-router';
import { STORAGE_KEYS, type Language } from '@alt-optimizer/contract';
import { normalizePath, useLang, useT } from '../i18n/index.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { pathFor, routeAt, toggleTarget } from '../routes/paths.ts';
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
  const hydrated = useHydrated();
  const other: Language = lang === 'fr' ? 'en' : 'fr';
  const path = normalizePath(pathname);
  // The 404 page is prerendered once for every unknown path, so its HTML cannot know the twin: it links to the
  // other language's home until the browser knows the real path (never to the build's /fr/__not-found__).
  const target = routeAt(path) || hydrated ? toggleTarget(path, lang) : (pathFor('home', other) ?? '/');
  return (
    <Link to={target} className="lang-toggle" hrefLang={other} onClick={() => saveLanguage(other)} data-testid="language-toggle">
      {other.toUpperCase()}
      {/* The accessible name starts with the visible label (WCAG 2.5.3) and says it in the target language. */}
      <span className="sr-only" lang={other}>
        {` – ${t.toggleLabel}`}
      </span>
    </Link>
  );
}
