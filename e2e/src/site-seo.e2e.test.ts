/**
 * Raw HTML (no JavaScript) of every route: status, <html lang>, head tags, JSON-LD and page text;
 * sitemap.xml and robots.txt; 404 status and texts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuild, startServer, type RunningServer } from './harness.ts';
import { decodeHtml, NOT_FOUND, siteRoutes, type SiteRoute } from './site-routes.ts';

let server: RunningServer;
let routes: SiteRoute[];

beforeAll(async () => {
  ensureWebBuild();
  routes = siteRoutes();
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

async function raw(path: string): Promise<{ status: number; html: string }> {
  const res = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });
  return { status: res.status, html: decodeHtml(await res.text()) };
}

function attr(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

describe('prerendered routes', () => {
  it('covers every spec route in both languages', () => {
    const paths = routes.map((r) => r.path);
    for (const path of [
      '/',
      '/fr',
      '/alt-text-generator',
      '/fr/alt-text-generator',
      '/csv-import-alt-text',
      '/fr/csv-import-alt-text',
      '/ecommerce-alt-text-generator',
      '/fr/ecommerce-alt-text-generator',
      '/privacy-policy',
      '/fr/privacy-policy',
      '/terms-of-service',
      '/fr/terms-of-service',
      '/api-documentation',
      '/fr/api-documentation',
      '/support',
      '/fr/support',
      '/features',
      '/fr/fonctionnalites',
      '/fr/guide-rgaa',
      '/fr/prestashop',
      '/fr/woocommerce',
      '/fr/shopify',
      '/fr/tarifs',
      '/fr/blog/alt-text-ecommerce-conversions',
      '/admin',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('serves each route with 200, its language, head tags and text in the raw HTML', async () => {
    for (const route of routes) {
      const { status, html } = await raw(route.path);
      expect(status, route.path).toBe(200);
      expect(attr(html, /<html lang="([^"]+)"/), route.path).toBe(route.lang);
      expect(attr(html, /<title>([^<]*)<\/title>/), route.path).toBe(route.title);
      expect(attr(html, /<meta data-head name="description" content="([^"]+)"/), route.path).toBeTruthy();
      expect(attr(html, /<meta data-head name="keywords" content="([^"]+)"/), route.path).toBeTruthy();
      const canonical = attr(html, /<link data-head rel="canonical" href="([^"]+)"/);
      expect(canonical && new URL(canonical).pathname, route.path).toBe(route.path);
      expect(attr(html, /<meta data-head property="og:url" content="([^"]+)"/), route.path).toBe(canonical);
      expect(attr(html, /<meta data-head property="og:title" content="([^"]+)"/), route.path).toBe(route.title);
      expect(html, route.path).toMatch(/<meta data-head property="og:description" content="[^"]+"/);
      if (route.twins.en && route.twins.fr) {
        for (const [lang, path] of [
          ['en', route.twins.en],
          ['fr', route.twins.fr],
          ['x-default', route.twins.en],
        ]) {
          const href = attr(html, new RegExp(`<link data-head rel="alternate" hreflang="${lang}" href="([^"]+)"`));
          expect(href && new URL(href).pathname, `${route.path} hreflang ${lang}`).toBe(path);
        }
      }
      // Page text is in the HTML before any script runs: a heading and real paragraphs inside <main>.
      const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
      const text = main
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      if (route.indexable) {
        expect(main, route.path).toMatch(/<h1[^>]*>[^<]+/);
        expect(text.length, `${route.path} text length`).toBeGreaterThan(400);
      } else {
        expect(html, route.path).toContain('<meta data-head name="robots" content="noindex">');
      }
    }
  });

  it('embeds the JSON-LD each route asks for', async () => {
    const types: Record<string, string> = { faq: 'FAQPage', howto: 'HowTo', software: 'SoftwareApplication', article: 'BlogPosting' };
    for (const route of routes.filter((r) => r.jsonLd.length > 0)) {
      const { html } = await raw(route.path);
      const blocks = [...html.matchAll(/<script data-head type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1] ?? '{}') as { '@type': string; mainEntity?: unknown[]; step?: unknown[] },
      );
      for (const kind of route.jsonLd) {
        const block = blocks.find((b) => b['@type'] === types[kind]);
        expect(block, `${route.path} ${kind}`).toBeDefined();
        if (kind === 'faq') {
          expect(block?.mainEntity?.length, route.path).toBeGreaterThan(2);
        }
        if (kind === 'howto') {
          expect(block?.step?.length, route.path).toBeGreaterThanOrEqual(3);
        }
      }
    }
  });

  it('lists every public route in sitemap.xml and keeps the admin out', async () => {
    const res = await fetch(`${server.baseUrl}/sitemap.xml`);
    expect(res.status).toBe(200);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    for (const route of routes) {
      expect(locs.includes(route.path), route.path).toBe(route.indexable);
    }
    const robots = await (await fetch(`${server.baseUrl}/robots.txt`)).text();
    expect(robots).toMatch(/Sitemap: \S+\/sitemap\.xml/);
    expect(robots).toContain('Disallow: /admin');
  });
});

describe('404', () => {
  it('answers unknown paths with 404 and the exact texts, in English and French', async () => {
    for (const [path, lang] of [
      ['/no-such-page', 'en'],
      ['/fr/page-inexistante', 'fr'],
    ] as const) {
      const { status, html } = await raw(path);
      expect(status, path).toBe(404);
      expect(attr(html, /<html lang="([^"]+)"/)).toBe(lang);
      expect(html).toContain(`<h1>${NOT_FOUND[lang].title}</h1>`);
      expect(html).toContain(NOT_FOUND[lang].text);
      expect(html).toContain(NOT_FOUND[lang].back);
    }
  });

  it('leaves unknown /api paths to the API (JSON, never the site)', async () => {
    const res = await fetch(`${server.baseUrl}/api/no-such-endpoint`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});
