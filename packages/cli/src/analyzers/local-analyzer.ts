import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { progressResponseSchema, type Language } from '@alt-optimizer/contract';
import { createEngine, createEnginePool, type AltEngine } from '@alt-optimizer/engine';
import {
  embeddedConfig,
  FETCH_MESSAGES,
  formatMessage,
  ImageFetcher,
  probeImage,
  startEmbeddedServer,
  type EmbeddedServer,
  type FetchFailureReason,
} from '@alt-optimizer/server/embedded';
import { CliError, ImageError } from '../cli-error.ts';
import type { Analyzer, CatalogueRequest, ImageAnswer, ImageContext } from './analyzer.ts';
import { attachmentName, catalogueForm, encodeForm, runCatalogueJob, type JobApi } from './catalogue-job.ts';

/** The server's own words for an image it cannot use (a bulk row's ALT_Error, the API's 400), in the alt's language. */
function imageFailure(label: string, reason: FetchFailureReason, language: Language, params: Record<string, string> = {}): ImageError {
  return new ImageError(`${label}: ${formatMessage(FETCH_MESSAGES[reason][language], params)}`);
}

/** The embedded server answers in microseconds: a short poll keeps the bar moving without costing anything. */
const LOCAL_POLL_MS = 300;

interface InjectAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
  rawPayload: Buffer;
  json(): unknown;
}

/** The error text of a `{ success: false, error }` answer, in the request's language. */
function refusal(answer: InjectAnswer): CliError {
  let message = `the embedded server answered ${answer.statusCode}`;
  try {
    const body = answer.json() as { error?: unknown };
    if (typeof body.error === 'string') {
      message = body.error;
    }
  } catch {
    // Not JSON: the status says enough.
  }
  return new CliError(message);
}

/** The web tool's own endpoints on the in-process app: the same upload checks, runner, and enhanced file. */
function embeddedJobApi(server: EmbeddedServer, language: string): JobApi {
  const call = async (method: 'GET' | 'POST', url: string, form?: FormData): Promise<InjectAnswer> => {
    const body = form ? await encodeForm(form) : undefined;
    const answer = (await server.app.inject({
      method,
      url,
      headers: { 'accept-language': language, ...(body ? { 'content-type': body.contentType } : {}) },
      ...(body ? { payload: body.payload } : {}),
    })) as unknown as InjectAnswer;
    if (answer.statusCode >= 400) {
      throw refusal(answer);
    }
    return answer;
  };
  return {
    submit: async (request) => {
      const bytes = await readFile(request.file);
      const answer = await call('POST', '/api/process-excel', catalogueForm(request, bytes, path.basename(request.file)));
      return (answer.json() as { jobId: string }).jobId;
    },
    snapshot: async (jobId) => {
      const p = progressResponseSchema.parse((await call('GET', `/api/progress/${jobId}`)).json());
      return {
        status: p.status,
        total: p.totalProducts,
        processed: p.processedProducts,
        successful: p.successfulProducts,
        failed: p.errorProducts,
      };
    },
    download: async (jobId) => {
      const answer = await call('GET', `/api/download/${jobId}`);
      return {
        fileName: attachmentName(answer.headers['content-disposition'] as string | undefined, 'alt-text-output'),
        bytes: answer.rawPayload,
      };
    },
  };
}

/**
 * The embedded engine on this machine. The engine starts on the first image (a pool of `concurrency` worker threads,
 * or the calling thread for one), the in-process server on the first catalogue; the image probe, the SSRF-guarded
 * fetcher and its messages are the server's own (ALLOW_PRIVATE_IMAGE_URLS and the AI provider variables apply).
 */
export function createLocalAnalyzer(concurrency: number, env: NodeJS.ProcessEnv = process.env): Analyzer {
  const config = embeddedConfig(env);
  let engine: Promise<AltEngine> | undefined;
  let fetcher: ImageFetcher | undefined;
  let server: Promise<EmbeddedServer> | undefined;

  const engineFor = (): Promise<AltEngine> => {
    const provider = config.engine.provider;
    engine ??= concurrency > 1 ? createEnginePool({ workers: concurrency, provider }) : createEngine({ provider });
    return engine;
  };

  const describe = async (bytes: Uint8Array, label: string, context: ImageContext): Promise<ImageAnswer> => {
    const probe = await probeImage(bytes);
    if (!probe.ok) {
      throw imageFailure(label, probe.reason === 'too-many-pixels' ? 'tooManyPixels' : 'notImage', context.language);
    }
    const result = await (
      await engineFor()
    ).analyze(
      bytes,
      {
        language: context.language,
        keywords: context.keywords.length > 0 ? context.keywords : undefined,
        title: context.title,
        description: context.description,
      },
      probe.decoded,
    );
    return { altTag: result.altTag, imageType: result.imageType, confidence: result.confidence, needsReview: result.needsReview };
  };

  return {
    describeImage: (bytes, fileName, context) => describe(bytes, fileName, context),
    describeUrl: async (url, context) => {
      fetcher ??= new ImageFetcher({ allowPrivate: config.allowPrivateImageUrls });
      const fetched = await fetcher.fetch(url);
      if (!fetched.ok) {
        throw imageFailure(url, fetched.reason, context.language, fetched.params);
      }
      return describe(fetched.bytes, url, context);
    },
    processCatalogue: async (request: CatalogueRequest, onProgress) => {
      server ??= startEmbeddedServer(env, concurrency > 1 ? concurrency : 0);
      return runCatalogueJob(embeddedJobApi(await server, request.language), request, onProgress, LOCAL_POLL_MS);
    },
    close: async () => {
      await fetcher?.close();
      await (await engine)?.close();
      await (await server)?.close();
    },
  };
}
