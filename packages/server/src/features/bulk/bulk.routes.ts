import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { LIMITS } from '@alt-optimizer/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../core/deps.ts';
import { AppError, ERRORS } from '../../core/errors/index.ts';
import { parseKeywordsField, parseLanguageField } from '../../core/http/form-fields.ts';
import { readMultipart } from '../../core/http/multipart.ts';
import { parseEditBody, parseModeField, parseOverwriteField } from './bulk.schema.ts';
import type { BulkRunner } from './jobs/bulk-runner.ts';
import { createBulkJob } from './jobs/create-job.service.ts';
import { downloadFile, editAlt, jobProgress, jobResults } from './jobs/report.service.ts';
import { BULK_ERRORS } from './messages.ts';

/** Streams the upload to a temp file under `dir` (the 50 MB cap is applied while reading); never buffers it. */
function toTempFile(dir: string) {
  return async (part: { file: NodeJS.ReadableStream }): Promise<string> => {
    await mkdir(dir, { recursive: true });
    const tempPath = path.join(dir, `${randomUUID()}.part`);
    try {
      await pipeline(part.file, createWriteStream(tempPath));
    } catch (error) {
      await rm(tempPath, { force: true });
      throw error;
    }
    return tempPath;
  };
}

export interface BulkRouteDeps extends AppDeps {
  runner: BulkRunner;
}

/** POST /process-excel, GET /progress/:jobId, /results/:jobId, /download/:jobId, PATCH /results/:jobId/:resultId. */
export function bulkRoutes(deps: BulkRouteDeps): FastifyPluginAsync {
  const uploadsDir = path.join(deps.config.dataDir, 'uploads');
  return async (app) => {
    app.post('/process-excel', async (request) => {
      const form = await readMultipart(request, {
        fileField: 'file',
        maxBytes: LIMITS.spreadsheetMaxBytes,
        notMultipart: ERRORS.notMultipart,
        tooLarge: BULK_ERRORS.fileTooLarge,
        store: toTempFile(uploadsDir),
        discard: (tempPath) => rm(tempPath, { force: true }),
      });
      try {
        request.explicitLanguage = parseLanguageField(form.fields.language);
        const mode = parseModeField(form.fields.mode);
        const keywords = parseKeywordsField(form.fields.keywords);
        if (!form.file) {
          throw new AppError(BULK_ERRORS.fileMissing);
        }
        const jobId = await createBulkJob(deps.db, deps.config.dataDir, {
          tempPath: form.file,
          originalFileName: form.fileName || 'upload',
          mode,
          language: request.explicitLanguage ?? 'en',
          keywords,
          overwrite: parseOverwriteField(form.fields.overwrite),
        });
        deps.runner.enqueue(jobId);
        return { success: true as const, jobId };
      } finally {
        if (form.file) {
          await rm(form.file, { force: true });
        }
      }
    });

    app.get<{ Params: { jobId: string } }>('/progress/:jobId', async (request) => jobProgress(deps.db, request.params.jobId, deps.runner));

    app.get<{ Params: { jobId: string } }>('/results/:jobId', async (request) => jobResults(deps.db, request.params.jobId));

    app.patch<{ Params: { jobId: string; resultId: string } }>('/results/:jobId/:resultId', async (request) => {
      const alt = parseEditBody(request.body);
      const result = await editAlt(deps.db, request.params.jobId, request.params.resultId, alt);
      return { success: true as const, result };
    });

    app.get<{ Params: { jobId: string } }>('/download/:jobId', async (request, reply) => {
      const file = await downloadFile(deps.db, deps.config.dataDir, request.params.jobId);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(createReadStream(file.path));
    });
  };
}
