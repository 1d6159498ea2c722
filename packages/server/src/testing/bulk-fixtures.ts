import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { EVAL_IMAGES, oversizedPng } from './images.ts';

export interface ImageServer {
  base: string;
  /** Every path requested, in order, with the time it arrived. */
  log: Array<{ path: string; at: number }>;
  close(): Promise<void>;
}

/**
 * Serves /img/<name>.jpg from the evaluation photos, /big.png over the pixel limit, /missing.jpg as 404,
 * /page.html as HTML with an image content type (a server lying about its content), on 127.0.0.1.
 */
export async function startImageServer(): Promise<ImageServer> {
  const log: ImageServer['log'] = [];
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    log.push({ path, at: Date.now() });
    const img = /^\/img\/(g\d{4})\.jpg$/.exec(path);
    if (img) {
      readFile(new URL(`${img[1]}.jpg`, EVAL_IMAGES)).then(
        (bytes) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(bytes),
        () => res.writeHead(404).end(),
      );
    } else if (path === '/big.png') {
      oversizedPng().then(
        (bytes) => res.writeHead(200, { 'content-type': 'image/png' }).end(bytes),
        () => res.writeHead(500).end(),
      );
    } else if (path === '/page.html') {
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end('<!doctype html><p>not a picture</p>');
    } else {
      res.writeHead(404).end('not found');
    }
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    log,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function xlsxBuffer(sheets: Record<string, unknown[][]>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const ws = wb.addWorksheet(name);
    for (const row of rows) {
      ws.addRow(row);
    }
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Every sheet as rows of values (1-based ExcelJS values shifted to 0-based, empty rows kept). */
export async function readXlsx(bytes: Buffer): Promise<Record<string, unknown[][]>> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const out: Record<string, unknown[][]> = {};
  wb.eachSheet((ws) => {
    const rows: unknown[][] = [];
    ws.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
    out[ws.name] = rows;
  });
  return out;
}

export async function until<T>(probe: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) {
      return value;
    }
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Parsed CSV output, so alts containing the delimiter or quotes compare as values. */
export function csvRows(body: string, delimiter = ','): string[][] {
  return parseCsv(body, { delimiter, bom: true, relax_column_count: true }) as string[][];
}
