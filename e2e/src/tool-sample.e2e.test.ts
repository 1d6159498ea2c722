// Callbacks passed to page.evaluate run in the browser and use DOM types.
/// <reference lib="dom" />
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, startHarness, type Harness } from './harness.ts';
import { gotoTool } from './tool-fixtures.ts';

/**
 * Issue 24 item 5: "Try a sample catalogue" on the upload step runs the photos shipped with the server on a server
 * with the default address policy (no private address open): progress, the report, a review (an alt edited by hand)
 * and the download, in EN and FR. Then (item 1) the same server restarted past FILE_RETENTION_HOURS: each job's own
 * link says its files were deleted, in its language. SCREENSHOT_DIR keeps the screens (1280 and 390 px).
 */
const TEXT = {
  en: {
    home: '/',
    select: 'Select Mode',
    tryIt: 'Try a sample catalog',
    view: 'View Full Report',
    edit: 'Edit the ALT tag of Linen Shirt',
    field: 'ALT tag of Linen Shirt',
    save: 'Save',
    saved: 'ALT tag saved',
    handAlt: 'Light blue linen shirt with a classic collar, close-up of the chest pocket',
    expired: /This job’s files have been deleted/,
  },
  fr: {
    home: '/fr',
    select: 'Choisir ce mode',
    tryIt: 'Essayer un catalogue d’exemple',
    view: 'Voir le rapport complet',
    edit: 'Modifier la balise ALT de Chemise en lin',
    field: 'Balise ALT de Chemise en lin',
    save: 'Enregistrer',
    saved: 'Balise ALT enregistrée',
    handAlt: 'Chemise en lin bleu clair à col classique, gros plan sur la poche',
    expired: /Les fichiers de ce traitement ont été supprimés/,
  },
} as const;
type Lang = keyof typeof TEXT;

// Files of a finished job are kept one second: the sweep at the second start deletes them.
const ENV = { FILE_RETENTION_HOURS: String(1 / 3600) };
let dataDir = '';
let harness: Harness | undefined;
const jobUrls: Partial<Record<Lang, string>> = {};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'alt-e2e-sample-'));
  harness = await startHarness({ ...ENV, DATA_DIR: dataDir });
});
afterAll(async () => {
  await harness?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function shoot(page: Page, name: string, width: 1280 | 390): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  await page.setViewportSize(width === 1280 ? { width: 1280, height: 900 } : { width: 390, height: 844 });
  if (dir) {
    await mkdir(dir, { recursive: true });
    await page.locator('section.tool').screenshot({ path: join(dir, `${name}-${width}.png`) });
  }
}

async function waitForStep(page: Page, name: string): Promise<void> {
  await page.locator(`section.tool[data-step="${name}"][data-ready="true"]`).waitFor({ timeout: 240_000 });
}

describe.each(['en', 'fr'] as const)('the sample catalogue (%s)', (lang) => {
  const t = TEXT[lang];
  it('runs from the upload step: progress, report, an alt edited by hand, download', async () => {
    const { page, errors, offsite } = await harness!.newPage({ locale: lang === 'fr' ? 'fr-FR' : 'en-US' });
    await gotoTool(page, t.home);
    await page.locator('[data-mode="complete"]').getByRole('button', { name: t.select }).click();
    const sample = page.getByTestId('sample-catalogue');
    await sample.waitFor();
    await expectNoAxeViolations(page, `${lang} upload step with the sample link`);
    await shoot(page, `sample-link-${lang}`, 390);
    await shoot(page, `sample-link-${lang}`, 1280);
    // Its CSV is served to look at, in the page's language.
    const csv = await page.request.get(await sample.getByRole('link').getAttribute('href').then(String));
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain(lang === 'fr' ? 'Chemise en lin' : 'Linen Shirt');

    // Every step the tool section shows from here on, to see the processing step come before the report.
    await page.evaluate(() => {
      const section = document.querySelector('section.tool')!;
      const seen: string[] = [];
      (window as unknown as { steps: string[] }).steps = seen;
      new MutationObserver(() => {
        const current = section.getAttribute('data-step') ?? '';
        if (seen.at(-1) !== current) {
          seen.push(current);
        }
      }).observe(section, { attributes: true, attributeFilter: ['data-step'] });
    });
    await sample.getByRole('button', { name: t.tryIt }).click();
    await page.waitForURL(new RegExp(`${lang === 'fr' ? '/fr' : ''}/jobs/[0-9a-f-]{36}#.+$`), { timeout: 60_000 });
    jobUrls[lang] = page.url();
    await waitForStep(page, 'completed');
    expect(await page.evaluate(() => (window as unknown as { steps: string[] }).steps)).toEqual(['processing', 'completed']);
    expect(await page.locator('.tool-stats').textContent()).toContain('8');

    await page.getByRole('button', { name: t.view }).click();
    const table = page.getByRole('table');
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(8);
    // Each row's thumbnail, made by our server from the shipped photo, is shown (lazy: each row scrolled into view).
    for (const row of await table.locator('tbody tr').all()) {
      await row.scrollIntoViewIfNeeded();
    }
    await expect.poll(() => table.locator('img.tool-thumb').count(), { timeout: 60_000 }).toBe(8);
    for (const thumb of await table.locator('img.tool-thumb').all()) {
      await thumb.scrollIntoViewIfNeeded();
      await thumb.evaluate((img: HTMLImageElement) => (img.complete ? undefined : new Promise((done) => (img.onload = done))));
      expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, `sample-report-${lang}`, 1280);
    await shoot(page, `sample-report-${lang}`, 390);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Review: one alt rewritten by hand, saved, and written in the download.
    await table.getByRole('button', { name: t.edit }).click();
    await table.getByRole('textbox', { name: t.field }).fill(t.handAlt);
    await table.getByRole('button', { name: t.save }).click();
    await table.getByText(t.saved).waitFor();
    await expectNoAxeViolations(page, `${lang} sample report after an edit`);

    const jobId = /\/jobs\/([0-9a-f-]{36})/.exec(jobUrls[lang]!)![1]!;
    const download = await page.request.get(`/api/download/${jobId}`);
    expect(download.status()).toBe(200);
    const body = await download.text();
    expect(body).toContain(t.handAlt);
    expect(body.trim().split('\n')).toHaveLength(9);
    expect(offsite).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('a sample job past FILE_RETENTION_HOURS, opened from its link after a restart', () => {
  beforeAll(async () => {
    await harness?.close();
    harness = await startHarness({ ...ENV, DATA_DIR: dataDir });
  });

  it.each(['en', 'fr'] as const)('%s: says its files were deleted, keeps its alts listed, and the download is off', async (lang) => {
    const t = TEXT[lang];
    expect(jobUrls[lang]).toBeDefined();
    const { page, errors } = await harness!.newPage({ locale: lang === 'fr' ? 'fr-FR' : 'en-US' });
    const path = new URL(jobUrls[lang]!);
    await page.goto(`${harness!.baseUrl}${path.pathname}${path.hash}`);
    await waitForStep(page, 'completed');
    const expired = page.getByTestId('files-expired');
    await expired.waitFor();
    expect(await expired.textContent()).toMatch(t.expired);
    await expectNoAxeViolations(page, `${lang} expired job`);
    await shoot(page, `sample-expired-${lang}`, 1280);
    await shoot(page, `sample-expired-${lang}`, 390);
    expect(errors.filter((e) => !/status of 410/.test(e))).toEqual([]);
  });
});
