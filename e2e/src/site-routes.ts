import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WEB_DIST } from './harness.ts';

/** The web route table as written by the prerenderer (packages/web/scripts/prerender.ts). */
export interface SiteRoute {
  id: string;
  path: string;
  lang: 'en' | 'fr';
  indexable: boolean;
  twins: { en: string | null; fr: string | null };
  jsonLd: string[];
  title: string;
}

export function siteRoutes(): SiteRoute[] {
  return JSON.parse(readFileSync(join(WEB_DIST, '.meta', 'routes.json'), 'utf8')) as SiteRoute[];
}

export const NOT_FOUND = {
  en: { title: '404 - Page Not Found', text: 'Sorry, the page you are looking for does not exist.', back: 'Back to Home' },
  fr: { title: '404 - Page Non Trouvée', text: 'Désolé, la page que vous recherchez n’existe pas.', back: 'Retour à l’Accueil' },
} as const;

/** Decode the few entities React and our head writer produce, to compare raw HTML with plain strings. */
export function decodeHtml(text: string): string {
  return text
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
