/**
 * Fixtures for the tool and admin e2e tests: a local image server (the server must run with
 * ALLOW_PRIVATE_IMAGE_URLS=127.0.0.1/32 to fetch from 127.0.0.1 only), real xlsx catalogues built with exceljs,
 * and a reader for the downloaded optimized file.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { COLUMNS } from '@alt-optimizer/contract';
import { REPO_ROOT, startHarness, type Harness } from './harness.ts';

/** Real photos from the dev evaluation set (read-only shared data beside the repo; tests may read it). */
export const SHARED_DIR = process.env.ALT_SHARED_DIR ?? join(REPO_ROOT, '..', 'shared');
export const DEV_IMAGES = join(SHARED_DIR, 'eval', 'dev', 'images');
export const PRODUCT_PHOTOS = ['p0001.jpg', 'p0002.jpg', 'p0003.jpg'] as const;

export interface ImageServer {
  urlFor: (file: string) => string;
  /** Image answers wait until release(): lets a test look at the processing step deterministically. */
  hold: () => void;
  release: () => void;
  close: () => Promise<void>;
}

export async function startImageServer(): Promise<ImageServer> {
  let gate: Promise<void> | null = null;
  let open: () => void = () => undefined;
  const server: Server = createServer((req, res) => {
    const name = decodeURIComponent((req.url ?? '/').slice(1).split('?')[0] ?? '');
    if (!/^[a-z0-9]+\.jpg$/i.test(name)) {
      res.writeHead(404).end();
      return;
    }
    const send = () => {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      createReadStream(join(DEV_IMAGES, name))
        .on('error', () => res.destroy())
        .pipe(res);
    };
    if (gate) {
      void gate.then(send);
    } else {
      send();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    urlFor: (file) => `http://127.0.0.1:${port}/${file}`,
    hold: () => {
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
    },
    release: () => {
      gate = null;
      open();
    },
    close: () =>
      new Promise<void>((resolve) => {
        open();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The tool tests' set-up: a local image host and a started server with Chromium, for the whole test file.
 * Read `harness`/`images` inside tests (they exist once beforeAll has run).
 */
export function useToolServers(env: Record<string, string> = {}): { readonly harness: Harness; readonly images: ImageServer } {
  let harness: Harness | undefined;
  let images: ImageServer | undefined;
  beforeAll(async () => {
    images = await startImageServer();
    harness = await startHarness(env);
  });
  afterAll(async () => {
    await harness?.close();
    await images?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) {
      throw new Error('useToolServers: read harness/images inside a test, after beforeAll');
    }
    return value;
  };
  return {
    get harness() {
      return started(harness);
    },
    get images() {
      return started(images);
    },
  };
}

/** The tool is prerendered: wait for hydration before clicking, or the click is lost. */
export async function gotoTool(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('section.tool[data-ready="true"]').waitFor();
}

/** Simple mode up to a started job: pick the mode, upload a one-column catalogue of these URLs, press Generate. */
export async function startSimpleJob(
  page: Page,
  path: string,
  urls: string[],
  buttons: { select: string; generate: string },
): Promise<void> {
  const xlsx = await writeCatalogue(
    'simple',
    urls.map((url, i) => ({ id: `R${i}`, title: '', description: '', url })),
  );
  await gotoTool(page, path);
  await page.locator('[data-mode="simple"]').getByRole('button', { name: buttons.select }).click();
  await page.locator('input[type="file"]').setInputFiles(xlsx);
  await page.locator('.tool-file-ready').waitFor();
  await page.getByRole('button', { name: buttons.generate }).click();
}

export interface CatalogueRow {
  id: string;
  title: string;
  description: string;
  url: string;
}

/** A real .xlsx in a temp folder: all four columns (complete) or only Shopify_URL (simple). */
export async function writeCatalogue(mode: 'complete' | 'simple', rows: CatalogueRow[]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  if (mode === 'complete') {
    sheet.addRow([COLUMNS.productId, COLUMNS.title, COLUMNS.description, COLUMNS.imageUrl]);
    rows.forEach((r) => sheet.addRow([r.id, r.title, r.description, r.url]));
  } else {
    sheet.addRow([COLUMNS.imageUrl]);
    rows.forEach((r) => sheet.addRow([r.url]));
  }
  const dir = await mkdtemp(join(tmpdir(), 'alt-e2e-xlsx-'));
  const file = join(dir, `catalogue-${mode}.xlsx`);
  await writeFile(file, Buffer.from(await workbook.xlsx.writeBuffer()));
  return file;
}

/** Every value of the ALT column of the first sheet, in row order. */
export async function readAltColumn(file: string): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) {
    throw new Error('downloaded workbook has no sheet');
  }
  const header = sheet.getRow(1).values as unknown[];
  const altIndex = header.findIndex((v) => v === COLUMNS.alt);
  if (altIndex < 0) {
    throw new Error(`no ${COLUMNS.alt} column in ${JSON.stringify(header)}`);
  }
  const values: string[] = [];
  for (let i = 2; i <= sheet.rowCount; i += 1) {
    const cell = sheet.getRow(i).getCell(altIndex).value;
    values.push(cell == null ? '' : String(cell));
  }
  return values;
}

/** Words that only a French alt text would contain (articles, prepositions, accents). */
export function looksFrench(text: string): boolean {
  return /\b(un|une|des|le|la|les|du|de|avec|sur|en|et)\b/i.test(text) || /[éèêàçùôî]/i.test(text);
}
