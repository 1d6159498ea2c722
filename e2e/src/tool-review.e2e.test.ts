// Callbacks passed to page.evaluate run in the browser and use DOM types.
/// <reference lib="dom" />
import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './harness.ts';
import { startSimpleJob, useToolServers } from './tool-fixtures.ts';

/**
 * The completed report as a review queue (issue 15 #5 #6): the filter, a thumbnail per row served by our server,
 * Approve and Regenerate, and a download that carries them. The image host is on 127.0.0.1, so the server is told
 * to allow private addresses; the browser may still talk only to our server (any other request is recorded).
 * Rows (simple mode, so no titles): p0006 (a close-up texture the offline engine flags for review), p0002 (a handbag
 * it is sure of) and an address that answers 404. SCREENSHOT_DIR=… saves the report at desktop and 390 px.
 */
const servers = useToolServers({ ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32' });

const urls = () => ['p0006.jpg', 'p0002.jpg', 'missing.png'].map((file) => servers.images.urlFor(file));

async function runJob(page: Page, path: string, select: string, generate: string, view: string) {
  await startSimpleJob(page, path, urls(), { select, generate });
  await page.getByRole('button', { name: view }).click({ timeout: 180_000 });
  await page.getByRole('table').waitFor();
}

/**
 * Every thumbnail in view has loaded from our server (a broken one would show the placeholder instead): fetched with
 * the job's edit token (issue 23 #4), each is shown from a blob: URL.
 */
async function thumbnails(page: Page): Promise<Array<{ src: string; loaded: boolean }>> {
  await page.waitForFunction(
    () =>
      document.querySelectorAll('.tool-thumb.is-loading').length === 0 &&
      Array.from(document.querySelectorAll<HTMLImageElement>('img.tool-thumb')).every((img) => img.complete),
  );
  return page
    .locator('img.tool-thumb')
    .evaluateAll((imgs) => imgs.map((img) => ({ src: img.getAttribute('src') ?? '', loaded: (img as HTMLImageElement).naturalWidth > 0 })));
}

async function readStatusColumn(file: string): Promise<Array<[string, string]>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  const alt = header.indexOf('ALT');
  const status = header.indexOf('ALT_Status');
  return [2, 3, 4].map((i) => [String(sheet.getRow(i).getCell(alt).value ?? ''), String(sheet.getRow(i).getCell(status).value ?? '')]);
}

async function screenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) {
    await mkdir(dir, { recursive: true });
    await page.screenshot({ path: join(dir, name), fullPage: true });
  }
}

describe('review queue', () => {
  it('English: filter, thumbnails through our server, approve, regenerate, and the download carries them', async () => {
    const { page, errors, offsite } = await servers.harness.newPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.setViewportSize({ width: 1280, height: 900 });
    await runJob(page, '/', 'Select Mode', 'Generate ALT Tags', 'View Full Report');
    const [flagged, sure, missing] = urls() as [string, string, string];

    // Opens on the rows to review; the group is a labelled radio group with live counts.
    const group = page.getByRole('group', { name: 'Show rows' });
    expect(await group.getByRole('radio').evaluateAll((els) => els.map((e) => e.parentElement?.textContent))).toEqual([
      'To review (1)',
      'Failed (1)',
      'All (3)',
    ]);
    expect(await page.getByRole('radio', { name: 'To review (1)' }).isChecked()).toBe(true);
    const rows = page.getByRole('table').locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.first().getByRole('rowheader').textContent()).toBe(flagged);

    const thumbs = await thumbnails(page);
    expect(thumbs).toHaveLength(1);
    expect(thumbs[0]).toMatchObject({ loaded: true });
    expect(thumbs[0]!.src.startsWith('blob:')).toBe(true);
    // Asked of our server (the live preview may have asked for it already while the job ran).
    expect(asked.filter((p) => /^\/api\/results\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/thumbnail$/.test(p)).length).toBeGreaterThanOrEqual(1);
    await expectNoAxeViolations(page, '/ report, to review');

    await page.getByRole('button', { name: `Approve the ALT tag of ${flagged}` }).click();
    await page.getByText('ALT tag approved').waitFor();
    await page.getByRole('radio', { name: 'To review (0)' }).waitFor();
    expect(await rows.count()).toBe(1);
    // The server's metrics follow: 2 of 3 rows now described without a review flag (the third failed).
    await page.locator('.tool-metrics li', { hasText: 'Visual analysis quality' }).getByText('66.7%', { exact: true }).waitFor();

    await page.getByRole('radio', { name: 'Failed (1)' }).check();
    await page.getByRole('rowheader', { name: missing }).waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.first().getByRole('rowheader').textContent()).toBe(missing);
    expect(await rows.first().locator('img').count()).toBe(0);
    expect(await rows.first().locator('.tool-thumb.is-empty').count()).toBe(1);

    await page.getByRole('radio', { name: 'All (3)' }).check();
    await rows.nth(2).waitFor();
    expect(await rows.count()).toBe(3);
    expect((await thumbnails(page)).map((t) => t.loaded)).toEqual([true, true]);
    await screenshot(page, 'report-desktop-en.png');

    const before = await rows.nth(1).locator('.tool-alt-cell > span').first().textContent();
    await page.getByRole('button', { name: `Regenerate the ALT tag of ${sure}` }).click();
    const panel = page.getByRole('group', { name: `Regenerate the ALT tag of ${sure}` });
    await panel.getByRole('textbox').fill('leather');
    await panel.getByRole('textbox').press('Enter');
    await expectNoAxeViolations(page, '/ report, regenerate panel open');
    await panel.getByRole('button', { name: 'Regenerate ALT tag' }).click();
    await page.getByText('New ALT tag saved').waitFor({ timeout: 60_000 });
    const after = await rows.nth(1).locator('.tool-alt-cell > span').first().textContent();
    expect(after).toMatch(/leather/i);
    expect(after).not.toBe(before);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Optimized File' }).click(),
    ]);
    const file = join(await mkdtemp(join(tmpdir(), 'alt-e2e-review-')), download.suggestedFilename());
    await download.saveAs(file);
    const written = await readStatusColumn(file);
    expect(written[0]?.[1]).toBe('success');
    expect(written[1]).toEqual([after, 'success']);
    expect(written[2]?.[1]).toBe('failed');

    // The browser never asked the image host (or any other site) for anything: no hot-linking.
    expect(offsite).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('French, and on a 390 px phone: the same queue in French, as cards, axe clean', async () => {
    const { page, errors, offsite } = await servers.harness.newPage({ locale: 'fr-FR' });
    await page.setViewportSize({ width: 390, height: 844 });
    await runJob(page, '/fr', 'Choisir ce mode', 'Générer les balises ALT', 'Voir le rapport complet');
    const [flagged] = urls() as [string];
    const group = page.getByRole('group', { name: 'Afficher les lignes' });
    expect(await group.getByRole('radio').evaluateAll((els) => els.map((e) => e.parentElement?.textContent))).toEqual([
      'À vérifier (1)',
      'En échec (1)',
      'Toutes (3)',
    ]);
    await page.getByRole('button', { name: `Approuver la balise ALT de ${flagged}` }).waitFor();
    expect((await thumbnails(page)).map((t) => t.loaded)).toEqual([true]);
    await page.getByRole('radio', { name: 'Toutes (3)' }).check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, '/fr report on a phone');
    await screenshot(page, 'report-phone-fr.png');
    await page.getByRole('button', { name: `Approuver la balise ALT de ${flagged}` }).click();
    await page.getByText('Balise ALT approuvée').waitFor();
    expect(offsite).toEqual([]);
    expect(errors).toEqual([]);
  });
});
