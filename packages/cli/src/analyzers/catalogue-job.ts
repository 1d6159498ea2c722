import { setTimeout as sleep } from 'node:timers/promises';
import type { JobStatus } from '@alt-optimizer/contract';
import type { CatalogueOutput, CatalogueRequest, JobProgressListener } from './analyzer.ts';

export interface JobSnapshot {
  status: JobStatus;
  total: number;
  processed: number;
  successful: number;
  failed: number;
}

/**
 * A bulk job as a server runs it, whichever server: the embedded one (/api/process-excel, /api/progress, /api/download)
 * or a remote one (/api/v1/jobs…). Each call throws a CliError with the server's own message when it refuses.
 */
export interface JobApi {
  submit(request: CatalogueRequest): Promise<string>;
  snapshot(jobId: string): Promise<JobSnapshot>;
  /** For a failed job, throws the server's reason (its download answers why there is no file). */
  download(jobId: string): Promise<{ fileName: string; bytes: Buffer }>;
}

/** Submits the catalogue, follows the job until it ends, then fetches the enhanced file. */
export async function runCatalogueJob(
  api: JobApi,
  request: CatalogueRequest,
  onProgress: JobProgressListener,
  pollMs: number,
): Promise<CatalogueOutput> {
  const jobId = await api.submit(request);
  for (;;) {
    const job = await api.snapshot(jobId);
    onProgress(job.processed, job.total);
    if (job.status === 'completed' || job.status === 'failed') {
      const file = await api.download(jobId);
      return { ...file, total: job.total, successful: job.successful, failed: job.failed };
    }
    await sleep(pollMs);
  }
}

/** The file name of a Content-Disposition header (`attachment; filename="x.xlsx"`), or `fallback`. */
export function attachmentName(header: string | undefined | null, fallback: string): string {
  const match = header ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** A multipart body built by the platform's FormData encoder, as bytes plus its content type (for `app.inject`). */
export async function encodeForm(form: FormData): Promise<{ payload: Buffer; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

/** The form fields of a catalogue upload, the same for both servers; the file is read into a Blob. */
export function catalogueForm(request: CatalogueRequest, bytes: Buffer, fileName: string): FormData {
  const form = new FormData();
  form.append('mode', request.mode);
  form.append('language', request.language);
  if (request.keywords.length > 0) {
    form.append('keywords', JSON.stringify(request.keywords));
  }
  form.append('existingAlts', request.existingAlts);
  form.append('file', new Blob([bytes]), fileName);
  return form;
}
