// Callbacks passed to page.evaluate run in the browser and use DOM types.
/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AuditReport } from '@alt-optimizer/contract';
import { AUDIT_SITE_FIGURES, startAuditSite, type AuditSite } from '@alt-optimizer/server/testing/audit-site.ts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, startHarness, type Harness } from './harness.ts';
import { gotoTool } from './tool-fixtures.ts';

/**
 * "Audit a site" (issue 25) in Chromium, both languages: the loopback test site (5 pages, 40 images) audited through
 * the tool, the report's figures checked against what the markup decides and against the API's JSON, the PDF and CSV
 * downloaded, hostile addresses refused with their reason. The server may fetch only 127.0.0.1/32.
 * AUDIT_SHOTS=dir keeps screenshots of the report (desktop and 390 px) and the PDFs there.
 */
let harness: Harness;
let site: AuditSite;
const SHOTS = process.env.AUDIT_SHOTS;

beforeAll(async () => {
  site = await startAuditSite();
  harness = await startHarness({ ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32' });
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
  }
});
afterAll(async () => {
  await harness?.close();
  await site?.close();
});

async function startAudit(page: Page, path: string, card: string, fields: { url: string; pages?: string; label: RegExp; start: string }) {
  await gotoTool(page, path);
  await page.locator('[data-mode="audit"]').getByRole('button').click();
  const heading = page.getByRole('heading', { name: card });
  await heading.waitFor();
  expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.getByLabel(fields.label).fill(fields.url);
  if (fields.pages) {
    await page.locator('input[name="maxPages"]').fill(fields.pages);
  }
  await page.getByRole('button', { name: fields.start }).click();
}

async function apiReport(auditId: string): Promise<AuditReport> {
  const res = await fetch(`${harness.baseUrl}/api/page-audits/${auditId}`);
  return (await res.json()) as AuditReport;
}

async function save(page: Page, button: string, file: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const target = join(SHOTS ?? '/tmp', file);
  await download.saveAs(target);
  return target;
}

describe('page audit in the tool', () => {
  it('audits the 5-page sitemap in English: the report shows the figures the markup decides', async () => {
    const { page, errors, offsite } = await harness.newPage();
    await startAudit(page, '/', 'Audit a page or a site', {
      url: `${site.origin}/sitemap.xml`,
      pages: '5',
      label: /Page or sitemap address/,
      start: 'Start Audit',
    });
    const report = page.getByRole('heading', { name: 'Accessibility report' });
    await report.waitFor({ timeout: 480_000 });
    expect(await report.evaluate((el) => el === document.activeElement)).toBe(true);
    const f = AUDIT_SITE_FIGURES;

    const auditId = (await page.locator('[data-audit]').getAttribute('data-audit'))!;
    const json = await apiReport(auditId);
    expect(json.counts).toMatchObject({ images: f.images, decorative: f.decorative, missing: f.missing, backgrounds: f.backgrounds });

    const site11 = page.locator('.audit-section').first().locator('[data-criterion="rgaa-1.1"]');
    expect(await site11.locator('.audit-status').textContent()).toBe('Not conforming');
    expect(await site11.locator('.audit-ids').textContent()).toBe(f.rgaa11Failing.join(', '));
    expect(await page.locator('.audit-section').first().locator('[data-criterion="rgaa-1.2"] .audit-ids').textContent()).toBe(
      f.rgaa12Failing.join(', '),
    );
    const summary = (await page.locator('.audit-section').first().locator('.audit-summary').textContent()) ?? '';
    expect(summary).toContain(
      `${f.images} images: ${json.counts.keep} to keep, ${json.counts.improve} to improve, ${json.counts.replace} to replace.`,
    );
    expect(summary).toContain(
      `${f.decorative} marked decorative, ${f.missing} without any text alternative, ${f.backgrounds} CSS background images listed`,
    );
    expect(await page.locator('.audit-page').count()).toBe(f.pages);
    await expect(page.getByRole('heading', { name: 'What a machine cannot decide' }).isVisible()).resolves.toBe(true);

    // Every image of every page is listed, with its verdict in words.
    for (const details of await page.locator('.audit-images').all()) {
      await details.locator('summary').click();
    }
    expect(await page.locator('.audit-image').count()).toBe(f.images);
    expect(await page.locator('[data-image="p1-i5"]').textContent()).toContain(
      'has no text: its only content is an image without a text alternative',
    );
    await expectNoAxeViolations(page, '/ audit report');
    if (SHOTS) {
      await page.screenshot({ path: join(SHOTS, 'report-en-desktop.png'), fullPage: false });
      await page.locator('[data-criterion="rgaa-1.1"]').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, 'report-en-desktop-criteria.png') });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.locator('.audit-report h2').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, 'report-en-390.png') });
      await page.locator('[data-image="p1-i2"]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, 'report-en-390-images.png') });
      await expectNoAxeViolations(page, '/ audit report at 390 px');
    }
    const pdf = await save(page, 'Download PDF', 'report-en.pdf');
    const csv = await save(page, 'Download CSV', 'report-en.csv');
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    expect(readFileSync(csv, 'utf8').trim().split('\r\n')).toHaveLength(1 + f.images);
    expect(errors).toEqual([]);
    expect(offsite).toEqual([]);
  }, 600_000);

  it('audits one page in French, and says in French why a hostile address is refused', async () => {
    const { page, errors, offsite } = await harness.newPage({ locale: 'fr-FR' });
    await startAudit(page, '/fr', 'Auditer une page ou un site', {
      url: `${site.origin}/loop-a`,
      label: /Adresse de la page ou du plan de site/,
      start: 'Lancer l’audit',
    });
    const alert = page.locator('.audit-start-error');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('L’audit n’a pas pu démarrer\u202F: L’adresse redirige en boucle');
    await expectNoAxeViolations(page, '/fr audit refused');

    await page.getByLabel(/Adresse de la page ou du plan de site/).fill(`${site.origin}/about.html`);
    await page.getByRole('button', { name: 'Lancer l’audit' }).click();
    await page.getByRole('heading', { name: 'Rapport d’accessibilité' }).waitFor({ timeout: 480_000 });
    const site11 = page.locator('.audit-section').first().locator('[data-criterion="rgaa-1.1"]');
    expect(await site11.locator('.audit-status').textContent()).toBe('Non conforme');
    expect(await site11.locator('.audit-ids').textContent()).toBe('p1-i7');
    expect(await page.locator('.audit-section').first().locator('[data-criterion="rgaa-1.2"] .audit-ids').textContent()).toBe('p1-i3');
    expect(await page.locator('.audit-section').first().locator('.audit-summary').textContent()).toContain('8\u202Fimages\u202F:');
    await expect(page.getByRole('heading', { name: 'Ce qu’une machine ne peut pas décider' }).isVisible()).resolves.toBe(true);
    await page.locator('.audit-images summary').click();
    expect(await page.locator('[data-image="p1-i3"]').textContent()).toContain(
      'Marquée décorative, mais un lecteur d’écran entend encore «\u202FSéparateur\u202F»',
    );
    await expectNoAxeViolations(page, '/fr audit report');
    if (SHOTS) {
      await page.locator('.audit-report h2').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, 'report-fr-desktop.png') });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: join(SHOTS, 'report-fr-390.png') });
    }
    await save(page, 'Télécharger le PDF', 'report-fr.pdf');
    // The refused start is the one failed request the browser logs.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    expect(offsite).toEqual([]);
  }, 600_000);

  it('refuses huge HTML and a sitemap bomb in English', async () => {
    const { page } = await harness.newPage();
    await startAudit(page, '/', 'Audit a page or a site', {
      url: `${site.origin}/huge.html`,
      label: /Page or sitemap address/,
      start: 'Start Audit',
    });
    const alert = page.locator('.audit-start-error');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('The audit could not start: Page too large (over 3 MB of HTML)');
    await page.getByLabel(/Page or sitemap address/).fill(`${site.origin}/sitemap-bomb.xml.gz`);
    await page.getByRole('button', { name: 'Start Audit' }).click();
    await page.getByText('The audit could not start: Sitemap too large (over 10 MB once unpacked)').waitFor();
  }, 120_000);
});
