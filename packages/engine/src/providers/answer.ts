import { IMAGE_TYPES, type ImageType } from '@alt-optimizer/contract';
import { z } from 'zod';

/** What we ask the model for (sent as the JSON schema of the structured output). */
export const answerSchema = z.object({
  alt: z.string().describe('The alt text; empty string only for decorative images'),
  imageType: z.enum(IMAGE_TYPES).describe('Kind of image'),
  confidence: z.number().min(0).max(1).describe('Confidence from 0 to 1 that the alt text is accurate'),
});

export type ModelAnswer = z.infer<typeof answerSchema>;

const IMAGE_TYPE_ALIASES: Record<string, ImageType> = {
  product: 'packshot',
  'product shot': 'packshot',
  'pack shot': 'packshot',
  studio: 'packshot',
  worn: 'model',
  person: 'model',
  scene: 'lifestyle',
  'close-up': 'detail',
  closeup: 'detail',
  infographic: 'text',
  banner: 'text',
};

/**
 * Second chance for answers the strict schema rejected: models often send "Packshot", 85 for 0.85, or
 * wrap the JSON in a ```json fence. What cannot be mapped stays invalid (null).
 */
export function salvageAnswer(text: string | undefined): ModelAnswer | null {
  if (!text) {
    return null;
  }
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) {
    return null;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text.slice(start, end + 1));
  } catch {
    return null;
  }
  const loose = z
    .object({ alt: z.string(), imageType: z.string(), confidence: z.union([z.number(), z.string()]).optional() })
    .safeParse(raw);
  if (!loose.success) {
    return null;
  }
  const typeKey = loose.data.imageType.trim().toLowerCase();
  const imageType = (IMAGE_TYPES as readonly string[]).includes(typeKey) ? (typeKey as ImageType) : IMAGE_TYPE_ALIASES[typeKey];
  if (!imageType) {
    return null;
  }
  let confidence = Number(loose.data.confidence ?? 0.5);
  if (!Number.isFinite(confidence)) {
    confidence = 0.5;
  }
  if (confidence > 1 && confidence <= 100) {
    confidence /= 100;
  }
  return { alt: loose.data.alt, imageType, confidence: Math.min(1, Math.max(0, confidence)) };
}

// Refusals arrive as plain text in the alt slot or instead of JSON; they must never become an alt text.
const REFUSAL =
  /\b(?:I(?:'m| am) (?:sorry|unable|not able)|I can(?:no|')t (?:help|assist|describe|provide)|I (?:cannot|won't|will not) (?:help|assist|describe|provide)|as an AI\b|je ne peux pas|désolé,? (?:mais )?je)/i;

export function looksLikeRefusal(text: string): boolean {
  return REFUSAL.test(text);
}
