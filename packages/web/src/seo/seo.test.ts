import { describe, expect, it } from 'vitest';
import { matchPath } from '../routes/route-table.ts';
import type { PageModule } from '../routes/route-types.ts';
import { headData } from './head-data.ts';
import { escapeHtml, headHtml } from './head-html.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

const stubModule: PageModule = {
  default: () => null,
  seo: {
    faq: () => [{ question: 'Q?', answer: 'A.' }],
    howTo: () => ({ name: 'How', steps: [{ name: 'One', text: 'Do it' }] }),
  },
};

describe('head data', () => {
  it('gives twins hreflang alternates and x-default', () => {
    const head = headData(matchPath('/fr/csv-import-alt-text'), 'fr', stubModule);
    expect(head.lang).toBe('fr');
    expect(head.canonical).toMatch(/\/fr\/csv-import-alt-text$/);
    expect(head.alternates.map((a) => a.hreflang)).toEqual(['en', 'fr', 'x-default']);
    expect(head.jsonLd.map((j) => (j as { '@type': string })['@type'])).toEqual(['HowTo', 'FAQPage']);
  });

  it('marks the 404 and the admin as noindex', () => {
    expect(headData(undefined, 'fr').title).toBe('404 - Page Non Trouvée');
    expect(headData(undefined, 'en').robots).toBe('noindex');
    expect(headData(matchPath('/admin'), 'fr').robots).toBe('noindex');
  });

  it('escapes text and keeps JSON-LD from closing its script tag', () => {
    expect(escapeHtml('a "b" <c> & d')).toBe('a &quot;b&quot; &lt;c&gt; &amp; d');
    const html = headHtml({
      lang: 'en',
      title: 'T',
      description: 'D',
      keywords: '',
      alternates: [],
      jsonLd: [{ text: '</script><script>alert(1)</script>' }],
    });
    expect(html).not.toContain('</script><script>');
    expect(html).not.toContain('name="keywords"');
  });
});

describe('sitemap and robots', () => {
  it('lists indexable routes with twins and hides the admin', () => {
    const xml = sitemapXml();
    expect(xml).toContain('/fr/guide-rgaa</loc>');
    expect(xml).toContain('hreflang="fr"');
    expect(xml).not.toContain('/admin</loc>');
    expect(robotsTxt()).toContain('Disallow: /admin');
  });
});
