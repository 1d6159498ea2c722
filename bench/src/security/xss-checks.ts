// Callbacks passed to page.evaluate run in the browser and use DOM types.
/// <reference lib="dom" />
import type { ServerProcess } from '@alt-optimizer/server/testing';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../../../e2e/src/harness.ts';
import { call } from './client.ts';
import { parseCsv, startsLikeFormula, writtenColumns } from './csv-cells.ts';
import type { SecurityTable } from './security-table.ts';
import { startListener } from './ssrf-checks.ts';
import {
  catalogueCsv,
  catalogueRows,
  EDITED_ALTS,
  FILE_NAME,
  KEYWORDS,
  PAGE_LABELS,
  writtenForms,
  type PageId,
  type Payload,
} from './xss-payloads.ts';

/**
 * XSS through the report and the admin, in Debian's Chromium (issue 15 #18). A complete-mode CSV whose file name,
 * titles, descriptions and image URLs carry payloads, keywords that do too, run as a user would in the tool; each
 * successful row's alt is then edited to another payload and the download is read back. The pages run with
 * `bypassCSP`: our Content-Security-Policy would stop an inline handler anyway, and this must prove the pages never
 * write one in the first place. Every payload calls `__xss(id)`; one row per payload × page says whether it ran
 * and whether its text is on the page as text.
 */
declare global {
  interface Window {
    __xssHits?: string[];
    __xss?: (id: string) => void;
  }
}

/** Anything a payload could have turned into markup that runs: handlers, frames, inline scripts, javascript: links. */
const INJECTED =
  '[onerror],[onload],[ontoggle],[onclick],[onfocus],[onmouseover],iframe,object,embed,' +
  'script:not([src]):not([type="application/ld+json"]),a[href^="javascript:" i]';

const SOURCE_HEADER = ['Product_ID', 'Title', 'Description', 'Shopify_URL'];
const JOB_TIMEOUT_MS = 300_000;

interface PageState {
  hits: string[];
  injected: string[];
  text: string;
}

async function newWatchedPage(context: BrowserContext, dialogs: string[]): Promise<Page> {
  const page = await context.newPage();
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return page;
}

async function pageState(page: Page): Promise<PageState> {
  return page.evaluate((selector) => {
    return {
      hits: [...(window.__xssHits ?? [])],
      injected: Array.from(document.querySelectorAll(selector)).map((el) => el.outerHTML.slice(0, 80)),
      text: document.body.textContent ?? '',
    };
  }, INJECTED);
}

/** One row per payload on this page, then one for the page as a whole (markup, dialogs, any hit at all). */
function record(table: SecurityTable, pageId: PageId, state: PageState, dialogs: string[], payloads: Payload[]): void {
  for (const payload of payloads) {
    const ran = state.hits.includes(payload.id);
    const expected = payload.shownOn.includes(pageId);
    const shown = writtenForms(payload.text).some((form) => state.text.includes(form));
    table.add(
      'xss',
      `${PAGE_LABELS[pageId]} ← ${payload.field} ${payload.text}`,
      expected ? 'not run, shown as text' : 'not run',
      `${ran ? 'RAN' : 'not run'}, ${shown ? 'shown as text' : 'not on this page'}`,
      !ran && (shown || !expected),
    );
  }
  const clean = state.injected.length === 0 && dialogs.length === 0 && state.hits.length === 0;
  table.add(
    'xss',
    `${PAGE_LABELS[pageId]}: markup, dialogs, __xss calls`,
    'none',
    clean ? 'none' : `injected ${JSON.stringify(state.injected)}; dialogs ${JSON.stringify(dialogs)}; ran ${state.hits.join(',')}`,
    clean,
  );
}

