import { LIMITS } from '@alt-optimizer/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../core/deps.ts';
import { AppError, ERRORS } from '../../core/errors/index.ts';
import { parseKeywordsField, parseLanguageField } from '../../core/http/form-fields.ts';
import { readMultipart } from '../../core/http/multipart.ts';
import { analyzeSingleImage } from './single-image.service.ts';

/** POST /analyze-single-image: one image (10 MB cap enforced while streaming) → one alt text. */
export function singleImageRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    app.post('/analyze-single-image', async (request) => {
      const form = await readMultipart(request, {
        fileField: 'image',
        maxBytes: LIMITS.imageMaxBytes,
        notMultipart: ERRORS.imageNotMultipart,
        tooLarge: ERRORS.imageTooLarge,
        store: (part) => part.toBuffer(),
      });
      request.explicitLanguage = parseLanguageField(form.fields.language);
      const keywords = parseKeywordsField(form.fields.keywords);
      if (!form.file) {
        throw new AppError(ERRORS.imageMissing);
      }
      const data = await analyzeSingleImage(deps, {
        bytes: form.file,
        keywords,
        language: request.explicitLanguage ?? 'en',
      });
      return { success: true as const, data };
    });
  };
}
