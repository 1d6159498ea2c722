import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProgressResponse, ResultsResponse } from '@alt-optimizer/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { DbKind } from '../core/db/client.ts';
import { startImageServer, until, type ImageServer } from './bulk-fixtures.ts';
import { useStarted } from './lifecycle.ts';
import { multipartBody, startOnFreshDatabase, type TestApp } from './test-app.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface BulkTestApp extends TestApp {
  /** The loopback image server the catalogues point at. */
  images: ImageServer;
  /** This app's DATA_DIR (uploads and outputs). */
  dataDir: string;
  /** URL of evaluation photo n (`/img/g000n.jpg`) on the image server. */
  img(n: number): string;
}

/**
 * For bulk tests: a loopback image server, a throw-away DATA_DIR, a fresh database of `kind` and the app on them
 * (private image URLs allowed, so the loopback server is reachable), for the whole file or `describe`.
 */
export function useBulkTestApp(kind: DbKind = 'pglite'): () => BulkTestApp {
  return useStarted('bulk test app', async (defer) => {
    const images = await startImageServer();
    defer(() => images.close());
    const dataDir = await mkdtemp(path.join(tmpdir(), `bulk-${kind}-`));
    defer(() => rm(dataDir, { recursive: true, force: true }));
    const started = await startOnFreshDatabase(defer, kind, { DATA_DIR: dataDir, ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32' });
    const img = (n: number) => `${images.base}/img/g${String(n).padStart(4, '0')}.jpg`;
    return { ...started, images, dataDir, img };
  });
}

export interface CatalogueFile {
  name: string;
  data: Buffer;
  /** Content type of the file part; xlsx unless told. */
  type?: string;
}

/** POST /api/process-excel with the file and the form fields, as the browser sends them. */
export function uploadCatalogue(
  app: FastifyInstance,
  file: CatalogueFile,
  fields: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const body = multipartBody([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', filename: file.name, contentType: file.type ?? XLSX_TYPE, data: file.data },
  ]);
  return app.inject({ method: 'POST', url: '/api/process-excel', ...body });
}

/** Polls the job's progress until it is completed or failed; progress never counts more rows than the job has. */
export function waitForJob(app: FastifyInstance, jobId: string, timeoutMs = 180_000): Promise<ProgressResponse> {
  return until(
    async () => {
      const p = (await app.inject({ url: `/api/progress/${jobId}` })).json<ProgressResponse>();
      expect(p.processedProducts).toBeLessThanOrEqual(p.totalProducts);
      return p.status === 'completed' || p.status === 'failed' ? p : undefined;
    },
    timeoutMs,
    `job ${jobId}`,
  );
}

export interface BulkRun {
  jobId: string;
  /** The job's edit token (POST /api/process-excel answers it), for the x-edit-token header of row changes. */
  editToken: string;
  progress: ProgressResponse;
  results: ResultsResponse;
  download: LightMyRequestResponse;
}

/** Uploads a catalogue that must be accepted, waits for the job to end, and fetches its results and download. */
export async function runBulkJob(
  app: FastifyInstance,
  file: CatalogueFile,
  fields: Record<string, string> = {},
  timeoutMs?: number,
): Promise<BulkRun> {
  const res = await uploadCatalogue(app, file, fields);
  expect(res.statusCode, res.body).toBe(200);
  const { success, jobId, editToken } = res.json<{ success: boolean; jobId: string; editToken: string }>();
  expect(success).toBe(true);
  const progress = await waitForJob(app, jobId, timeoutMs);
  const results = (await app.inject({ url: `/api/results/${jobId}` })).json<ResultsResponse>();
  const download = await app.inject({ url: `/api/download/${jobId}` });
  return { jobId, editToken, progress, results, download };
}
