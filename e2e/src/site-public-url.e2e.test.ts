/**
 * PUBLIC_URL, read once at start, is the origin of every canonical, hreflang and sitemap URL: in the raw HTML,
 * in sitemap.xml and robots.txt, and in the head the browser writes after a client-side navigation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';

const PUBLIC_URL = 'https://alt.example.com';
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ PUBLIC_URL });
});

afterAll(async () => {
  await harness?.close();
});

describe('PUBLIC_URL', () => {
  it('names the public origin in page heads, sitemap.xml and robots.txt, never the build default', async () => {
    const html = await (await fetch(`${harness.baseUrl}/fr/support`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`rel="canonical" href="${PUBLIC_URL}/fr/support"`);
    expect(head).toContain(`hreflang="en" href="${PUBLIC_URL}/support"`);
    expect(head).not.toContain('localhost:5000');
    const sitemap = await (await fetch(`${harness.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/</loc>`);
    expect(sitemap).not.toContain('localhost:5000');
    expect(await (await fetch(`${harness.baseUrl}/robots.txt`)).text()).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('keeps it after a client-side navigation, with no hydration error', async () => {
    const { page, errors } = await harness.newPage();
    await page.goto('/support', { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.locator('footer').getByRole('link', { name: 'CSV import guide' }).click();
    await page.waitForFunction(
      (href) => document.querySelector('link[rel="canonical"]')?.getAttribute('href') === href,
      `${PUBLIC_URL}/csv-import-alt-text`,
    );
    expect(errors).toEqual([]);
  });
});
