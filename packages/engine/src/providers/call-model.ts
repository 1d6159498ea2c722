import { APICallError, generateText, NoObjectGeneratedError, NoOutputGeneratedError, Output, type ModelMessage } from 'ai';
import type { RemoteProviderConfig } from './config.ts';
import { answerSchema, salvageAnswer, type ModelAnswer } from './answer.ts';
import { ProviderError } from './errors.ts';
import { languageModel } from './model.ts';
import { retryAfterMs, retryDelayMs, sleep } from './retry.ts';

export interface ModelReply {
  /** The parsed answer, or null when the reply was not usable JSON. */
  answer: ModelAnswer | null;
  /** The raw text, kept to detect refusals and to show the model its own mistake on the retry. */
  text: string;
  finishReason: string | undefined;
  /** HTTP calls made, retries included. */
  calls: number;
}

interface CallInput {
  config: RemoteProviderConfig;
  system: string;
  messages: ModelMessage[];
  signal?: AbortSignal | undefined;
  /** How to wait between retries; injectable so tests can see the delays without waiting them out. */
  sleep?: ((ms: number, signal?: AbortSignal) => Promise<void>) | undefined;
}

/** One model answer, with 429/5xx/network retries (Retry-After honoured, bounded) and errors made typed. */
export async function callModel(input: CallInput): Promise<ModelReply> {
  const { config } = input;
  for (let attempt = 0; ; attempt++) {
    try {
      return { ...(await callOnce(input)), calls: attempt + 1 };
    } catch (error) {
      const failure = toProviderError(error, attempt + 1);
      // isInstance, not instanceof: it checks a marker, so it survives duplicate copies of @ai-sdk/provider.
      const retryable = APICallError.isInstance(error) && error.isRetryable && attempt < config.maxRetries;
      if (!retryable) {
        throw failure;
      }
      const delay = retryDelayMs(
        attempt,
        { maxRetries: config.maxRetries, maxDelayMs: config.maxRetryDelayMs },
        retryAfterMs(error.responseHeaders),
      );
      if (delay === null) {
        throw new ProviderError(failure.kind, `${failure.message} (server asked to wait longer than ${config.maxRetryDelayMs} ms)`, {
          status: failure.status,
          attempts: attempt + 1,
          cause: error,
        });
      }
      await (input.sleep ?? sleep)(delay, input.signal);
    }
  }
}

/**
 * Structured output as each protocol does it best: a JSON schema (constrained decoding) for OpenAI, Anthropic
 * and Google; plain JSON mode for OpenAI-compatible servers, many of which (older Ollama, LM Studio) accept only
 * response_format json_object. The shape is spelled out in the prompt either way, and validated here.
 */
function outputFor(config: RemoteProviderConfig) {
  const meta = { name: 'alt_text', description: 'Alt text for one image' };
  return config.provider === 'openai-compatible' ? Output.json(meta) : Output.object({ schema: answerSchema, ...meta });
}

async function callOnce({ config, system, messages, signal }: CallInput): Promise<Omit<ModelReply, 'calls'>> {
  const timeout = AbortSignal.timeout(config.timeoutMs);
  try {
    const result = await generateText({
      model: languageModel(config),
      system,
      messages,
      output: outputFor(config),
      // Retries are ours (above): the SDK's default waits up to 60 s on a Retry-After, too long for bulk work.
      maxRetries: 0,
      abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      temperature: 0.2,
      // The answer is ~60 tokens, but reasoning models (gpt-5, Gemini 2.5) spend output tokens on thinking
      // first; a tight cap would end them with finishReason "length" and no JSON. Only used tokens are billed.
      maxOutputTokens: 2000,
    });
    const strict = answerSchema.safeParse(readOutput(result));
    return { answer: strict.success ? strict.data : salvageAnswer(result.text), text: result.text, finishReason: result.finishReason };
  } catch (error) {
    // Not JSON, or JSON outside the schema: try the lenient reading before calling it malformed.
    if (NoObjectGeneratedError.isInstance(error)) {
      return { answer: salvageAnswer(error.text), text: error.text ?? '', finishReason: error.finishReason };
    }
    throw error;
  }
}

/**
 * `output` is a getter that throws NoOutputGeneratedError when the step did not end with "stop" (e.g. Google's
 * SAFETY block with no content). The finish reason still says why, so read it instead of failing here.
 */
function readOutput(result: { output: unknown }): unknown {
  try {
    return result.output;
  } catch (error) {
    if (NoOutputGeneratedError.isInstance(error)) {
      return undefined;
    }
    throw error;
  }
}

export function toProviderError(error: unknown, attempts: number): ProviderError {
  if (error instanceof ProviderError) {
    return error;
  }
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    const kind =
      status === 401 || status === 403
        ? 'auth'
        : status === 429
          ? 'rate-limited'
          : status !== undefined && status >= 500
            ? 'unavailable'
            : status === undefined
              ? 'network'
              : 'bad-request';
    return new ProviderError(kind, `Provider call failed${status ? ` with HTTP ${status}` : ''}: ${error.message}`, {
      status,
      attempts,
      cause: error,
    });
  }
  if (isTimeout(error)) {
    return new ProviderError('timeout', 'Provider did not answer in time', { attempts, cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ProviderError('network', `Provider call failed: ${message}`, { attempts, cause: error });
}

function isTimeout(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e.name === 'TimeoutError' || e.name === 'AbortError') {
      return true;
    }
  }
  return false;
}
