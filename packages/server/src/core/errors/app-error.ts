import type { Language } from '@alt-optimizer/contract';

/** One entry of an error catalogue: a stable id, an HTTP status and the message in both languages. */
export interface ErrorDef {
  readonly id: string;
  readonly status: number;
  /** May hold `{name}` placeholders filled from AppError params. */
  readonly en: string;
  readonly fr: string;
  /**
   * A 5xx the server answers on purpose, as configured (store connectors without CONNECTOR_SECRET_KEY): logged at
   * info without a stack, like a 4xx, since nothing failed.
   */
  readonly configured?: boolean;
}

type ErrorSpec = Omit<ErrorDef, 'id'>;

/**
 * Builds a catalogue whose ids are its keys, so each feature (core server, bulk) can keep its own file and
 * still share one AppError type and one error handler.
 */
export function defineErrors<T extends Record<string, ErrorSpec>>(specs: T): { readonly [K in keyof T]: ErrorDef } {
  const out: Record<string, ErrorDef> = {};
  for (const [id, spec] of Object.entries(specs)) {
    out[id] = { id, ...spec };
  }
  return out as { readonly [K in keyof T]: ErrorDef };
}

export type ErrorParams = Readonly<Record<string, string | number>>;

export function formatMessage(template: string, params: ErrorParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

/** A failure the client should see: the handler answers `def.status` with the message in the request's language. */
export class AppError extends Error {
  readonly def: ErrorDef;
  readonly params: ErrorParams;
  /** Sent as Retry-After (429 and 503 answers: when the client may try again). */
  readonly retryAfterSeconds: number | undefined;

  constructor(def: ErrorDef, params: ErrorParams = {}, options?: { cause?: unknown; retryAfterSeconds?: number }) {
    super(formatMessage(def.en, params), options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.def = def;
    this.params = params;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  get status(): number {
    return this.def.status;
  }

  get id(): string {
    return this.def.id;
  }

  messageIn(language: Language): string {
    return formatMessage(this.def[language], this.params);
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
