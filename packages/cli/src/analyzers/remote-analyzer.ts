import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LIMITS, apiV1AltTextResponseSchema, apiV1JobSchema } from '@alt-optimizer/contract';
import { CliError, ImageError } from '../cli-error.ts';
import type { Analyzer, ImageAnswer, ImageContext } from './analyzer.ts';
import { attachmentName, catalogueForm, runCatalogueJob, type JobApi } from './catalogue-job.ts';

/** Statuses that are about one image or one file, not about the key or the server: a folder run goes on. */
const IMAGE_STATUSES = new Set([400, 413, 415, 422]);

/** Why the server refused, from its `{ success: false, error }` body (in the request's language). */
async function refusal(response: Response, what: string): Promise<CliError> {
  let detail = response.statusText;
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === 'string') {
      detail = body.error;
    }
  } catch {
    // Not JSON (a proxy's error page): the status line says enough.
  }
  if (response.status === 401 || response.status === 403) {
    return new CliError(`The server refused the API key (${response.status}): ${detail}`);
  }
  if (response.status === 429) {
    const retry = response.headers.get('retry-after');
    return new CliError(`Quota or rate limit reached (429): ${detail}${retry ? ` (retry after ${retry} s)` : ''}`);
  }
  const message = `${what}: ${detail} (${response.status})`;
  return IMAGE_STATUSES.has(response.status) ? new ImageError(message) : new CliError(message);
}

/**
 * An Alt Optimizer server's public API (/api/v1) with a Bearer key: the same commands as the embedded engine, the work
 * done and counted by the server (each image costs one unit of the key's daily quota).
 */
export function createRemoteAnalyzer(serverUrl: string, key: string): Analyzer {
  const call = async (what: string, route: string, init: RequestInit = {}): Promise<Response> => {
    let response: Response;
    try {
      response = await fetch(`${serverUrl}/api/v1${route}`, {
        ...init,
        headers: { authorization: `Bearer ${key}`, ...(init.headers as Record<string, string> | undefined) },
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new CliError(`Cannot reach the server at ${serverUrl}: ${cause?.code ?? cause?.message ?? (error as Error).message}`);
    }
    if (!response.ok) {
      throw await refusal(response, what);
    }
    return response;
  };

  const answer = async (response: Response): Promise<ImageAnswer> => {
    const { altTag, imageType, confidence, needsReview } = apiV1AltTextResponseSchema.parse(await response.json());
    return { altTag, imageType, confidence, needsReview };
  };

  const contextFields = (context: ImageContext) => ({
    language: context.language,
    ...(context.keywords.length > 0 ? { keywords: [...context.keywords] } : {}),
    ...(context.title ? { title: context.title } : {}),
    ...(context.description ? { description: context.description } : {}),
  });

  const jobs: JobApi = {
    submit: async (request) => {
      const bytes = await readFile(request.file);
      const response = await call(path.basename(request.file), '/jobs', {
        method: 'POST',
        body: catalogueForm(request, bytes, path.basename(request.file)),
      });
      return apiV1JobSchema.parse(await response.json()).id;
    },
    snapshot: async (jobId) => {
      const job = apiV1JobSchema.parse(await (await call('job', `/jobs/${jobId}`)).json());
      return {
        status: job.status,
        total: job.totalImages,
        processed: job.processedImages,
        successful: job.successfulImages,
        failed: job.failedImages,
      };
    },
    download: async (jobId) => {
      const response = await call('download', `/jobs/${jobId}/download`);
      return {
        fileName: attachmentName(response.headers.get('content-disposition'), 'alt-text-output'),
        bytes: Buffer.from(await response.arrayBuffer()),
      };
    },
  };

  return {
    describeImage: async (bytes, fileName, context) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(contextFields(context))) {
        form.append(name, Array.isArray(value) ? JSON.stringify(value) : value);
      }
      form.append('image', new Blob([bytes]), path.basename(fileName));
      return answer(await call(fileName, '/alt-text', { method: 'POST', body: form }));
    },
    describeUrl: async (url, context) =>
      answer(
        await call(url, '/alt-text', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ imageUrl: url, ...contextFields(context) }),
        }),
      ),
    processCatalogue: (request, onProgress) => runCatalogueJob(jobs, request, onProgress, LIMITS.progressPollMs),
    close: async () => undefined,
  };
}
