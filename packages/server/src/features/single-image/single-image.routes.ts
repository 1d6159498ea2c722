import { LIMITS } from '@alt-optimizer/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { AppError, ERRORS } from '../errors/index.ts';
import { analyzeSingleImage } from '../services/single-image.service.ts';
import { parseKeywordsField, parseLanguageField } from './single-image.schema.ts';

interface SingleImageForm {
  image: Buffer | undefined;
  fields: Record<string, string>;
}

/** Reads the form with the 10 MB image limit enforced while streaming, never buffering more. */
async function readForm(request: FastifyRequest): Promise<SingleImageForm> {
  if (!request.isMultipart()) {
    throw new AppError(ERRORS.imageNotMultipart);
  }
  const form: SingleImageForm = { image: undefined, fields: {} };
  try {
    const parts = request.parts({
      limits: { fileSize: LIMITS.imageMaxBytes, files: 1, fields: 10, fieldSize: 10_000 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      } else if (part.fieldname === 'image') {
        form.image = await part.toBuffer();
      } else {
        // A file under another name is not ours to read; drain it so the stream moves on.
        part.file.resume();
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(ERRORS.imageTooLarge, {}, { cause: error });
    }
    throw error;
  }
  return form;
}

export function singleImageRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    app.post('/analyze-single-image', async (request) => {
      const form = await readForm(request);
      request.explicitLanguage = parseLanguageField(form.fields.language);
      const keywords = parseKeywordsField(form.fields.keywords);
      if (!form.image) {
        throw new AppError(ERRORS.imageMissing);
      }
      const data = await analyzeSingleImage(deps, {
        bytes: form.image,
        keywords,
        language: request.explicitLanguage ?? 'en',
      });
      return { success: true as const, data };
    });
  };
}
