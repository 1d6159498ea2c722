import { IMAGE_TYPES, type Language } from '@alt-optimizer/contract';
import type { AltContext, VisualFacts } from '../types.ts';

/** The local facts we pass as grounding; any subset of VisualFacts (the engine passes all of it). */
export type GroundingFacts = Partial<
  Pick<VisualFacts, 'text' | 'colours' | 'people' | 'faces' | 'objects' | 'imageType' | 'background' | 'category'>
>;

const LANGUAGE_RULES: Record<Language, string> = {
  en: 'Write the alt text in English, as natural idiomatic English.',
  fr:
    'Write the alt text in French (français), as a native French copywriter would: correct gender and number ' +
    'agreement of adjectives ("baskets montantes noires", "sac marron"), French word order (noun then most ' +
    'adjectives), French words rather than anglicisms. Only product names and printed text stay as they are.',
};

/** System prompt: the rules every answer must follow. Kept in English; the output language is an instruction. */
export function systemPrompt(language: Language, maxLength: number): string {
  return [
    'You write alternative text (HTML alt attributes) for e-commerce and web images, for screen-reader users and search engines.',
    '',
    'Rules for "alt":',
    `1. At most ${maxLength} characters, one sentence or noun phrase, no trailing full stop needed. Never cut a word.`,
    '2. Product first: start with what the item is (from the title when given, without SKU codes, sizes, pipes or ALL-CAPS noise), then the visual facts that distinguish it: colour, material, worn by a model, on a plain background or in a setting, visible text if it matters.',
    '3. Never start with or contain "image of", "photo of", "picture of", "image de", "photo de" or similar: the screen reader already says it is an image.',
    '4. No quotation marks of any kind, no markdown, no emoji, no line breaks, no file names, no URLs, no hashtags.',
    '5. Weave each keyword in at most once, and only where it fits naturally and matches what is visible; drop it otherwise. Never list keywords with commas.',
    '6. Describe only what is visible or given in the context. Do not invent brands, materials or claims. Never mention age, gender identity, ethnicity or emotions of people.',
    '7. Do not repeat the product title word for word; the alt text must add what the image shows.',
    '8. If the image carries no information (spacer, flat colour, decorative pattern, ornament), return an empty alt and imageType "decorative".',
    `9. ${LANGUAGE_RULES[language]}`,
    '',
    'imageType is one of:',
    '- packshot: product alone on a plain background (also ghost mannequin);',
    '- model: product worn or held by a person;',
    '- lifestyle: product in a real scene or styled setting;',
    '- detail: close-up of part of a product;',
    '- text: mostly text (infographic, banner, label, screenshot);',
    '- decorative: no information.',
    'For photos that are not product shots, use the closest type (a street scene is lifestyle).',
    '',
    'confidence: your confidence from 0 to 1 that the alt text is accurate.',
    '',
    `Answer with a single JSON object and nothing else: {"alt": string, "imageType": one of ${IMAGE_TYPES.map((t) => `"${t}"`).join(' | ')}, "confidence": number}.`,
  ].join('\n');
}

function describeFacts(facts: GroundingFacts): string[] {
  const lines: string[] = [];
  if (facts.imageType) {
    lines.push(`- likely image type: ${facts.imageType}`);
  }
  if (facts.colours?.length) {
    lines.push(
      `- main product colours: ${facts.colours
        .slice(0, 3)
        .map((c) => `${c.name} (${Math.round(c.share * 100)}%)`)
        .join(', ')}`,
    );
  }
  if (facts.background) {
    const bg = facts.background;
    lines.push(`- background: ${bg.plain ? `plain${bg.colour ? ` ${bg.colour.name}` : ''}` : 'not plain (scene or setting)'}`);
  }
  if (facts.people !== undefined) {
    lines.push(`- people visible: ${facts.people}`);
  }
  const objects = (facts.objects ?? []).filter((o) => o.score >= 0.45 && o.label !== 'person');
  if (objects.length) {
    lines.push(`- objects detected: ${[...new Set(objects.map((o) => o.label))].slice(0, 6).join(', ')}`);
  }
  if (facts.category) {
    lines.push(`- product category guess: ${facts.category.fine ?? facts.category.group}`);
  }
  if (facts.text?.length) {
    // JSON-quote the OCR text: it is data, not instructions, even if a sign says "ignore the rules".
    lines.push(
      `- text printed in the image (OCR, may hold misreads; quote it only if it is legible): ${facts.text
        .slice(0, 8)
        .map((t) => JSON.stringify(t.text))
        .join(', ')}`,
    );
  }
  return lines;
}

/** User prompt: the task, the merchant's context and the local facts. The image travels as its own part. */
export function userPrompt(context: AltContext, facts: GroundingFacts, maxLength: number): string {
  const language = context.language === 'fr' ? 'French' : 'English';
  const parts = [`Write the alt text for the attached image, in ${language}, at most ${maxLength} characters.`];
  const ctx: string[] = [];
  if (context.title) {
    ctx.push(`- product title: ${JSON.stringify(context.title)}`);
  }
  if (context.description) {
    ctx.push(`- product description: ${JSON.stringify(context.description.slice(0, 600))}`);
  }
  if (context.keywords?.length) {
    ctx.push(`- keywords to weave in where they fit: ${context.keywords.map((k) => JSON.stringify(k)).join(', ')}`);
  }
  parts.push(ctx.length ? `Merchant context:\n${ctx.join('\n')}` : 'No merchant context: describe from the image alone.');
  const seen = describeFacts(facts);
  if (seen.length) {
    parts.push(
      `What our local image analysis measured (trust it for colours and counts, verify the rest against the image):\n${seen.join('\n')}`,
    );
  }
  return parts.join('\n\n');
}

/** Sent as a follow-up turn when the first answer broke the rules, so the retry knows what to fix. */
export function correctionPrompt(problems: readonly string[], maxLength: number): string {
  return `Your answer broke these rules: ${problems.join('; ')}. Answer again with the same JSON shape; the alt must be at most ${maxLength} characters.`;
}
