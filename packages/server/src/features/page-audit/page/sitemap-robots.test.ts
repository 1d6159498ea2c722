import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readRobots } from './robots.ts';
import { inflateCapped, isGzip, looksLikeSitemap, readSitemap } from './sitemap.ts';

const BASE = 'http://127.0.0.1:8080';

describe('readSitemap', () => {
  it('reads a urlset and a sitemap index, keeping only http(s) locations', () => {
    const urlset = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <url><loc> ${BASE}/a.html </loc></url><url><loc><![CDATA[${BASE}/b.html]]></loc></url><url><loc>ftp://x/y</loc></url></urlset>`;
    expect(readSitemap(urlset)).toEqual({ ok: true, kind: 'urlset', urls: [`${BASE}/a.html`, `${BASE}/b.html`] });
    const index = `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${BASE}/s1.xml</loc></sitemap></sitemapindex>`;
    expect(readSitemap(index)).toEqual({ ok: true, kind: 'index', urls: [`${BASE}/s1.xml`] });
  });

  it('stops at the URL cap, and refuses what is not a sitemap or declares entities', () => {
    const many = `<urlset>${Array.from({ length: 11 }, (_, i) => `<url><loc>${BASE}/${i}</loc></url>`).join('')}</urlset>`;
    expect(readSitemap(many, 10)).toEqual({ ok: false, reason: 'sitemapTooManyUrls' });
    expect(readSitemap('<html><body>hi</body></html>')).toEqual({ ok: false, reason: 'sitemapInvalid' });
    const laughs = `<?xml version="1.0"?><!DOCTYPE u [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]><urlset><url><loc>${BASE}/&b;</loc></url></urlset>`;
    expect(readSitemap(laughs)).toEqual({ ok: false, reason: 'sitemapInvalid' });
  });

  it('tells a sitemap from a page, and inflates gzip only up to the cap', () => {
    expect(looksLikeSitemap('\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- hi --><urlset>')).toBe(true);
    expect(looksLikeSitemap('<!doctype html><html>')).toBe(false);
    const bomb = gzipSync(Buffer.alloc(2 * 1024 * 1024, 0x20));
    expect(isGzip(bomb)).toBe(true);
    expect(inflateCapped(bomb, 1024 * 1024)).toBeNull();
    expect(inflateCapped(bomb, 4 * 1024 * 1024)?.length).toBe(2 * 1024 * 1024);
  });
});

describe('readRobots', () => {
  it('applies our group, else *, with the longest match and a capped crawl delay', () => {
    const rules = readRobots(
      `${BASE}/robots.txt`,
      'User-agent: *\nDisallow: /\n\nUser-agent: AltOptimizer\nDisallow: /private/\nAllow: /private/ok\nCrawl-delay: 60\n',
    );
    expect(rules.allows(`${BASE}/page.html`)).toBe(true);
    expect(rules.allows(`${BASE}/private/x.html`)).toBe(false);
    expect(rules.allows(`${BASE}/private/ok.html`)).toBe(true);
    expect(rules.crawlDelayMs).toBe(5000);
    const star = readRobots(`${BASE}/robots.txt`, 'User-agent: *\nDisallow: /hidden\n');
    expect(star.allows(`${BASE}/hidden/a`)).toBe(false);
    expect(star.crawlDelayMs).toBe(0);
  });
});
