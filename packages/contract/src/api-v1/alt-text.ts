import { z } from 'zod';
import { keywordsSchema } from '../keywords.ts';
import { IMAGE_TYPES, LANGUAGES, LIMITS } from '../limits.ts';

/** Product context that steers the alt text (the same fields a catalogue row carries). */
export const apiV1ContextSchema = z.object({
  title: z.string().max(500).optional().meta({ description: 'Product title', example: 'Organic cotton t-shirt' }),
  description: z.string().max(5000).optional().meta({ description: 'Product description' }),
  keywords: keywordsSchema
    .optional()
    .meta({ description: `Up to ${LIMITS.keywordsMax} keywords, ${LIMITS.keywordMaxChars} characters each` }),
  language: z.enum(LANGUAGES).optional().meta({ description: 'Language of the alt text (default en)' }),
});
export type ApiV1Context = z.infer<typeof apiV1ContextSchema>;

/** POST /api/v1/alt-text with a JSON body: an image URL the server fetches (public addresses only). */
export const apiV1AltTextJsonRequestSchema = apiV1ContextSchema
  .extend({
    imageUrl: z.url({ protocol: /^https?$/ }).meta({ description: 'http(s) URL of the image', example: 'https://example.com/shirt.jpg' }),
  })
  .meta({ id: 'AltTextJsonRequest' });
export type ApiV1AltTextJsonRequest = z.infer<typeof apiV1AltTextJsonRequestSchema>;

/**
 * POST /api/v1/alt-text as multipart/form-data: the `image` file part (≤ 10 MB) and the context as text fields;
 * `keywords` is a JSON list of strings (`["cotton","blue"]`).
 */
export const apiV1AltTextMultipartSchema = z
  .object({
    image: z.string().meta({ format: 'binary', description: 'The image file (JPEG, PNG, WebP, GIF, AVIF, HEIF, TIFF; at most 10 MB)' }),
    title: z.string().optional(),
    description: z.string().optional(),
    keywords: z.string().optional().meta({ description: 'JSON list of strings, e.g. ["cotton","blue"]' }),
    language: z.enum(LANGUAGES).optional(),
  })
  .meta({ id: 'AltTextMultipartRequest' });

export const apiV1AltTextResponseSchema = z
  .object({
    altTag: z
      .string()
      .max(LIMITS.altMaxChars)
      .meta({ description: `The alt text (at most ${LIMITS.altMaxChars} characters)` }),
    imageType: z.enum(IMAGE_TYPES),
    confidence: z.number().min(0).max(1),
    needsReview: z.boolean().meta({ description: 'The engine was unsure: a person should check this alt before publishing it' }),
    processing_time: z.number().nonnegative().meta({ description: 'seconds' }),
  })
  .meta({ id: 'AltTextResponse' });
export type ApiV1AltTextResponse = z.infer<typeof apiV1AltTextResponseSchema>;
