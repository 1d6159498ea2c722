import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Language } from '@alt-optimizer/contract';
import { normalizePath } from '../i18n/index.ts';
import { pathFor } from '../routes/paths.ts';
import { matchPath } from '../routes/route-table.ts';
import { preloadPage } from '../routes/page-cache.ts';
import { applyHead } from '../seo/head-dom.ts';
import { headData } from '../seo/head-data.ts';
import { savedLanguage } from './language-toggle.tsx';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * What happens on each client-side route change (not on the first, prerendered paint):
 * smooth scroll to top (spec section 2), new head tags, and focus on <main> so screen readers start at the content.
 */
export function useNavigationEffects(lang: Language): void {
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  // The location last handled: null before the first paint. Comparing locations (rather than a "first"
  // flag) keeps StrictMode's double effect run in development from counting as a navigation.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const key = `${pathname}${hash}`;
    if (handled.current === key) {
      return;
    }
    const firstPaint = handled.current === null;
    handled.current = key;
    if (firstPaint) {
      // Lets end-to-end tests (and anyone debugging) know React has taken over the prerendered page.
      document.documentElement.dataset.hydrated = 'true';
      // The Vite dev server serves the bare template: write the head tags the prerenderer would have.
      if (!document.head.querySelector('[data-head]')) {
        const match = matchPath(normalizePath(pathname));
        void (match ? preloadPage(match.route) : Promise.resolve(undefined)).then((mod) => applyHead(headData(match, lang, mod)));
      }
      // A visitor who chose French earlier and lands on the English home goes to the French one.
      if (normalizePath(pathname) === pathFor('home', 'en') && savedLanguage() === 'fr') {
        void navigate(pathFor('home', 'fr') ?? '/fr', { replace: true });
      }
      return;
    }
    const path = normalizePath(pathname);
    const match = matchPath(path);
    const update = async () => {
      const mod = match ? await preloadPage(match.route) : undefined;
      // A faster later navigation may have happened meanwhile: only the current page writes the head.
      if (handled.current === key) {
        applyHead(headData(match, lang, mod));
      }
    };
    void update();
    if (!hash) {
      window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      document.getElementById('main')?.focus({ preventScroll: true });
    }
  }, [pathname, hash, lang, navigate]);
}
