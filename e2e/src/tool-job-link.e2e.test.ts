// Callbacks passed to page.evaluate run in the browser and use DOM types.
/// <reference lib="dom" />
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './harness.ts';
import { startSimpleJob, useToolServers } from './tool-fixtures.ts';

/**
 * Issue 24 items 1 and 2: a bulk job has a URL of its own (/jobs/{id}#token, /fr/jobs/{id}#token), a reload mid-job
 * and after completion comes back to the same step, the home page lists this browser's recent jobs, and a failed row
 * is written by hand in the report (a regenerate that fails again is an error, not green) and downloaded.
 * Rows (simple mode): p0002 (a handbag) and an address that answers 404. Images are held until the reload is done.
 */
const servers = useToolServers({ ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32' });

const TEXT = {
  en: {
    home: '/',
    select: 'Select Mode',
    generate: 'Generate ALT Tags',
    view: 'View Full Report',
    failed: 'Failed (1)',
    write: (name: string) => `Write the ALT tag of ${name} by hand`,
    regenerate: (name: string) => `Regenerate the ALT tag of ${name}`,
    regenerateSubmit: 'Regenerate ALT tag',
    saved: 'ALT tag saved',
    handAlt: 'Brown leather handbag with a gold clasp',
  },
  fr: {
    home: '/fr',
    select: 'Choisir ce mode',
    generate: 'Générer les balises ALT',
    view: 'Voir le rapport complet',
    failed: 'En échec (1)',
    write: (name: string) => `Rédiger à la main la balise ALT de ${name}`,
    regenerate: (name: string) => `Régénérer la balise ALT de ${name}`,
    regenerateSubmit: 'Régénérer la balise ALT',
    saved: 'Balise ALT enregistrée',
    handAlt: 'Sac à main en cuir marron avec un fermoir doré',
  },
} as const;

const step = (page: Page) => page.locator('section.tool').getAttribute('data-step');

async function waitForStep(page: Page, name: string): Promise<void> {
  await page.locator(`section.tool[data-step="${name}"][data-ready="true"]`).waitFor({ timeout: 180_000 });
}

async function readAlts(buffer: Buffer): Promise<Array<[string, string]>> {
  const file = join(await mkdtemp(join(tmpdir(), 'alt-e2e-job-link-')), 'out.xlsx');
  await writeFile(file, buffer);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  const [alt, status] = [header.indexOf('ALT'), header.indexOf('ALT_Status')];
  return [2, 3].map((i) => [String(sheet.getRow(i).getCell(alt).value ?? ''), String(sheet.getRow(i).getCell(status).value ?? '')]);
}

describe.each(['en', 'fr'] as const)('a job of its own (%s)', (lang) => {
  const t = TEXT[lang];
  it('reload mid-job and after completion restores the step; recent jobs; a failed row written by hand and downloaded', async () => {
    const { harness, images } = servers;
    const { page, errors, offsite } = await harness.newPage({ locale: lang === 'fr' ? 'fr-FR' : 'en-US' });
    const [bag, missing] = ['p0002.jpg', 'missing.jpg'].map((f) => images.urlFor(f)) as [string, string];
    images.hold();
    let jobUrl = '';
    try {
      await startSimpleJob(page, t.home, [bag, missing], { select: t.select, generate: t.generate });
      const prefix = lang === 'fr' ? '/fr' : '';
      // The upload is answered after the rows are stored; a busy CI host has taken over 30 s, the default.
      await page.waitForURL(new RegExp(`${prefix}/jobs/[0-9a-f-]{36}#.+$`), { timeout: 60_000 });
      jobUrl = page.url();
      await waitForStep(page, 'processing');
      expect(await page.getByTestId('keep-link').getByRole('link').textContent()).toBe(jobUrl);
      await expectNoAxeViolations(page, `${lang} processing with its link`);

      // Reload mid-job: the processing step comes back from the URL.
      await page.reload();
      await waitForStep(page, 'processing');
      expect(page.url()).toBe(jobUrl);
    } finally {
      images.release();
    }
    await waitForStep(page, 'completed');

    // Reload after completion: the completed step, with the link to keep.
    await page.reload();
    await waitForStep(page, 'completed');
    await page.getByTestId('keep-link').waitFor();
    expect(await step(page)).toBe('completed');

    // The home page lists this browser's recent jobs; the link reopens this one.
    await page.goto(t.home);
    const recent = page.getByTestId('recent-jobs');
    await recent.waitFor();
    await recent
      .getByRole('link', { name: /\.xlsx$/ })
      .first()
      .click();
    await waitForStep(page, 'completed');
    expect(page.url()).toBe(jobUrl);

    // The failed row: a regenerate that fails again is an error (not green), then the alt is written by hand.
    await page.getByRole('button', { name: t.view }).click();
    await page.locator('.tool-filter').waitFor();
    await page.getByRole('radio', { name: t.failed }).check();
    await page.getByRole('button', { name: t.regenerate(missing) }).click();
    await page.getByRole('button', { name: t.regenerateSubmit }).click();
    const regenerated = page.locator('.tool-row-actions .tool-save-status');
    await regenerated.filter({ hasText: /.+/ }).waitFor({ timeout: 60_000 });
    expect(await regenerated.getAttribute('class')).toContain('is-error');

    await page.getByRole('button', { name: t.write(missing) }).click();
    await page.getByRole('textbox', { name: new RegExp(missing.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')) }).fill(t.handAlt);
    await page.keyboard.press('Enter');
    await page.getByText(t.saved).waitFor();
    await expectNoAxeViolations(page, `${lang} report after writing a failed row`);

    const jobId = /\/jobs\/([0-9a-f-]{36})/.exec(jobUrl)![1]!;
    const res = await fetch(`${harness.baseUrl}/api/download/${jobId}`);
    expect(res.status).toBe(200);
    const rows = await readAlts(Buffer.from(await res.arrayBuffer()));
    expect(rows[1]).toEqual([t.handAlt, 'success']);
    expect(offsite).toEqual([]);
    expect(errors.filter((e) => !/status of (404|422)/.test(e))).toEqual([]);
  }, 300_000);
});
