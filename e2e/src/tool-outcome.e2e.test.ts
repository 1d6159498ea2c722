// Callbacks passed to page.evaluate run in the browser and use DOM types.
/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './harness.ts';
import { PRODUCT_PHOTOS, startSimpleJob, useToolServers } from './tool-fixtures.ts';

/**
 * A job whose every row failed is not shown as a success (issue 15): the server keeps its default and refuses
 * the image host on 127.0.0.1 as a private address, exactly what a merchant testing on an intranet sees.
 */
const servers = useToolServers();

async function runSimpleJob(page: Page, path: string, select: string, generate: string) {
  const urls = PRODUCT_PHOTOS.slice(0, 2).map((photo) => servers.images.urlFor(photo));
  await startSimpleJob(page, path, urls, { select, generate });
}

describe('completed step when rows failed', () => {
  it('English: a warning heading, the reason in plain words with the fix, download kept but not celebrated', async () => {
    const { page, errors, offsite } = await servers.harness.newPage();
    await runSimpleJob(page, '/', 'Select Mode', 'Generate ALT Tags');
    const heading = page.getByRole('heading', { level: 2, name: 'Processing Complete: every image failed (2 of 2)' });
    await heading.waitFor({ timeout: 120_000 });
    expect(await page.getByText('Your optimized file is ready', { exact: false }).count()).toBe(0);
    const reasons = page.getByTestId('failure-reasons');
    await expect(reasons.textContent()).resolves.toContain('These addresses are private or unreachable from the server');
    await expect(reasons.textContent()).resolves.toContain('ALLOW_PRIVATE_IMAGE_URLS');
    const download = page.getByRole('button', { name: 'Download Optimized File' });
    expect(await download.getAttribute('class')).toContain('btn-secondary');
    // No alt was written, so no engine is named as their writer.
    expect(await page.getByTestId('engine-note').count()).toBe(0);
    await expectNoAxeViolations(page, '/ completed, every row failed');
    expect(errors).toEqual([]);
    expect(offsite).toEqual([]);
  });

  it('French: the same warning in French', async () => {
    const { page, errors } = await servers.harness.newPage({ locale: 'fr-FR' });
    await runSimpleJob(page, '/fr', 'Choisir ce mode', 'Générer les balises ALT');
    await page
      .getByRole('heading', { level: 2, name: 'Traitement terminé : toutes les images ont échoué (2 sur 2)' })
      .waitFor({ timeout: 120_000 });
    await expect(page.getByTestId('failure-reasons').textContent()).resolves.toContain(
      'Ces adresses sont privées ou injoignables depuis le serveur',
    );
    expect(await page.getByRole('button', { name: 'Télécharger le fichier optimisé' }).getAttribute('class')).toContain('btn-secondary');
    expect(await page.getByTestId('engine-note').count()).toBe(0);
    await expectNoAxeViolations(page, '/fr completed, every row failed');
    expect(errors).toEqual([]);
  });

  it.each([
    ['/', 'Select Mode', 'Generate ALT Tags', 'View Full Report'],
    ['/fr', 'Choisir ce mode', 'Générer les balises ALT', 'Voir le rapport complet'],
  ] as const)(
    'on a 390 px phone (%s) the full report is one card per row, with no sideways scroll',
    async (path, select, generate, view) => {
      const { page, errors } = await servers.harness.newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      await runSimpleJob(page, path, select, generate);
      await page.getByRole('button', { name: view }).click({ timeout: 120_000 });
      const table = page.getByRole('table');
      await table.waitFor();
      // Cards: each row is a flex column, its cells name their column, and the page never scrolls sideways.
      const rows = table.locator('tbody tr');
      expect(await rows.count()).toBe(2);
      expect(await rows.first().evaluate((tr) => getComputedStyle(tr).display)).toBe('flex');
      expect(
        await rows
          .first()
          .locator('td')
          .first()
          .evaluate((td) => getComputedStyle(td, '::before').content),
      ).not.toBe('none');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page, `${path} report on a phone`);
      expect(errors).toEqual([]);
    },
  );
});
