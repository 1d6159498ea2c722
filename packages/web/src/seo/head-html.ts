import type { HeadData } from './head-data.ts';
import { SITE_NAME } from './site.ts';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON inside <script> must not be able to close the tag. */
function safeJson(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Head tags as HTML for the prerendered files. Every managed tag carries data-head so the client can replace it. */
export function headHtml(head: HeadData): string {
  const tags: string[] = [`<title>${escapeHtml(head.title)}</title>`];
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    tags.push(`<meta data-head ${attr}="${key}" content="${escapeHtml(content)}">`);
  meta('name', 'description', head.description);
  if (head.keywords) {
    meta('name', 'keywords', head.keywords);
  }
  if (head.robots) {
    meta('name', 'robots', head.robots);
  }
  if (head.canonical) {
    tags.push(`<link data-head rel="canonical" href="${escapeHtml(head.canonical)}">`);
    meta('property', 'og:url', head.canonical);
  }
  for (const alt of head.alternates) {
    tags.push(`<link data-head rel="alternate" hreflang="${alt.hreflang}" href="${escapeHtml(alt.href)}">`);
  }
  meta('property', 'og:type', 'website');
  meta('property', 'og:site_name', SITE_NAME);
  meta('property', 'og:title', head.title);
  meta('property', 'og:description', head.description);
  meta('property', 'og:locale', head.lang === 'fr' ? 'fr_FR' : 'en_US');
  meta('name', 'twitter:card', 'summary');
  for (const data of head.jsonLd) {
    tags.push(`<script data-head type="application/ld+json">${safeJson(data)}</script>`);
  }
  return tags.join('\n    ');
}
