// Callbacks passed to page.evaluate run in the browser and use DOM types.
/// <reference lib="dom" />
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './harness.ts';
import {
  gotoTool,
  looksFrench,
  PRODUCT_PHOTOS,
  readAltColumn,
  useToolServers,
  writeCatalogue,
  type CatalogueRow,
} from './tool-fixtures.ts';

/** Bulk modes end to end: real xlsx → upload → live progress → report, inline edit → downloaded file. */
// The images are served from 127.0.0.1, which the fetcher refuses unless told otherwise.
const servers = useToolServers({ ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32' });

const toast = (page: Page, text: string) => page.locator('.toast').filter({ hasText: text });
const isFocused = (page: Page, name: string) => page.getByRole('heading', { name }).evaluate((el) => el === document.activeElement);

function rows(): CatalogueRow[] {
  return [
    {
      id: 'SKU-1',
      title: 'Canvas high-top sneaker',
      description: 'Black canvas, white laces',
      url: servers.images.urlFor(PRODUCT_PHOTOS[0]),
    },
    { id: 'SKU-2', title: 'Everyday product', description: 'Catalogue item', url: servers.images.urlFor(PRODUCT_PHOTOS[1]) },
    { id: 'SKU-3', title: 'Studio product', description: 'Catalogue item', url: servers.images.urlFor(PRODUCT_PHOTOS[2]) },
  ];
}

async function download(page: Page, buttonName: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: buttonName }).click()]);
  const target = join(await mkdtemp(join(tmpdir(), 'alt-e2e-dl-')), file.suggestedFilename());
  await file.saveAs(target);
  return target;
}

