import type { ApiV1AltTextResponse } from '@alt-optimizer/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../core/deps.ts';
import type { EngineGate } from '../../core/engine-gate.ts';
import { AppError, ERRORS, formatMessage } from '../../core/errors/index.ts';
import { apiClientOf, chargeApiKey, requireApiKey } from '../../core/http/api-access.ts';
import { readMultipart } from '../../core/http/multipart.ts';
import { IMAGE_UPLOAD } from './image-upload.ts';
import { ImageFetcher } from '../../core/net/fetch-image.ts';
import { FETCH_MESSAGES } from '../../core/net/fetch-messages.ts';
import { parseFormContext, parseJsonBody, type AltTextContext } from './alt-text-v1.schema.ts';
import { analyzeSingleImage } from './single-image.service.ts';

/** The image and its context, from a multipart upload or a JSON body naming an image URL. */
async function readImage(request: FastifyRequest, fetcher: ImageFetcher): Promise<{ bytes: Uint8Array; context: AltTextContext }> {
  if (request.isMultipart()) {
    const form = await readMultipart(request, IMAGE_UPLOAD);
    const context = parseFormContext(form.fields);
    request.explicitLanguage = context.language;
    if (!form.file) {
      throw new AppError(ERRORS.imageMissing);
    }
    return { bytes: form.file, context };
  }
  const { imageUrl, context } = parseJsonBody(request.body);
  request.explicitLanguage = context.language;
  const fetched = await fetcher.fetch(imageUrl);
  if (!fetched.ok) {
    // The fetch failure's own words (the bulk rows' ALT_Error wording) in each language, inside the one 400.
    const reason = FETCH_MESSAGES[fetched.reason];
    const def = ERRORS.imageUrlFailed;
    throw new AppError(
      {
        ...def,
        en: def.en.replace('{reason}', formatMessage(reason.en, fetched.params)),
        fr: def.fr.replace('{reason}', formatMessage(reason.fr, fetched.params)),
      },
      {},
    );
  }
  return { bytes: fetched.bytes, context };
}

/** An image that gives no alt text (unreadable, refused, not fetched, engine busy) gives its quota unit back (issue 24). */
async function analyzeOrRefund<T>(request: FastifyRequest, analyze: () => Promise<T>): Promise<T> {
  try {
    return await analyze();
  } catch (error) {
    await request.server.apiAccess.refund(apiClientOf(request), 1);
    throw error;
  }
}

/**
 * POST /v1/alt-text (public API, Bearer key): one image, uploaded or by URL, with optional product context → its alt
 * text. One image of the key's daily quota, charged before the body is read and given back when no alt comes of it; the same engine queue as the web tool.
 */
export function altTextV1Routes(deps: AppDeps & { gate: EngineGate }): FastifyPluginAsync {
  return async (app) => {
    // Images by URL go through the SSRF-guarded fetcher (ALLOW_PRIVATE_IMAGE_URLS), like bulk rows.
    const fetcher = new ImageFetcher({ allowPrivate: deps.config.allowPrivateImageUrls, retries: 1 });
    app.addHook('onClose', () => fetcher.close());

    app.post('/v1/alt-text', { onRequest: [requireApiKey, async (request, reply) => chargeApiKey(request, reply, 1)] }, async (request) => {
      const result = await analyzeOrRefund(request, async () => {
        const { bytes, context } = await readImage(request, fetcher);
        return analyzeSingleImage(deps, {
          bytes,
          keywords: context.keywords,
          language: context.language ?? 'en',
          title: context.title,
          description: context.description,
        });
      });
      const answer: ApiV1AltTextResponse = {
        altTag: result.altTag,
        imageType: result.imageType,
        confidence: result.confidence,
        needsReview: result.needsReview,
        processing_time: result.processing_time,
      };
      return answer;
    });
  };
}
