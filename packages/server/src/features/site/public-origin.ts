import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The origin a build without `.meta/site.json` (an older build) has written: the web app's default. */
export const DEFAULT_BUILD_ORIGIN = 'http://localhost:5000';

/** Root files whose every absolute URL is the site's own (sitemap entries, the robots.txt Sitemap line). */
export const ORIGIN_FILES = new Set(['/sitemap.xml', '/robots.txt']);

/** The origin the prerenderer wrote into canonical, hreflang, JSON-LD and sitemap URLs (dist/.meta/site.json). */
export async function readBuildOrigin(distDir: string): Promise<string> {
  try {
    const meta = JSON.parse(await readFile(join(distDir, '.meta', 'site.json'), 'utf8')) as { origin?: unknown };
    return typeof meta.origin === 'string' && meta.origin !== '' ? meta.origin : DEFAULT_BUILD_ORIGIN;
  } catch {
    return DEFAULT_BUILD_ORIGIN;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `from` as a URL prefix (followed by '/', a quote, '<', whitespace or the end) becomes `to`; http://localhost:50001 stays. */
export function replaceOrigin(text: string, from: string, to: string): string {
  if (from === to) {
    return text;
  }
  return text.replace(new RegExp(`${escapeRegExp(from)}(?=[/"'<\\s]|$)`, 'g'), to);
}

/**
 * A prerendered page with PUBLIC_URL in its <head> only (canonical, hreflang, og:url, JSON-LD). The body is left as
 * the client renders it (the API page's examples name the build origin), so hydration still matches.
 */
export function pageWithOrigin(html: string, from: string, to: string): string {
  const end = html.indexOf('</head>');
  return end < 0 ? html : replaceOrigin(html.slice(0, end), from, to) + html.slice(end);
}
