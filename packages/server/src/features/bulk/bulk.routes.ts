import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { FILE_NAMES, LIMITS, bulkModeSchema, editAltRequestSchema, type BulkMode } from '@alt-optimizer/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { AppError, ERRORS } from '../errors/index.ts';
import { parseKeywordsField, parseLanguageField } from '../routes/single-image.schema.ts';
import type { BulkRunner } from './jobs/bulk-runner.ts';
import { createBulkJob } from './jobs/create-job.service.ts';
import { downloadPath, editAlt, jobProgress, jobResults, toResultRow } from './jobs/report.service.ts';
import { BULK_ERRORS } from './messages.ts';

interface UploadForm {
  tempPath: string | null;
  fileName: string;
  fields: Record<string, string>;
}

/** Streams the spreadsheet to disk with the 50 MB cap enforced while reading; never buffers it. */
async function readUpload(request: FastifyRequest, uploadsDir: string): Promise<UploadForm> {
  if (!request.isMultipart()) {
    throw new AppError(ERRORS.notMultipart);
  }
  const form: UploadForm = { tempPath: null, fileName: '', fields: {} };
  await mkdir(uploadsDir, { recursive: true });
  try {
    const parts = request.parts({ limits: { fileSize: LIMITS.spreadsheetMaxBytes, files: 1, fields: 10, fieldSize: 10_000 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = String(part.value);
      } else if (part.fieldname === 'file' && !form.tempPath) {
        const tempPath = path.join(uploadsDir, `${randomUUID()}.part`);
        form.tempPath = tempPath;
        form.fileName = part.filename || 'upload';
        await pipeline(part.file, createWriteStream(tempPath));
        if (part.file.truncated) {
          throw new AppError(BULK_ERRORS.fileTooLarge);
        }
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (form.tempPath) {
      await rm(form.tempPath, { force: true });
    }
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(BULK_ERRORS.fileTooLarge, {}, { cause: error });
    }
    throw error;
  }
  return form;
}

function parseMode(raw: string | undefined): BulkMode {
  // "single" is also sent by the web client (spec section 5); a spreadsheet in that mode is a full catalogue.
  if (raw === undefined || raw === '' || raw === 'single') {
    return 'complete';
  }
  const mode = bulkModeSchema.safeParse(raw.trim().toLowerCase());
  if (!mode.success) {
    throw new AppError(BULK_ERRORS.modeInvalid);
  }
  return mode.data;
}

export interface BulkRouteDeps extends AppDeps {
  runner: BulkRunner;
}

/** POST /process-excel, GET /progress/:jobId, /results/:jobId, /download/:jobId, PATCH /results/:jobId/:resultId. */
export function bulkRoutes(deps: BulkRouteDeps): FastifyPluginAsync {
  const uploadsDir = path.join(deps.config.dataDir, 'uploads');
  return async (app) => {
    app.post('/process-excel', async (request) => {
      const form = await readUpload(request, uploadsDir);
      try {
        request.explicitLanguage = parseLanguageField(form.fields.language);
        const mode = parseMode(form.fields.mode);
        const keywords = parseKeywordsField(form.fields.keywords);
        if (!form.tempPath) {
          throw new AppError(BULK_ERRORS.fileMissing);
        }
        const jobId = await createBulkJob(deps.db, deps.config.dataDir, {
          tempPath: form.tempPath,
          originalFileName: form.fileName,
          mode,
          language: request.explicitLanguage ?? 'en',
          keywords,
          overwrite: /^(1|true|yes|on)$/i.test(form.fields.overwrite ?? ''),
        });
        deps.runner.enqueue(jobId);
        return { success: true as const, jobId };
      } finally {
        if (form.tempPath) {
          await rm(form.tempPath, { force: true });
        }
      }
    });

    app.get<{ Params: { jobId: string } }>('/progress/:jobId', async (request) =>
      jobProgress(deps.db, request.params.jobId, deps.runner),
    );

    app.get<{ Params: { jobId: string } }>('/results/:jobId', async (request) => jobResults(deps.db, request.params.jobId));

    app.patch<{ Params: { jobId: string; resultId: string } }>('/results/:jobId/:resultId', async (request) => {
      const body = editAltRequestSchema.safeParse(request.body);
      if (!body.success) {
        throw new AppError(BULK_ERRORS.altInvalid);
      }
      const row = await editAlt(deps.db, request.params.jobId, request.params.resultId, body.data.generatedAlt);
      return { success: true as const, result: toResultRow(row) };
    });

    app.get<{ Params: { jobId: string } }>('/download/:jobId', async (request, reply) => {
      const file = await downloadPath(deps.db, deps.config.dataDir, request.params.jobId);
      const xlsx = file.format === 'xlsx';
      return reply
        .header('content-type', xlsx ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${xlsx ? FILE_NAMES.optimizedXlsx : FILE_NAMES.optimizedCsv}"`)
        .header('cache-control', 'no-store')
        .send(createReadStream(file.path));
    });
  };
}
