import { LIMITS, type Language } from '@alt-optimizer/contract';
import { checkAlt, describeLocally, type AltContext, type AltEngine, type AltResult, type CheckResult } from '@alt-optimizer/engine';
import type { Logger } from '../../../core/logger.ts';
import type { ImageFetcher } from '../../../core/net/fetch-image.ts';
import { rowMessage } from '../messages.ts';
import { imageHost, type HostBreaker } from './host-breaker.ts';
import type { ClaimedRow, RowPatch } from '../../../core/jobs/result.repository.ts';

export interface JobContext {
  id: string;
  language: Language;
  keywords: string[];
}

export interface AnalyzeDeps {
  engine: AltEngine;
  fetcher: Pick<ImageFetcher, 'fetch'>;
  logger: Logger;
}

/**
 * What a runner puts around a row's two steps (issue 23, item 5): the download, then the analysis. The in-process
 * runner passes all three; the queue worker the breaker only.
 */
export interface RowGates {
  /** The job's failing-host breaker: a row on a host that timed out too often in the job is not fetched. */
  breaker?: HostBreaker;
  /** Called once the download has ended (or was skipped), before the row waits for the engine: frees its host slot. */
  downloaded?: () => void;
  /** Runs the analysis in the row's turn for an engine slot; default: at once. */
  engineTurn?: <T>(analyse: () => Promise<T>) => Promise<T>;
}

/** One URL's outcome: the row patch of the row that fetched it, and the engine's answer (facts included) when it succeeded. */
export interface UrlOutcome {
  patch: RowPatch;
  result: AltResult | null;
  /** The context the engine was given, to tell whether another row of the same URL can take the same alt. */
  context: AltContext;
}

/** A row's outcome as the store takes it: the patch and the engine that wrote its alt (null when none did). */
export interface RowWork {
  patch: RowPatch;
  engine: string | null;
}

/** The row's own outcome: its patch, and the engine that answered when it succeeded. */
export function ownWork(outcome: UrlOutcome): RowWork {
  return { patch: outcome.patch, engine: outcome.result?.engine ?? null };
}

/** What the engine is told about one row: its own title, description and id, the job's keywords and language. */
export function rowContext(job: JobContext, row: ClaimedRow): AltContext {
  return {
    language: job.language,
    title: row.title || undefined,
    description: row.description ?? undefined,
    productId: row.productId ?? undefined,
    imageUrl: row.shopifyUrl,
    keywords: job.keywords,
  };
}

/**
 * The engine's rules applied to an alt it did not write for this row (the merchant's kept alt, a person's edit),
 * judged by the row's title and description and the job's language and keywords, like the row's own analysis.
 */
export function checkRowAlt(
  alt: string,
  job: Pick<JobContext, 'language' | 'keywords'>,
  row: { title: string; description: string | null },
): CheckResult {
  return checkAlt(alt, {
    language: job.language,
    title: row.title,
    description: row.description ?? undefined,
    keywords: job.keywords,
    maxLength: LIMITS.altMaxChars,
  });
}

/** The stored outcome of an alt the engine wrote (a bulk row, or one a person had regenerated). */
export function successPatch(result: AltResult, started: number): RowPatch {
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
}

/**
 * Fetches and describes one image, turning every failure into a row outcome in the job's language.
 * Never throws: a row failing must not stop the job. The image is downloaded before the row asks for an engine slot.
 */
export async function analyzeRow(deps: AnalyzeDeps, job: JobContext, row: ClaimedRow, gates: RowGates = {}): Promise<UrlOutcome> {
  const started = performance.now();
  const context = rowContext(job, row);
  const fail = (message: string): UrlOutcome => ({
    patch: {
      processingStatus: 'failed',
      errorMessage: message,
      generatedAlt: null,
      characterCount: 0,
      processingTime: Math.round(performance.now() - started),
    },
    result: null,
    context,
  });
  const host = imageHost(row.shopifyUrl);
  if (gates.breaker?.tripped(host)) {
    gates.downloaded?.();
    return fail(rowMessage('hostSkipped', job.language, { host, count: String(gates.breaker.limit) }));
  }
  const fetched = await deps.fetcher.fetch(row.shopifyUrl).finally(() => gates.downloaded?.());
  gates.breaker?.record(host, fetched);
  if (!fetched.ok) {
    return fail(rowMessage(fetched.reason, job.language, fetched.params));
  }
  const engineTurn = gates.engineTurn ?? ((analyse) => analyse());
  try {
    const result = await engineTurn(() => deps.engine.analyze(fetched.bytes, context));
    return { patch: successPatch(result, started), result, context };
  } catch (err) {
    deps.logger.error({ err, jobId: job.id, rowId: row.id }, 'engine failed on a bulk row');
    return fail(rowMessage('analysisFailed', job.language));
  }
}

function sameProduct(a: AltContext, b: AltContext): boolean {
  return a.title === b.title && a.description === b.description;
}

/**
 * The patch for a row whose URL another row of the job already fetched and analysed. A failure is the image's,
 * so it is shared; an alt names a product, so it is composed again from the cached facts and this row's own
 * title/description (the same alt only when both rows describe the same product). Returns the engine that wrote the
 * row's alt with it: the first row's engine for the same alt, the offline engine ("local") for one composed again.
 *
 * With a remote AI provider the provider is not called again for the second row: that would need the bytes kept
 * (or fetched again) and a paid call per duplicate. The local composer, fed the same facts the provider was
 * grounded on, writes this row's alt instead; the first row keeps the provider's answer.
 */
export function workForSharedUrl(outcome: UrlOutcome, job: JobContext, row: ClaimedRow): RowWork {
  const context = rowContext(job, row);
  if (!outcome.result || sameProduct(outcome.context, context)) {
    return ownWork(outcome);
  }
  const started = performance.now();
  const local = describeLocally(outcome.result.facts, context);
  return { patch: successPatch(local, started), engine: local.engine };
}
