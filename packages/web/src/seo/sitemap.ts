import { ROUTE_PATHS } from '../routes/route-table.ts';
import { escapeHtml } from './head-html.ts';
import { absoluteUrl } from './site.ts';

/** sitemap.xml from the route table: every indexable page with its hreflang twins. */
export function sitemapXml(): string {
  const urls = ROUTE_PATHS.filter((p) => p.route.indexable).map(({ route, path }) => {
    const twins =
      route.en && route.fr
        ? [
            `    <xhtml:link rel="alternate" hreflang="en" href="${escapeHtml(absoluteUrl(route.en))}"/>`,
            `    <xhtml:link rel="alternate" hreflang="fr" href="${escapeHtml(absoluteUrl(route.fr))}"/>`,
            `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(absoluteUrl(route.en))}"/>`,
          ]
        : [];
    return ['  <url>', `    <loc>${escapeHtml(absoluteUrl(path))}</loc>`, ...twins, '  </url>'].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(): string {
  const disallowed = ROUTE_PATHS.filter((p) => !p.route.indexable).map((p) => `Disallow: ${p.path}`);
  return ['User-agent: *', 'Disallow: /api/', ...disallowed, 'Allow: /', '', `Sitemap: ${absoluteUrl('/sitemap.xml')}`, ''].join('\n');
}
