import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../core/deps.ts';
import { EngineGate } from '../../core/engine-gate.ts';
import { AppError, ERRORS } from '../../core/errors/index.ts';
import { parseKeywordsField, parseLanguageField } from '../../core/http/form-fields.ts';
import { readMultipart } from '../../core/http/multipart.ts';
import { IMAGE_UPLOAD } from './image-upload.ts';
import { perIpRateLimit } from '../../core/http/rate-limits.ts';
import { altTextV1Routes } from './alt-text-v1.routes.ts';
import { analyzeSingleImage } from './single-image.service.ts';

/**
 * POST /analyze-single-image: one image (10 MB cap enforced while streaming) → one alt text. Per-IP rate limit
 * (RATE_LIMIT_IMAGES_PER_MINUTE) and a bounded engine queue (ENGINE_QUEUE_MAX): a full queue answers 503 + Retry-After.
 */
export function singleImageRoutes(deps: AppDeps): FastifyPluginAsync {
  const { limits } = deps.config;
  const gate = new EngineGate(limits.engineActive, limits.engineQueue);
  return async (app) => {
    // The public API's alt text shares the web tool's engine queue.
    await app.register(altTextV1Routes({ ...deps, gate }));
    app.post('/analyze-single-image', perIpRateLimit(limits.imagesPerMinute, '1 minute'), async (request) => {
      const form = await readMultipart(request, IMAGE_UPLOAD);
      request.explicitLanguage = parseLanguageField(form.fields.language);
      const keywords = parseKeywordsField(form.fields.keywords);
      if (!form.file) {
        throw new AppError(ERRORS.imageMissing);
      }
      const data = await analyzeSingleImage(
        { ...deps, gate },
        {
          bytes: form.file,
          keywords,
          language: request.explicitLanguage ?? 'en',
        },
      );
      return { success: true as const, data };
    });
  };
}
