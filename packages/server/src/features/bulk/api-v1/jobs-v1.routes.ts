import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../core/errors/index.ts';
import { apiClientOf, chargeApiKey, requireApiKey } from '../../../core/http/api-access.ts';
import { readMultipart } from '../../../core/http/multipart.ts';
import type { BulkRouteDeps } from '../bulk.routes.ts';
import { BULK_ERRORS } from '../messages.ts';
import { spreadsheetUpload } from '../upload-temp-file.ts';
import { createV1Job, readV1Job, readV1Results, v1Download, type JobsV1Deps } from './jobs-v1.service.ts';
import { JOBS_V1_ERRORS } from './jobs-v1.messages.ts';
import { parseFormSettings, parseIdempotencyKey, parseJsonJob, parseResultsQuery, type JobSettings } from './jobs-v1.schema.ts';
import { rowsToCsvFile } from './json-rows-csv.ts';

type JobParams = { Params: { jobId: string } };

interface JobUpload {
  tempPath: string;
  originalFileName: string;
  settings: JobSettings;
}

/** The job's source on disk (an uploaded spreadsheet, or a JSON job's rows written as CSV) and its settings. */
async function readJobUpload(request: FastifyRequest, uploadsDir: string): Promise<JobUpload> {
  const acceptable = (url: string) => request.server.apiAccess.callbackUrlAcceptable(url);
  if (request.isMultipart()) {
    const form = await readMultipart(request, spreadsheetUpload(uploadsDir));
    try {
      const settings = parseFormSettings(form.fields, acceptable);
      if (!form.file) {
        throw new AppError(BULK_ERRORS.fileMissing);
      }
      return { tempPath: form.file, originalFileName: form.fileName || 'upload', settings };
    } catch (error) {
      if (form.file) {
        await rm(form.file, { force: true });
      }
      throw error;
    }
  }
  if (!request.headers['content-type']?.startsWith('application/json')) {
    throw new AppError(JOBS_V1_ERRORS.jobsContentType);
  }
  const { settings, rows } = parseJsonJob(request.body, acceptable);
  return { tempPath: await rowsToCsvFile(uploadsDir, rows), originalFileName: 'api-rows.csv', settings };
}

/**
 * The public API's bulk jobs (Bearer key on every route): POST /v1/jobs, GET /v1/jobs/:jobId (progress),
 * …/results (paged), …/download. Jobs are the bulk feature's own, created and reported by the same services as
 * /process-excel; a key sees only the jobs it created.
 */
export function jobsV1Routes(deps: BulkRouteDeps): FastifyPluginAsync {
  const uploadsDir = path.join(deps.config.dataDir, 'uploads');
  return async (app) => {
    app.addHook('onRequest', requireApiKey);
    const v1 = (request: FastifyRequest): JobsV1Deps => ({
      db: deps.db,
      dataDir: deps.config.dataDir,
      runner: deps.runner,
      maxImages: deps.config.limits.bulkMaxImages,
      maxUnzippedBytes: deps.config.limits.xlsxMaxUnzippedBytes,
      access: request.server.apiAccess,
    });

    app.post('/v1/jobs', async (request, reply: FastifyReply) => {
      const idempotencyKey = parseIdempotencyKey(request);
      const upload = await readJobUpload(request, uploadsDir);
      request.explicitLanguage = upload.settings.language;
      const { job, replayed } = await createV1Job(v1(request), apiClientOf(request), {
        tempPath: upload.tempPath,
        originalFileName: upload.originalFileName,
        mode: upload.settings.mode,
        language: upload.settings.language ?? 'en',
        keywords: upload.settings.keywords,
        existingAlts: upload.settings.existingAlts,
        callbackUrl: upload.settings.callbackUrl,
        idempotencyKey,
        charge: (images) => chargeApiKey(request, reply, images),
      });
      if (replayed) {
        void reply.header('idempotent-replayed', 'true');
      }
      return reply
        .status(replayed ? 200 : 202)
        .header('location', job.links.self)
        .send(job);
    });

    app.get<JobParams>('/v1/jobs/:jobId', async (request) => readV1Job(v1(request), apiClientOf(request), request.params.jobId));

    app.get<JobParams>('/v1/jobs/:jobId/results', async (request) =>
      readV1Results(v1(request), apiClientOf(request), request.params.jobId, parseResultsQuery(request.query)),
    );

    app.get<JobParams>('/v1/jobs/:jobId/download', async (request, reply) => {
      const file = await v1Download(v1(request), apiClientOf(request), request.params.jobId);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(createReadStream(file.path));
    });
  };
}
