import type { Language } from '@alt-optimizer/contract';
import type { PageModule, RoutePath } from '../routes/route-table.ts';
import { jsonLdFor } from './json-ld.ts';
import { notFoundMessages } from './not-found.messages.ts';
import { absoluteUrl, SITE_NAME } from './site.ts';

/** Everything a page puts in <head>, computed once and written as HTML (prerender) or into the DOM (client). */
export interface HeadData {
  lang: Language;
  title: string;
  description: string;
  keywords: string;
  canonical?: string;
  alternates: { hreflang: string; href: string }[];
  robots?: string;
  jsonLd: object[];
}

export function headData(match: RoutePath | undefined, lang: Language, mod?: PageModule): HeadData {
  if (!match) {
    const t = notFoundMessages[lang];
    return { lang, title: t.title, description: t.text, keywords: '', alternates: [], robots: 'noindex', jsonLd: [] };
  }
  const { route } = match;
  const meta = route.meta[lang] ?? route.meta.en ?? route.meta.fr;
  if (!meta) {
    throw new Error(`Route ${route.id} has no head texts`);
  }
  const alternates: HeadData['alternates'] = [];
  if (route.en && route.fr) {
    alternates.push({ hreflang: 'en', href: absoluteUrl(route.en) });
    alternates.push({ hreflang: 'fr', href: absoluteUrl(route.fr) });
    alternates.push({ hreflang: 'x-default', href: absoluteUrl(route.en) });
  } else {
    alternates.push({ hreflang: lang, href: absoluteUrl(match.path) });
  }
  return {
    lang,
    title: meta.title,
    description: meta.description,
    keywords: meta.keywords,
    canonical: absoluteUrl(match.path),
    alternates,
    robots: route.indexable ? undefined : 'noindex',
    jsonLd: mod ? jsonLdFor(match, meta, mod) : [],
  };
}

export { SITE_NAME };
