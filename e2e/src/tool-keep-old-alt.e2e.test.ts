// Callbacks passed to page.evaluate run in the browser and use DOM types.
/// <reference lib="dom" />
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './harness.ts';
import { gotoTool, useToolServers } from './tool-fixtures.ts';

/**
 * Issue 25 in the report: a catalogue whose ALT column already has alts is run with the default "Replace only what
 * is bad"; the report shows each row's previous ALT with the engine's verdict and reasons beside the new one, and
 * "Keep this ALT" puts the previous one back in one click, in English and in French. The image host is on
 * 127.0.0.1 (the server is told to allow private addresses). SCREENSHOT_DIR=… saves the report at desktop and 390 px.
 */
const servers = useToolServers({ ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32' });
/** A good alt in each language: an English alt in a French job is the wrong language, and is replaced. */
const GOOD = { en: 'Brown canvas duffle bag with two long handles', fr: 'Sac de voyage en toile marron avec deux longues anses' };

async function catalogue(lang: 'en' | 'fr'): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Products');
  sheet.addRow(['Product_ID', 'Title', 'Description', 'Shopify_URL', 'ALT']);
  sheet.addRow(['DUF-1', 'Overnight Duffle', 'Canvas travel bag', servers.images.urlFor('p0002.jpg'), GOOD[lang]]);
  sheet.addRow(['SNK-1', 'Allstar Sneakers', 'Canvas high-tops', servers.images.urlFor('p0001.jpg'), 'IMG_0042.JPG']);
  const file = join(await mkdtemp(join(tmpdir(), 'alt-e2e-old-')), 'catalogue-with-alts.xlsx');
  await writeFile(file, Buffer.from(await book.xlsx.writeBuffer()));
  return file;
}

async function screenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) {
    await mkdir(dir, { recursive: true });
    await page.screenshot({ path: join(dir, name), fullPage: true });
  }
}

const WORDS = {
  en: {
    path: '/',
    select: 'Select Mode',
    policy: 'Replace only what is bad',
    generate: 'Generate ALT Tags',
    view: 'View Full Report',
    all: /^All \(/,
    column: 'Previous ALT',
    kept: 'Good: kept',
    replace: 'To replace',
    reason: 'A file name, not a description.',
    keep: 'Keep the previous ALT tag of Allstar Sneakers',
    done: 'Previous ALT tag kept',
  },
  fr: {
    path: '/fr',
    select: 'Choisir ce mode',
    policy: 'Remplacer seulement les mauvais alts',
    generate: 'Générer les balises ALT',
    view: 'Voir le rapport complet',
    all: /^Toutes \(/,
    column: 'ALT précédent',
    kept: /^Bon\s: conservé$/u,
    replace: 'À remplacer',
    reason: 'Un nom de fichier, pas une description.',
    keep: 'Garder la balise ALT précédente de Allstar Sneakers',
    done: 'Balise ALT précédente conservée',
  },
} as const;

describe('keep the previous ALT', () => {
  it.each(['en', 'fr'] as const)(
    '%s: the report shows the old alt, its verdict and reasons; one click keeps it',
    async (lang) => {
      const w = WORDS[lang];
      const { page, errors, offsite } = await servers.harness.newPage();
      await page.setViewportSize({ width: 1280, height: 900 });
      await gotoTool(page, w.path);
      await page.locator('[data-mode="complete"]').getByRole('button', { name: w.select }).click();
      await page.locator('input[type="file"]').setInputFiles(await catalogue(lang));
      await page.locator('.tool-file-ready').waitFor();
      // "Replace only what is bad" is the default choice.
      expect(await page.getByRole('radio', { name: w.policy }).isChecked()).toBe(true);
      await page.getByRole('button', { name: w.generate }).click();
      await page.getByRole('button', { name: w.view }).click({ timeout: 180_000 });
      await page.getByRole('table').waitFor();
      const all = page.getByRole('radio', { name: w.all });
      if (!(await all.isChecked())) {
        await all.check();
      }
      // The filter's rows are read again (issue 23 #4): the column is there once they are.
      await page.getByRole('columnheader', { name: w.column }).waitFor();
      const rows = page.getByRole('table').locator('tbody tr');
      const duffle = rows.filter({ hasText: 'Overnight Duffle' });
      const sneakers = rows.filter({ hasText: 'Allstar Sneakers' });
      await duffle.getByText(w.kept).waitFor();
      await sneakers.getByText(w.replace, { exact: true }).waitFor();
      await sneakers.getByText(w.reason).waitFor();
      // The kept row has nothing to keep; the replaced one offers its previous alt.
      expect(
        await duffle
          .getByRole('button', { name: /ALT/ })
          .filter({ hasText: /Keep|Garder/ })
          .count(),
      ).toBe(0);
      await expectNoAxeViolations(page, `${w.path} report with previous ALT`);
      await screenshot(page, `keep-old-alt-${lang}-desktop.png`);

      await page.getByRole('button', { name: w.keep }).click();
      await sneakers.getByText(w.done).waitFor();
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('tbody tr')).some(
          (tr) => tr.textContent?.includes('Allstar Sneakers') && !tr.querySelector('.tool-old-alt button'),
        ),
      );
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, `keep-old-alt-${lang}-390.png`);
      await expectNoAxeViolations(page, `${w.path} report at 390 px`);
      expect(errors).toEqual([]);
      expect(offsite).toEqual([]);
      await page.close();
    },
    420_000,
  );
});
