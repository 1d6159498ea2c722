// Callbacks passed to page.evaluate run in the browser and use DOM types.
/// <reference lib="dom" />
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_ADMIN_PASSWORD, expectNoAxeViolations } from './harness.ts';
import { useToolServers, writeCatalogue } from './tool-fixtures.ts';

/**
 * The admin job details identify every row (issue 15 #5): a thumbnail lazy-loaded through our server (the image host
 * on 127.0.0.1 is never asked by the browser; any request off our server is recorded) and the image URL as the row's
 * name in simple mode. The admin is French-only (spec section 2), so both browser locales get the French dashboard.
 * SCREENSHOT_DIR=… saves the details at desktop width.
 */
const servers = useToolServers({ ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32' });
const FILE_NAME = 'catalogue-vignettes.xlsx';
let job: Promise<string[]> | undefined;

/** One simple-mode job for the file (two photos, one address answering 404), created once through the public API. */
function jobUrls(): Promise<string[]> {
  job ??= (async () => {
    const urls = ['p0001.jpg', 'p0002.jpg', 'missing.png'].map((file) => servers.images.urlFor(file));
    const xlsx = await writeCatalogue(
      'simple',
      urls.map((url, i) => ({ id: `R${i}`, title: '', description: '', url })),
    );
    const form = new FormData();
    form.append('file', new Blob([await readFile(xlsx)]), FILE_NAME);
    form.append('mode', 'simple');
    const res = await fetch(`${servers.harness.baseUrl}/api/process-excel`, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    const { jobId } = (await res.json()) as { jobId: string };
    for (let i = 0; i < 360; i += 1) {
      const progress = (await (await fetch(`${servers.harness.baseUrl}/api/progress/${jobId}`)).json()) as { status: string };
      if (progress.status === 'completed' || progress.status === 'failed') {
        return urls;
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`job ${jobId} did not finish`);
  })();
  return job;
}

async function openDetails(page: Page) {
  await page.goto('/admin');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByLabel('Mot de passe').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const item = page.locator('.admin-job').filter({ hasText: FILE_NAME });
  await item.getByRole('button', { name: 'Détails' }).click();
  const region = item.getByRole('region', { name: `Résultats de ${FILE_NAME}` });
  await region.waitFor();
  // The history is below the engine and API key sections: in view, its lazy thumbnails load.
  await region.scrollIntoViewIfNeeded();
  return region;
}

describe('admin job details: thumbnails and image URLs', () => {
  it.each(['fr-FR', 'en-US'])('browser locale %s: each row shows its thumbnail through our server and its URL', async (locale) => {
    const urls = await jobUrls();
    const { page, errors, offsite } = await servers.harness.newPage({ locale });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.setViewportSize({ width: 1280, height: 900 });
    const region = await openDetails(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');

    const rows = region.locator('.admin-result');
    expect(await rows.count()).toBe(3);
    // Simple mode: no title, so the image URL names each row.
    expect(await rows.locator('.admin-result-name').allTextContents()).toEqual(urls);

    // Fetched from our server with the admin session (issue 23 #4: the thumbnail route needs it), shown as blob: URLs.
    await page.waitForFunction(
      () =>
        document.querySelectorAll('.admin-results .tool-thumb.is-loading').length === 0 &&
        Array.from(document.querySelectorAll<HTMLImageElement>('.admin-results img.tool-thumb')).every((img) => img.complete),
    );
    const thumbs = await region
      .locator('img.tool-thumb')
      .evaluateAll((imgs) =>
        imgs.map((img) => ({ src: img.getAttribute('src') ?? '', loaded: (img as HTMLImageElement).naturalWidth > 0 })),
      );
    expect(thumbs).toHaveLength(2);
    for (const thumb of thumbs) {
      expect(thumb.src.startsWith('blob:')).toBe(true);
      expect(thumb.loaded).toBe(true);
    }
    const thumbnailPath = /^\/api\/results\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/thumbnail$/;
    expect(asked.filter((p) => thumbnailPath.test(p))).toHaveLength(2);
    // The 404 row failed: a placeholder, and no request for an image it does not have.
    const failed = rows.nth(2);
    expect(await failed.locator('img').count()).toBe(0);
    expect(await failed.locator('.tool-thumb.is-empty').count()).toBe(1);
    await failed.getByText('Erreur', { exact: true }).waitFor();

    await expectNoAxeViolations(page, `/admin job details with thumbnails (${locale})`);
    const dir = process.env.SCREENSHOT_DIR;
    if (dir && locale === 'fr-FR') {
      await mkdir(dir, { recursive: true });
      await page.locator('.admin-job.is-open').screenshot({ path: join(dir, 'admin-job-details.png') });
    }
    // Never hot-linked: the browser asked our server only.
    expect(offsite).toEqual([]);
    expect(errors).toEqual([]);
  });
});
