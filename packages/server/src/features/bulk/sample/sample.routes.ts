import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_EXISTING_ALT_POLICY } from '@alt-optimizer/contract';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError, ERRORS } from '../../../core/errors/index.ts';
import { parseKeywordList, parseLanguageField } from '../../../core/http/form-fields.ts';
import { perIpRateLimit } from '../../../core/http/rate-limits.ts';
import type { JobStarter } from '../../../core/jobs/job-starter.ts';
import { parseModeField } from '../bulk.schema.ts';
import { createBulkJob } from '../jobs/create-job.service.ts';
import { editAccess } from '../jobs/edit-access.ts';
import { SAMPLE_CATALOGUES, catalogueForOrigin, sampleFile } from './sample-files.ts';

export interface SampleRouteDeps extends AppDeps {
  runner: JobStarter;
}

/** The JSON body of POST /sample-catalogue: `{ mode?, language?, keywords? }`, read with the upload's own rules. */
function parseSampleBody(body: unknown) {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    mode: parseModeField(text(fields.mode)),
    language: parseLanguageField(text(fields.language)) ?? 'en',
    keywords: fields.keywords === undefined ? [] : parseKeywordList(fields.keywords),
  };
}

/**
 * The sample catalogue (issue 24 item 5), inside the /api scope: POST /sample-catalogue starts a bulk job of the shipped
 * catalogue in the asked language (answered like /process-excel: job id and edit token); GET /sample-catalogue/:file
 * serves its photos and CSVs. Its rows name the photos under PUBLIC_URL, read from disk by the bulk fetcher.
 */
export function sampleRoutes(deps: SampleRouteDeps): FastifyPluginAsync {
  const uploadsDir = path.join(deps.config.dataDir, 'uploads');
  const access = editAccess(deps.config.dataDir);
  return async (app) => {
    // The same per-address limit as uploads (RATE_LIMIT_JOBS_PER_HOUR): a sample job takes the engine like any other.
    app.post('/sample-catalogue', perIpRateLimit(deps.config.limits.jobsPerHour, '1 hour'), async (request) => {
      const choices = parseSampleBody(request.body);
      request.explicitLanguage = choices.language;
      const fileName = SAMPLE_CATALOGUES[choices.language];
      const csv = catalogueForOrigin(await readFile(sampleFile(fileName)!, 'utf8'), deps.config.publicUrl);
      await mkdir(uploadsDir, { recursive: true });
      const tempPath = path.join(uploadsDir, `${randomUUID()}.part`);
      await writeFile(tempPath, csv);
      try {
        const jobId = await createBulkJob(deps.db, deps.config.dataDir, {
          tempPath,
          originalFileName: fileName,
          ...choices,
          existingAlts: DEFAULT_EXISTING_ALT_POLICY,
        });
        deps.runner.enqueue(jobId);
        return { success: true as const, jobId, editToken: (await access.tokens()).tokenFor(jobId) };
      } finally {
        await rm(tempPath, { force: true });
      }
    });

    app.get<{ Params: { file: string } }>('/sample-catalogue/:file', async (request, reply) => {
      const file = sampleFile(request.params.file);
      if (!file) {
        throw new AppError(ERRORS.notFound);
      }
      const csv = file.endsWith('.csv');
      return reply
        .header('content-type', csv ? 'text/csv; charset=utf-8' : 'image/jpeg')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', csv ? `attachment; filename="${request.params.file}"` : 'inline')
        .send(csv ? catalogueForOrigin(await readFile(file, 'utf8'), deps.config.publicUrl) : createReadStream(file));
    });
  };
}
