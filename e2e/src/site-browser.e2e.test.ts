/**
 * The site in Chromium: every route hydrates without errors and passes axe (WCAG 2.1 A/AA) in both
 * languages, the 404 page, the language toggle with its localStorage persistence, client navigation.
 */
import { STORAGE_KEYS } from '@alt-optimizer/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, startHarness, type Harness } from './harness.ts';
import { NOT_FOUND, siteRoutes, type SiteRoute } from './site-routes.ts';

let harness: Harness;
let routes: SiteRoute[];

beforeAll(async () => {
  harness = await startHarness();
  routes = siteRoutes();
});

afterAll(async () => {
  await harness?.close();
});

async function open(page: Page, path: string): Promise<number> {
  const response = await page.goto(path, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]');
  return response?.status() ?? 0;
}

describe('every route in Chromium', () => {
  // One test per language keeps each under the per-test timeout (axe takes a few seconds a page).
  it.each(['en', 'fr'] as const)(
    '%s routes render with 200, the right <html lang>, no console errors, no offsite request and zero axe violations',
    async (lang) => {
      const { page, errors, offsite } = await harness.newPage();
      const failures: string[] = [];
      for (const route of routes.filter((r) => r.lang === lang)) {
        const status = await open(page, route.path);
        expect(status, route.path).toBe(200);
        expect(await page.getAttribute('html', 'lang'), route.path).toBe(route.lang);
        expect(await page.title(), route.path).toBe(route.title);
        await expectNoAxeViolations(page, route.path).catch((error: Error) => failures.push(error.message));
      }
      expect(failures.join('\n\n')).toBe('');
      // Hydration mismatches and runtime errors surface as console errors.
      expect(errors).toEqual([]);
      expect(offsite).toEqual([]);
    },
    300_000,
  );
});

describe('404 page', () => {
  it('shows the exact texts with status 404 and leads back home, in English and French', async () => {
    const { page, errors } = await harness.newPage();
    for (const [path, lang, home] of [
      ['/missing-page', 'en', '/'],
      ['/fr/page-absente', 'fr', '/fr'],
    ] as const) {
      expect(await open(page, path)).toBe(404);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(await page.textContent('h1')).toBe(NOT_FOUND[lang].title);
      expect(await page.textContent('main')).toContain(NOT_FOUND[lang].text);
      await expectNoAxeViolations(page, path);
      await page.getByRole('link', { name: NOT_FOUND[lang].back }).click();
      await page.waitForURL((url) => url.pathname === home);
      // Client navigation updates <html lang> in an effect right after the URL changes.
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    }
    // The only console errors allowed are Chromium's notes about the two 404 documents themselves.
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
  });

  it('the language toggle never leads to the build path: the other home before hydration, the twin path after', async () => {
    for (const [path, before, after] of [
      ['/missing-page', '/fr', '/fr/missing-page'],
      ['/fr/page-absente', '/', '/page-absente'],
    ] as const) {
      const html = await (await fetch(`${harness.baseUrl}${path}`)).text();
      expect(html).not.toContain('__not-found__');
      expect(/<a [^>]*data-testid="language-toggle"[^>]*>/.exec(html)?.[0]).toContain(`href="${before}"`);
      const { page } = await harness.newPage();
      await open(page, path);
      await page.waitForFunction(
        (target) => document.querySelector('[data-testid="language-toggle"]')?.getAttribute('href') === target,
        after,
      );
    }
  });
});

describe('language toggle', () => {
  it('shows FR on English pages and EN on French ones, switches to the twin and remembers the choice', async () => {
    const { page, errors } = await harness.newPage();
    await open(page, '/support');
    const toggle = page.getByTestId('language-toggle');
    expect((await toggle.innerText()).trim().startsWith('FR')).toBe(true);
    await toggle.click();
    await page.waitForURL((url) => url.pathname === '/fr/support');
    // Client navigation updates <html lang> and the title in an effect right after the URL changes.
    const frTitle = routes.find((r) => r.path === '/fr/support')?.title;
    await page.waitForFunction((t) => document.documentElement.lang === 'fr' && document.title === t, frTitle);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.language)).toBe('fr');
    expect((await toggle.innerText()).trim().startsWith('EN')).toBe(true);

    // The remembered choice brings a visitor of the English home page to the French one.
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/fr');
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    await page.getByRole('heading', { level: 1, name: /textes alternatifs/i }).waitFor();

    await open(page, '/fr/fonctionnalites');
    await toggle.click();
    await page.waitForURL((url) => url.pathname === '/features');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.language)).toBe('en');
    await page.goto('/');
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
  });

  it('leads French-only pages to the English home', async () => {
    const { page } = await harness.newPage();
    await open(page, '/fr/guide-rgaa');
    await page.getByTestId('language-toggle').click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('client-side navigation', () => {
  it('updates the head, moves focus to the content and scrolls to the top', async () => {
    const { page, errors } = await harness.newPage();
    await open(page, '/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footerLink = page.locator('footer').getByRole('link', { name: 'CSV import guide' });
    await footerLink.click();
    await page.waitForURL((url) => url.pathname === '/csv-import-alt-text');
    const route = routes.find((r) => r.path === '/csv-import-alt-text');
    await page.waitForFunction((title) => document.title === title, route?.title);
    const canonical = await page.getAttribute('link[rel="canonical"]', 'href');
    expect(canonical && new URL(canonical).pathname).toBe('/csv-import-alt-text');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.waitForFunction(() => window.scrollY === 0);
    await expectNoAxeViolations(page, 'after client navigation');
    expect(errors).toEqual([]);
  });
});