/** The tool in English: complete mode, the payload file and keywords, Generate, then the report with every row. */
async function runInTool(page: Page, csv: string, onUploadStep: () => Promise<void>): Promise<string> {
  await page.goto('/');
  await page.locator('section.tool[data-ready="true"]').waitFor();
  await page.locator('[data-mode="complete"]').getByRole('button', { name: 'Select Mode' }).click();
  await page.locator('input[type="file"]').setInputFiles({ name: FILE_NAME.text, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.locator('.tool-file-ready').waitFor();
  const keywords = page.getByRole('textbox', { name: 'Keywords (optional)' });
  for (const keyword of KEYWORDS) {
    await keywords.fill(keyword.text);
    await keywords.press('Enter');
  }
  await onUploadStep();
  const created = page.waitForResponse((res) => res.url().endsWith('/api/process-excel'));
  await page.getByRole('button', { name: 'Generate ALT Tags' }).click();
  const { jobId } = (await (await created).json()) as { jobId: string };
  await page.getByRole('button', { name: 'View Full Report' }).click({ timeout: JOB_TIMEOUT_MS });
  await page.getByRole('radio', { name: /^All \(/ }).check();
  return jobId;
}

/** Each payload alt typed into a successful row's inline editor (Enter saves), as a merchant would. */
async function editAlts(table: SecurityTable, page: Page): Promise<void> {
  const rows = page.getByRole('table').locator('tbody tr');
  // The "All" filter re-renders the rows: wait for them, or the count below can read an empty table. No editable
  // row after the wait is reported as a failure just below.
  await rows
    .locator('.tool-alt-cell .tool-edit-button')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  // Indices fixed before editing: an open editor hides its row's Edit button, and the report never reorders rows.
  const editable = await rows.evaluateAll((trs) =>
    trs.flatMap((tr, i) => (tr.querySelector('.tool-alt-cell .tool-edit-button') ? [i] : [])),
  );
  for (const [n, alt] of EDITED_ALTS.entries()) {
    const index = editable[n];
    if (index === undefined) {
      table.add('xss', `edit an alt to ${alt.text}`, 'a successful row to edit', `only ${editable.length} successful rows`, false);
      continue;
    }
    const row = rows.nth(index);
    await row.locator('.tool-alt-cell .tool-edit-button').click();
    await row.locator('textarea').fill(alt.text);
    await row.locator('textarea').press('Enter');
    await row.getByText('ALT tag saved').waitFor();
  }
}

/** The French dashboard with the job's details open. */
async function openAdminDetails(page: Page, jobId: string, password: string): Promise<void> {
  await page.goto('/admin');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const job = page.locator(`.admin-job[data-job-id="${jobId}"]`);
  await job.getByRole('button', { name: 'Détails' }).click();
  await job.getByRole('region').waitFor();
  await job.getByRole('region').scrollIntoViewIfNeeded();
  await settled(page);
}

/**
 * Every image in view (thumbnails, or an injected `<img src=x>`) loaded or broken, then a moment for their load and
 * error events: an injected handler would have run by then. Lazy images out of view are not waited for.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.images).every((img) => {
      const box = img.getBoundingClientRect();
      return img.complete || box.top > window.innerHeight || box.bottom < 0;
    }),
  );
  await page.waitForTimeout(500);
}

/**
 * The control: the same kind of payload written as HTML into the page does run and is seen, so "not run" above means
 * the page escaped it, not that the check is blind (a CSP left on, or a broken __xss hook).
 */
async function control(table: SecurityTable, page: Page): Promise<void> {
  await page.evaluate(() => {
    const div = document.createElement('div');
    div.innerHTML = `<img src="x-control" onerror="__xss('control')">`;
    document.body.append(div);
  });
  const ran = await page
    .waitForFunction(() => window.__xssHits?.includes('control'), undefined, { timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  table.add(
    'xss',
    'control: <img src onerror=__xss()> set as innerHTML of the admin page',
    'runs (the check sees it)',
    ran ? 'ran' : 'not run',
    ran,
  );
}

/** The download read back: the formula alts neutralised, and no cell the job wrote starts like a formula. */
async function checkDownload(table: SecurityTable, server: ServerProcess, jobId: string): Promise<void> {
  const answer = await call(server.api(`/download/${jobId}`));
  const written = writtenColumns(parseCsv(answer.text), SOURCE_HEADER);
  const alts = written.get('ALT') ?? [];
  for (const payload of EDITED_ALTS.filter((p) => p.formula)) {
    const cell = alts.find((c) => c.includes(payload.text));
    table.add(
      'formula',
      `edited alt ${payload.text} → downloaded CSV`,
      'written, not starting with = + - @',
      cell === undefined ? 'not in the ALT column' : JSON.stringify(cell),
      cell !== undefined && !startsLikeFormula(cell),
    );
  }
  const cells = [...written.values()].flat().filter((c) => c !== '');
  const bad = cells.filter(startsLikeFormula);
  table.add(
    'formula',
    `every cell the job wrote (${[...written.keys()].join(', ')})`,
    'none starts with = + - @ tab CR',
    bad.length === 0 ? `${cells.length} cells, none` : `${bad.length} of ${cells.length}: ${JSON.stringify(bad.slice(0, 3))}`,
    cells.length > 0 && bad.length === 0,
  );
}

export async function xssThroughReportAndAdmin(table: SecurityTable, server: ServerProcess, adminPassword: string): Promise<void> {
  // Its own image host, so the SSRF rows' connection counts stay theirs.
  const images = await startListener();
  const browser = await launchChromium();
  let step = 'start';
  try {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      bypassCSP: true,
      locale: 'en-US',
      viewport: { width: 1280, height: 900 },
    });
    await context.addInitScript(() => {
      window.__xssHits = [];
      window.__xss = (id: string) => {
        window.__xssHits?.push(String(id));
      };
    });
    const { rows, payloads } = catalogueRows((n) => `http://127.0.0.1:${images.port}/${n}.jpg`);
    const all = [FILE_NAME, ...KEYWORDS, ...payloads, ...EDITED_ALTS];
    const dialogs: string[] = [];

    step = 'tool upload and job';
    const tool = await newWatchedPage(context, dialogs);
    const jobId = await runInTool(tool, catalogueCsv(rows), async () =>
      // Only the file and the keywords exist yet.
      record(table, 'upload', await pageState(tool), dialogs, [FILE_NAME, ...KEYWORDS]),
    );
    step = 'inline edits';
    await editAlts(table, tool);
    await settled(tool);
    record(table, 'report', await pageState(tool), dialogs, all);

    step = 'admin job details';
    const admin = await newWatchedPage(context, dialogs);
    await openAdminDetails(admin, jobId, adminPassword);
    record(table, 'admin', await pageState(admin), dialogs, all);
    await control(table, admin);

    step = 'download';
    await checkDownload(table, server, jobId);
  } catch (error) {
    table.add('xss', `scenario step: ${step}`, 'completes', `threw: ${(error as Error).message.split('\n')[0]}`, false);
  } finally {
    await browser.close();
    await images.close();
  }
}
