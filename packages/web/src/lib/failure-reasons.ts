import type { failureReasonMessages } from './failure-reasons.messages.ts';

/** Plain-language groups for the row messages the server writes (bulk ROW_MESSAGES, in the job's language). */
export type FailureKind =
  'private' | 'hostSkipped' | 'unreachable' | 'notFound' | 'badUrl' | 'notImage' | 'tooLarge' | 'serverError' | 'other';

// Matched in both languages: a job's rows carry the messages of the language it was started in.
const PATTERNS: readonly [FailureKind, RegExp][] = [
  ['private', /address not allowed|adresse non autoris/i],
  // Before 'unreachable': the job stopped asking a host that timed out too often (issue 23 item 5).
  ['hostSkipped', /skipped after \d+ timeouts|ignorée après \d+ délais/i],
  ['unreachable', /unreachable|did not answer|injoignable|n'a pas répondu|too many redirects|trop de redirections/i],
  ['notFound', /not found|refused by its server|introuvable|refusée par son serveur/i],
  ['badUrl', /missing image url|invalid image url|url d'image (manquante|non valide)/i],
  ['notImage', /not an image|n'est pas une image/i],
  ['tooLarge', /too large|trop volumineuse|trop grande/i],
  ['serverError', /image server error|erreur du serveur d'images/i],
];

export function failureKind(message: string | null): FailureKind {
  const text = message ?? '';
  return PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'other';
}

export interface FailureReason {
  kind: FailureKind;
  /** The server's own wording, shown as is for reasons this list does not know. */
  message: string;
  count: number;
}

/**
 * Failure messages and how many rows each failed with, grouped by reason, most common first (ties keep the order
 * they come in: the sheet's, or the server's most-common-first).
 */
export function groupFailureReasons(messages: ReadonlyArray<{ message: string; count: number }>, limit = 3): FailureReason[] {
  const groups = new Map<string, FailureReason>();
  for (const { message, count } of messages) {
    const kind = failureKind(message);
    // Unknown messages stay apart so each keeps its wording.
    const key = kind === 'other' ? `other:${message}` : kind;
    const group = groups.get(key);
    if (group) {
      group.count += count;
    } else {
      groups.set(key, { kind, message, count });
    }
  }
  return [...groups.values()].sort((a, b) => b.count - a.count).slice(0, limit);
}

type ReasonTexts = (typeof failureReasonMessages)['en'];

/** A row's reason in the dictionary's language: its kind's words, or the server's own message for an unknown kind. */
export function reasonText(t: ReasonTexts, kind: FailureKind, message: string): string {
  switch (kind) {
    case 'private':
      return t.reasonPrivate;
    case 'hostSkipped':
      return t.reasonHostSkipped(/(?:Image host|L'hôte d'images) (\S+)/.exec(message)?.[1] ?? '');
    case 'unreachable':
      return t.reasonUnreachable;
    case 'notFound':
      return t.reasonNotFound;
    case 'badUrl':
      return t.reasonBadUrl;
    case 'notImage':
      return t.reasonNotImage;
    case 'tooLarge':
      return t.reasonTooLarge;
    case 'serverError':
      return t.reasonServerError;
    case 'other':
      return t.reasonOther(message);
  }
}
