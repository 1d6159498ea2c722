import type { Language } from '@alt-optimizer/contract';
import type { AltEngine } from '@alt-optimizer/engine';
import type { Logger } from '../../../core/logger.ts';
import type { ImageFetcher } from '../fetch/fetch-image.ts';
import { rowMessage } from '../messages.ts';
import type { ClaimedRow, RowPatch } from '../../../core/jobs/result.repository.ts';

export interface JobContext {
  id: string;
  language: Language;
  keywords: string[];
}

export interface AnalyzeDeps {
  engine: AltEngine;
  fetcher: ImageFetcher;
  logger: Logger;
}

/**
 * Fetches and describes one image, turning every failure into a row outcome in the job's language.
 * Never throws: a row failing must not stop the job.
 */
export async function analyzeRow(deps: AnalyzeDeps, job: JobContext, row: ClaimedRow): Promise<RowPatch> {
  const started = performance.now();
  const fail = (message: string): RowPatch => ({
    processingStatus: 'failed',
    errorMessage: message,
    generatedAlt: null,
    characterCount: 0,
    processingTime: Math.round(performance.now() - started),
  });
  const fetched = await deps.fetcher.fetch(row.shopifyUrl);
  if (!fetched.ok) {
    return fail(rowMessage(fetched.reason, job.language, fetched.params));
  }
  try {
    const result = await deps.engine.analyze(fetched.bytes, {
      language: job.language,
      title: row.title || undefined,
      description: row.description ?? undefined,
      productId: row.productId ?? undefined,
      imageUrl: row.shopifyUrl,
      keywords: job.keywords,
    });
    return {
      processingStatus: 'success',
      errorMessage: null,
      generatedAlt: result.altTag,
      characterCount: result.altTag.length,
      processingTime: Math.round(performance.now() - started),
      imageType: result.imageType,
      confidence: result.confidence,
      qualityScore: Math.round(result.qualityScore),
      violations: result.violations,
      needsReview: result.needsReview,
    };
  } catch (err) {
    deps.logger.error({ err, jobId: job.id, rowId: row.id }, 'engine failed on a bulk row');
    return fail(rowMessage('analysisFailed', job.language));
  }
}
