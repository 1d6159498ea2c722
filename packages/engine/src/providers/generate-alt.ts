import type { ImageType } from '@alt-optimizer/contract';
import type { ModelMessage } from 'ai';
import type { AltContext } from '../types.ts';
import { looksLikeRefusal, type ModelAnswer } from './answer.ts';
import { callModel, type ModelReply } from './call-model.ts';
import { engineName, type RemoteProviderConfig } from './config.ts';
import { ProviderError } from './errors.ts';
import { imageForProvider } from './image.ts';
import { altLimit } from '../quality/alt-length.ts';
import type { AltCheck } from '../quality/check-alt.ts';
import { correctionPrompt, systemPrompt, userPrompt, type GroundingFacts } from './prompt.ts';
import { repairAlt } from './repair.ts';

export interface ProviderRequest {
  config: RemoteProviderConfig;
  image: Uint8Array;
  /**
   * The image already prepared as imageForProvider would (upright, on white, ≤ 1024 px, JPEG): the engine encodes
   * the raster it decoded for its own facts, so the image is not decoded a second time.
   */
  preparedJpeg?: Uint8Array | undefined;
  context: AltContext;
  facts?: GroundingFacts | undefined;
  /** The engine passes checkAlt bound to the request's context (checkerFor). */
  check: AltCheck;
  signal?: AbortSignal | undefined;
  /** Wait between transport retries (default: a real timer); tests pass a recorder. */
  sleep?: ((ms: number, signal?: AbortSignal) => Promise<void>) | undefined;
}

export interface ProviderAnswer {
  /** Empty when the model judged the image decorative. */
  alt: string;
  imageType: ImageType;
  confidence: number;
  /** "openai:gpt-4o", "anthropic:claude-sonnet-4-5"… */
  engine: string;
  /** HTTP calls made (transport retries and the content retry included). */
  calls: number;
  /** True when our clean-up changed the model's text (quotes, prefix, length). */
  repaired: boolean;
}

/** Confidence is the model's own, lowered when we had to fix its text: it did not follow the rules alone. */
const REPAIR_PENALTY = 0.1;
const RETRY_PENALTY = 0.1;

type Verdict = { ok: true; answer: ProviderAnswer } | { ok: false; problems: string[]; refused: boolean };

/**
 * Alt text from a vision LLM, grounded by our local facts. A rule-breaking or malformed answer is repaired
 * when the fix is mechanical, otherwise retried once with the problems spelled out. Every failure ends in a
 * ProviderError so the engine can fall back to the local composer.
 */
export async function generateAltWithProvider(req: ProviderRequest): Promise<ProviderAnswer> {
  const { config, context } = req;
  const max = altLimit(context);
  const image =
    req.preparedJpeg ??
    (await imageForProvider(req.image).catch((error: unknown) => {
      throw new ProviderError('bad-request', 'The image could not be decoded for the provider', { cause: error });
    }));
  const messages: ModelMessage[] = [
    {
      role: 'user',
      content: [
        { type: 'text', text: userPrompt(context, req.facts ?? {}, max) },
        // A file part: the "image" part is deprecated in AI SDK 7.
        { type: 'file', data: image, mediaType: 'image/jpeg' },
      ],
    },
  ];
  const system = systemPrompt(context.language, max);
  let calls = 0;
  for (let round = 0; round < 2; round++) {
    const reply = await callModel({ config, system, messages, signal: req.signal, sleep: req.sleep });
    calls += reply.calls;
    const verdict = judge(reply, req, max, round, calls);
    if (verdict.ok) {
      return verdict.answer;
    }
    if (verdict.refused) {
      // A refusal is a policy decision of the model, asking again returns the same; fall back at once.
      throw new ProviderError('refused', `Model refused: ${reply.text.slice(0, 200)}`, { attempts: calls });
    }
    if (round === 1) {
      const kind = reply.answer ? 'rule-violation' : 'malformed';
      throw new ProviderError(kind, `Unusable answer after a retry: ${verdict.problems.join('; ')}`, { attempts: calls });
    }
    messages.push({ role: 'assistant', content: reply.text || '(no answer)' });
    messages.push({ role: 'user', content: correctionPrompt(verdict.problems, max) });
  }
  throw new ProviderError('malformed', 'unreachable', { attempts: calls });
}

function judge(reply: ModelReply, req: ProviderRequest, max: number, round: number, calls: number): Verdict {
  const { answer } = reply;
  if (reply.finishReason === 'content-filter' || (!answer && looksLikeRefusal(reply.text))) {
    return { ok: false, problems: ['refused'], refused: true };
  }
  if (!answer) {
    return { ok: false, problems: ['the reply was not the requested JSON object {"alt","imageType","confidence"}'], refused: false };
  }
  if (looksLikeRefusal(answer.alt)) {
    return { ok: false, problems: ['refused'], refused: true };
  }
  const decorative = answer.imageType === 'decorative';
  const alt = decorative ? '' : repairAlt(answer.alt, max);
  const { violations } = req.check(alt, { decorative });
  if (violations.length > 0) {
    return { ok: false, problems: violations.map((v) => describeViolation(v, answer, max)), refused: false };
  }
  const repaired = !decorative && alt !== answer.alt.trim();
  const confidence = answer.confidence - (repaired ? REPAIR_PENALTY : 0) - (round > 0 ? RETRY_PENALTY : 0);
  return {
    ok: true,
    answer: {
      alt,
      imageType: answer.imageType,
      confidence: Math.round(Math.min(1, Math.max(0, confidence)) * 100) / 100,
      engine: engineName(req.config),
      calls,
      repaired,
    },
  };
}

function describeViolation(rule: string, answer: ModelAnswer, max: number): string {
  switch (rule) {
    case 'empty':
      return 'the alt was empty but the image is not decorative';
    case 'too-long':
      return `the alt was ${answer.alt.length} characters, more than ${max}`;
    case 'language-mismatch':
      return 'the alt was written in the wrong language';
    case 'same-as-title':
      return 'the alt only repeated the product title';
    case 'unseen-brand':
      // Spelled out: the engine grounds a hosted model without OCR, so a brand it reads on the product needs the
      // merchant's word for it (a misread or invented brand is worse than none).
      return 'the alt named a brand that the merchant did not give (title, description or keywords); leave the brand out';
    default:
      return `rule "${rule}" was broken`;
  }
}
