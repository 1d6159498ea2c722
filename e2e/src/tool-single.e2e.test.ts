// Callbacks passed to page.evaluate run in the browser and use DOM types.
/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, startHarness, type Harness } from './harness.ts';
import { join } from 'node:path';
import { DEV_IMAGES, gotoTool, looksFrench } from './tool-fixtures.ts';

/** Single-image mode in both languages, keyword rules and file-type rejections, in Chromium. */
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

const toast = (page: Page, text: string) => page.locator('.toast').filter({ hasText: text });

async function openMode(page: Page, path: string, mode: 'single' | 'complete' | 'simple') {
  await gotoTool(page, path);
  await page.locator(`[data-mode="${mode}"]`).getByRole('button').click();
}

/** The alt the single-image panel shows once the engine answered: present and within the limit. */
async function generatedAlt(page: Page): Promise<string> {
  const alt = page.getByTestId('single-alt');
  await alt.waitFor({ timeout: 90_000 });
  const text = (await alt.textContent())?.trim() ?? '';
  expect(text.length).toBeGreaterThan(0);
  expect(text.length).toBeLessThanOrEqual(125);
  return text;
}

describe('single image', () => {
  it('generates, shows and copies an English alt text', async () => {
    const { page, context, errors, offsite } = await harness.newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoTool(page, '/');
    await expect(page.getByRole('heading', { name: 'Choose Your Generation Mode' }).isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page, '/ mode selection');

    await page.locator('[data-mode="single"]').getByRole('button', { name: 'Select Mode' }).click();
    const heading = page.getByRole('heading', { name: 'Analyze a Single Image' });
    await heading.waitFor();
    // Focus follows the step change.
    expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.locator('[data-mode="single"] [aria-pressed="true"]').count()).toBe(1);
    await expectNoAxeViolations(page, '/ single upload');

    await page.getByLabel('Click to upload an image').setInputFiles(join(DEV_IMAGES, 'p0001.jpg'));
    await page.getByRole('img', { name: /Preview of the selected image/ }).waitFor();
    const keywords = page.getByLabel('Keywords (optional)');
    await keywords.fill('sneaker');
    await keywords.press('Enter');
    await page.getByRole('button', { name: 'Generate ALT Tag' }).click();

    const text = await generatedAlt(page);
    expect(await page.locator('.tool-length').textContent()).toBe(`${text.length}/125`);
    for (const label of ['Image Type', 'Characters', 'Confidence', 'Processing time']) {
      await expect(page.getByText(label, { exact: true }).isVisible()).resolves.toBe(true);
    }
    // The test server runs the offline engine, and the panel says so (no model it did not use).
    expect(await page.getByTestId('engine-note').textContent()).toBe('Written by the offline engine');
    await toast(page, 'Analysis Complete').waitFor();
    await expectNoAxeViolations(page, '/ single result');

    await page.getByRole('button', { name: 'Copy ALT Tag' }).click();
    await toast(page, 'ALT tag copied to clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

    await page.getByRole('button', { name: 'Reset' }).click();
    expect(await page.getByTestId('single-alt').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Remove keyword/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    expect(offsite).toEqual([]);
  });

  it('writes the alt text in French on /fr', async () => {
    const { page, errors } = await harness.newPage({ locale: 'fr-FR' });
    await openMode(page, '/fr', 'single');
    await page.getByRole('heading', { name: 'Analyser une image' }).waitFor();
    await page.getByLabel('Cliquez pour importer une image').setInputFiles(join(DEV_IMAGES, 'p0002.jpg'));
    await page.getByRole('button', { name: 'Générer la balise ALT' }).click();
    const text = await generatedAlt(page);
    expect(looksFrench(text), `not French: ${text}`).toBe(true);
    await toast(page, 'Analyse terminée').waitFor();
    await expect(page.getByText('Type d’image', { exact: true }).isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page, '/fr single result');
    expect(errors).toEqual([]);
  });
});

describe('file-type rejections', () => {
  it('refuses a non-image in single mode', async () => {
    const { page } = await harness.newPage();
    await openMode(page, '/', 'single');
    await page
      .getByLabel('Click to upload an image')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await toast(page, 'Please select an image file (PNG, JPG, etc.)').waitFor();
    await expect(toast(page, 'Invalid file type').isVisible()).resolves.toBe(true);
    expect(await page.getByRole('img', { name: /Preview/ }).count()).toBe(0);
  });

  it('refuses a non-spreadsheet and a disguised one in bulk mode, in both languages', async () => {
    const { page } = await harness.newPage();
    await openMode(page, '/', 'complete');
    const drop = page.getByLabel('Drag and drop your spreadsheet here, or click to browse');
    await drop.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
    await toast(page, 'Invalid file type. Please select an Excel (.xlsx) or CSV file').waitFor();
    await expect(toast(page, 'Invalid File').isVisible()).resolves.toBe(true);

    // A JPEG renamed .xlsx passes the name check but not the content check.
    await drop.setInputFiles({ name: 'fake.xlsx', mimeType: '', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) });
    // Said once beside the field and once as the toast (which is also the live region's announcement).
    await page.locator('.tool-field-error', { hasText: 'fake.xlsx — This file is not a readable spreadsheet' }).waitFor();
    await toast(page, 'This file is not a readable spreadsheet. Save it as .xlsx and try again.').waitFor();
    await page.getByRole('button', { name: 'Generate ALT Tags' }).click();
    await toast(page, 'No file selected').waitFor();

    const fr = (await harness.newPage({ locale: 'fr-FR' })).page;
    await openMode(fr, '/fr', 'simple');
    await fr
      .getByLabel('Glissez-déposez votre fichier ici, ou cliquez pour parcourir')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50]) });
    await toast(fr, 'Type de fichier invalide. Veuillez sélectionner un fichier Excel (.xlsx) ou CSV').waitFor();
    await expect(toast(fr, 'Fichier invalide').isVisible()).resolves.toBe(true);

    // A readable CSV without the mode's columns: the server's refusal is said in the panel, which no longer says
    // "Ready to Process" (issue 24 item 7), not only in a toast.
    for (const [p, path, ready] of [
      [page, '/', 'Ready to Process'],
      [fr, '/fr', 'Prêt pour le traitement'],
    ] as const) {
      await openMode(p, path, 'complete');
      await p
        .locator('input[type=file]')
        .setInputFiles({ name: 'columns.csv', mimeType: 'text/csv', buffer: Buffer.from('Name,Price\nShirt,10\n') });
      await p.locator('.tool-file-ready', { hasText: ready }).waitFor();
      await p.getByRole('button', { name: path === '/' ? 'Generate ALT Tags' : 'Générer les balises ALT' }).click();
      const refused = p.getByTestId('file-refused');
      await refused.waitFor();
      expect(await refused.innerText()).toMatch(/^columns\.csv — .*(Title|Shopify_URL)/);
      expect(await p.locator('.tool-file-ready').count()).toBe(0);
    }
  });
});

