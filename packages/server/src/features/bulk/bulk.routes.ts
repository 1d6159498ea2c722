import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../core/deps.ts';
import { AppError, requestLanguage } from '../../core/errors/index.ts';
import { parseKeywordsField, parseLanguageField } from '../../core/http/form-fields.ts';
import { readMultipart } from '../../core/http/multipart.ts';
import { perIpRateLimit } from '../../core/http/rate-limits.ts';
import type { JobStarter } from '../../core/jobs/job-starter.ts';
import { jobsV1Routes } from './api-v1/jobs-v1.routes.ts';
import { parseEditBody, parseModeField, parseExistingAltsField, parseRegenerateBody } from './bulk.schema.ts';
import { bulkImageFetcher } from './sample/bundled-image-fetcher.ts';
import { createBulkJob } from './jobs/create-job.service.ts';
import { uploaderClient } from './jobs/job-client.ts';
import { startFileSweeps } from './jobs/file-retention.ts';
import { editAccess } from './jobs/edit-access.ts';
import { downloadFile, jobProgress, jobResults, jobResultsPage, type LiveJobInfo } from './jobs/report.service.ts';
import { BULK_ERRORS } from './messages.ts';
import { approveResult, editAlt, keepOldAlt, regenerateResult } from './review/review.service.ts';
import { ThumbnailService } from './review/thumbnail.service.ts';
import { spreadsheetUpload } from './upload-temp-file.ts';

export interface BulkRouteDeps extends AppDeps {
  /** The in-process BulkRunner, or the queue mode's QueueDispatcher (REDIS_URL): starts jobs, answers live progress. */
  runner: JobStarter & LiveJobInfo;
}

type RowParams = { Params: { jobId: string; resultId: string } };

/**
 * POST /process-excel, GET /progress/:jobId, /results/:jobId (summary and first page), /results/:jobId/rows (next
 * pages), /download/:jobId; the review of a completed job's rows: PATCH /results/:jobId/:resultId (edit), POST
 * …/approve, POST …/regenerate, GET …/thumbnail (these four need the job's edit token or an admin session).
 */
export function bulkRoutes(deps: BulkRouteDeps): FastifyPluginAsync {
  const uploadsDir = path.join(deps.config.dataDir, 'uploads');
  return async (app) => {
    // Thumbnails and regenerated rows fetch through their own SSRF-guarded pool: a job's slow image hosts never
    // hold up the report, and the report never takes the runner's connections.
    const fetcher = bulkImageFetcher(deps.config);
    app.addHook('onClose', () => fetcher.close());
    // Uploads and outputs past FILE_RETENTION_HOURS, and files a crash left behind, are deleted.
    const stopSweeps = startFileSweeps(deps.db, deps.config.dataDir, deps.config.fileRetentionHours, deps.logger);
    app.addHook('onClose', async () => stopSweeps());
    const review = { db: deps.db, engine: deps.engine, fetcher, logger: deps.logger };
    const thumbnails = new ThumbnailService({ ...review, dataDir: deps.config.dataDir });
    // Changing a job's rows needs the edit token its creation answered, or an admin session.
    const access = editAccess(deps.config.dataDir);
    // The public API's jobs (Bearer key, quota, Idempotency-Key, callback) over the same services.
    await app.register(jobsV1Routes(deps));
    // Per client IP (RATE_LIMIT_JOBS_PER_HOUR): checked before the upload is read.
    app.post('/process-excel', perIpRateLimit(deps.config.limits.jobsPerHour, '1 hour'), async (request) => {
      const form = await readMultipart(request, spreadsheetUpload(uploadsDir));
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
          existingAlts: parseExistingAltsField(form.fields.existingAlts, form.fields.overwrite),
          maxImages: deps.config.limits.bulkMaxImages,
          maxUnzippedBytes: deps.config.limits.xlsxMaxUnzippedBytes,
          client: uploaderClient(request.ip),
        });
        deps.runner.enqueue(jobId);
        return { success: true as const, jobId, editToken: (await access.tokens()).tokenFor(jobId) };
      } finally {
        if (form.file) {
          await rm(form.file, { force: true });
        }
      }
    });

    // A job made through /api/v1 is read here only with its key, its edit token or the admin (access.readGuard).
    app.get<{ Params: { jobId: string } }>('/progress/:jobId', { preHandler: access.readGuard }, async (request) =>
      jobProgress(deps.db, request.params.jobId, deps.runner),
    );

    // Per client IP (RATE_LIMIT_RESULTS_PER_MINUTE, each route its own count): the summary with the first page, and
    // the keyset pages after it (issue 23 #4). Neither reads more than one page of rows.
    const resultsRead = { ...perIpRateLimit(deps.config.limits.resultsPerMinute, '1 minute'), preHandler: access.readGuard };
    app.get<{ Params: { jobId: string } }>('/results/:jobId', resultsRead, async (request) =>
      jobResults(deps.db, request.params.jobId, request.query),
    );
    app.get<{ Params: { jobId: string } }>('/results/:jobId/rows', resultsRead, async (request) =>
      jobResultsPage(deps.db, request.params.jobId, request.query),
    );

    app.patch<RowParams>('/results/:jobId/:resultId', { preHandler: access.guard }, async (request) => {
      const alt = parseEditBody(request.body);
      const result = await editAlt(deps.db, request.params.jobId, request.params.resultId, alt);
      return { success: true as const, result };
    });

    app.post<RowParams>('/results/:jobId/:resultId/approve', { preHandler: access.guard }, async (request) => {
      const result = await approveResult(deps.db, request.params.jobId, request.params.resultId);
      return { success: true as const, result };
    });

    app.post<RowParams>('/results/:jobId/:resultId/keep-old', { preHandler: access.guard }, async (request) => {
      const result = await keepOldAlt(deps.db, request.params.jobId, request.params.resultId);
      return { success: true as const, result };
    });

    app.post<RowParams>('/results/:jobId/:resultId/regenerate', { preHandler: access.guard }, async (request) => {
      const keywords = parseRegenerateBody(request.body);
      const result = await regenerateResult(review, request.params.jobId, request.params.resultId, keywords, requestLanguage(request));
      return { success: true as const, result };
    });

    // The edit token (x-edit-token) or an admin session: a thumbnail is the merchant's image, fetched by our server.
    app.get<RowParams>('/results/:jobId/:resultId/thumbnail', { preHandler: access.guard }, async (request, reply) => {
      const thumbnail = await thumbnails.get(request.params.jobId, request.params.resultId);
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(thumbnail);
    });

    // A web-tool job's file is its link's (the id); a v1 job's needs its key, its edit token or the admin (issue 23 #4).
    app.get<{ Params: { jobId: string } }>('/download/:jobId', { preHandler: access.readGuard }, async (request, reply) => {
      const file = await downloadFile(deps.db, deps.config.dataDir, request.params.jobId);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(createReadStream(file.path));
    });
  };
}