describe('bulk', () => {
  it('complete mode in English: progress, report, inline edit and the downloaded ALT column', async () => {
    const { page, errors, offsite } = await servers.harness.newPage();
    const xlsx = await writeCatalogue('complete', rows());
    await gotoTool(page, '/');
    await page.locator('[data-mode="complete"]').getByRole('button', { name: 'Select Mode' }).click();
    await page.getByRole('heading', { name: 'Upload Your Product Catalog' }).waitFor();
    expect(await isFocused(page, 'Upload Your Product Catalog')).toBe(true);
    for (const column of ['Product_ID', 'Title', 'Description', 'Shopify_URL']) {
      await expect(page.locator('.tool-columns').getByText(column, { exact: true }).isVisible()).resolves.toBe(true);
    }

    // The template download is real too.
    const template = await download(page, 'Download Excel Template');
    expect(template.endsWith('template-catalogue-shopify.xlsx')).toBe(true);
    await toast(page, 'Template file downloaded successfully').waitFor();

    await page.getByLabel('Drag and drop your spreadsheet here, or click to browse').setInputFiles(xlsx);
    await toast(page, 'catalogue-complete.xlsx is ready for processing').waitFor();
    await page.locator('.tool-file-ready').getByText('Ready to Process').waitFor();
    const keywords = page.getByRole('textbox', { name: 'Keywords (optional)' });
    await keywords.fill('footwear');
    await keywords.press('Enter');
    await expectNoAxeViolations(page, '/ upload (complete, file ready)');

    servers.images.hold(); // keep the job in the processing step while we look at it
    await page.getByRole('button', { name: 'Generate ALT Tags' }).click();
    await page.getByRole('heading', { name: 'Processing Your Images' }).waitFor();
    await toast(page, 'Your file is being processed with AI vision analysis').waitFor();
    expect(await isFocused(page, 'Processing Your Images')).toBe(true);
    const bar = page.getByRole('progressbar', { name: 'Processing progress' });
    expect(await bar.getAttribute('aria-valuemin')).toBe('0');
    expect(await bar.getAttribute('aria-valuemax')).toBe('100');
    await page.getByText('Estimated time remaining').waitFor();
    await page
      .locator('[aria-live="polite"]')
      .filter({ hasText: /of 3 images processed/ })
      .waitFor({ state: 'attached' });
    await expectNoAxeViolations(page, '/ processing');
    servers.images.release();

    await page.getByRole('heading', { name: 'Processing Complete' }).waitFor({ timeout: 180_000 });
    expect(await isFocused(page, 'Processing Complete')).toBe(true);
    for (const label of ['Successful', 'Errors', 'To review', 'Average characters', 'Quality metrics']) {
      await page.getByText(label, { exact: true }).first().waitFor();
    }
    await expectNoAxeViolations(page, '/ completed');

    const toggle = page.getByRole('button', { name: 'View Full Report' });
    await toggle.click();
    expect(await page.getByRole('button', { name: 'Hide Full Report' }).getAttribute('aria-expanded')).toBe('true');
    // The report opens on the rows to review when there are some: show every row.
    await page.getByRole('radio', { name: 'All (3)' }).check();
    const table = page.getByRole('table');
    for (const header of ['Product_ID', 'Title', 'ALT tag generated', 'Status']) {
      await table.getByRole('columnheader', { name: header }).waitFor();
    }
    // Every row, read a page at a time in sheet order (issue 23 #4).
    await table.locator('tbody tr').nth(2).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(3);
    expect(await table.getByText('Success', { exact: true }).count()).toBe(3);
    // The summary counts the rows to review and each of them carries the text badge.
    const toReview = Number(
      await page.locator('.tool-stats dt', { hasText: 'To review' }).locator('xpath=following-sibling::dd').textContent(),
    );
    expect(await table.getByText('To review', { exact: true }).count()).toBe(toReview);
    await expectNoAxeViolations(page, '/ completed with report');

    // Inline edit of the first row, saved on the server and written into the download.
    const edited = 'Black canvas high-top sneaker with white laces, side view';
    await table.getByRole('button', { name: 'Edit the ALT tag of Canvas high-top sneaker' }).click();
    const field = table.getByRole('textbox', { name: 'ALT tag of Canvas high-top sneaker' });
    await field.fill(edited);
    await table.getByRole('button', { name: 'Save' }).click();
    await table.getByText('ALT tag saved').waitFor();
    await table.getByText(edited, { exact: true }).waitFor();
    // Keyboard users land back on the row's Edit button (the shared Button forwards its ref).
    await page.waitForFunction(() => document.activeElement?.classList.contains('tool-edit-button') === true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Edit the ALT tag of Canvas high-top sneaker',
    );

    const file = await download(page, 'Download Optimized File');
    expect(file.endsWith('shopify-products-optimized.xlsx')).toBe(true);
    const alts = await readAltColumn(file);
    expect(alts).toHaveLength(3);
    expect(alts[0]).toBe(edited);
    for (const alt of alts) {
      expect(alt.length).toBeGreaterThan(0);
      expect(alt.length).toBeLessThanOrEqual(125);
    }

    await page.getByRole('button', { name: 'Process Another File' }).click();
    await page.getByRole('heading', { name: 'Choose Your Generation Mode' }).waitFor();
    expect(await isFocused(page, 'Choose Your Generation Mode')).toBe(true);
    expect(await page.locator('[aria-pressed="true"]').count()).toBe(0);
    expect(errors).toEqual([]);
    expect(offsite).toEqual([]);
  });

  it('simple mode in French: French ALT texts in the downloaded file', async () => {
    const { page, errors } = await servers.harness.newPage({ locale: 'fr-FR' });
    const xlsx = await writeCatalogue('simple', rows().slice(0, 2));
    await gotoTool(page, '/fr');
    await page.locator('[data-mode="simple"]').getByRole('button', { name: 'Choisir ce mode' }).click();
    await page.getByRole('heading', { name: 'Importez votre liste d’URL d’images' }).waitFor();
    await page.locator('.tool-columns').getByText('Shopify_URL', { exact: true }).waitFor();
    await page.getByLabel('Glissez-déposez votre fichier ici, ou cliquez pour parcourir').setInputFiles(xlsx);
    await page.locator('.tool-file-ready').getByText('Prêt pour le traitement').waitFor();
    await page.getByRole('button', { name: 'Générer les balises ALT' }).click();
    await toast(page, 'Traitement lancé').waitFor();
    await page.getByRole('heading', { name: 'Traitement terminé' }).waitFor({ timeout: 180_000 });
    // The job is done: "Traitement lancé" no longer covers the report; the report names the job's engine in words.
    await toast(page, 'Traitement lancé').waitFor({ state: 'hidden', timeout: 1000 });
    expect(await page.getByTestId('engine-note').textContent()).toBe('Rédigé par le moteur hors ligne');
    await page.getByRole('button', { name: 'Voir le rapport complet' }).click();
    await page.getByRole('columnheader', { name: 'Balise ALT générée' }).waitFor();
    await expectNoAxeViolations(page, '/fr completed with report');

    const alts = await readAltColumn(await download(page, 'Télécharger le fichier optimisé'));
    expect(alts).toHaveLength(2);
    for (const alt of alts) {
      expect(alt.length).toBeGreaterThan(0);
      expect(alt.length).toBeLessThanOrEqual(125);
    }
    expect(alts.some(looksFrench), `no French in ${JSON.stringify(alts)}`).toBe(true);
    expect(errors).toEqual([]);
  });
});