describe('keyword rules', () => {
  it('adds, rejects, pastes and removes keywords as the spec says', async () => {
    const { page } = await harness.newPage();
    await openMode(page, '/', 'simple');
    const input = page.getByLabel('Keywords (optional)');
    const chips = page.getByRole('button', { name: /^Remove keyword / });

    // A keyword may hold a space: only Enter and comma end one (issue 24 item 7).
    await input.fill('leather armchair');
    await input.press('Enter');
    await page.getByRole('button', { name: 'Remove keyword leather armchair' }).click();
    expect(await chips.count()).toBe(0);

    await input.fill('  red ');
    await input.press('Enter');
    await input.fill('Red');
    await input.press(',');
    await page.getByText('Keyword already added').waitFor();
    await input.fill('x'.repeat(31));
    await input.press(',');
    await page.getByText('Keyword must be 30 characters or less').waitFor();
    await input.fill('leather');
    await input.blur(); // blur commits too
    expect(await chips.allTextContents()).toHaveLength(2);
    expect(
      await page
        .getByRole('listitem')
        .filter({ hasText: /^red×?$/ })
        .count(),
    ).toBe(1);

    await input.fill('');
    await input.press('Backspace'); // empty input: removes the last keyword
    expect(await chips.count()).toBe(1);

    // Paste of seven words with one duplicate and one too long: five room left.
    await input.focus();
    await input.evaluate(
      (el, text) => {
        const data = new DataTransfer();
        data.setData('text', text);
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      },
      `a, b c\nd, e, f, g, ${'y'.repeat(31)}`,
    );
    await page.getByText('Only 5 keywords can be added (limit: 6)').waitFor();
    await page.getByText(`Keyword "${'y'.repeat(31)}" exceeds 30 characters`).waitFor();
    expect(await chips.count()).toBe(6);
    expect(await input.isDisabled()).toBe(true);
    await expectNoAxeViolations(page, '/ keywords full');

    await chips.last().click();
    expect(await chips.count()).toBe(5);
    expect(await input.isDisabled()).toBe(false);
  });
});
