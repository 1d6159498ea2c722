import type { Language } from '@alt-optimizer/contract';

/**
 * A message is plain text, a function of typed arguments (for counts, names…), or — for content-heavy
 * pages — a list or record of messages (FAQ entries, legal sections).
 */
export type Message = string | ((...args: never[]) => string) | readonly Message[] | { readonly [key: string]: Message };
export type Dictionary = Record<string, Message>;

/**
 * Widen literal types so French may differ from English while keeping the same shape:
 * a string stays a string, a function keeps its parameter list, records keep their keys
 * (checked deeply) and lists may differ in length.
 */
export type Widen<M> = M extends string
  ? string
  : M extends (...args: never[]) => string
    ? M
    : M extends readonly (infer U)[]
      ? readonly Widen<U>[]
      : { [K in keyof M]: Widen<M[K]> };

export type Messages<E extends Dictionary> = { [L in Language]: { [K in keyof E]: Widen<E[K]> } };

/**
 * Declare one feature's dictionary. English fixes the keys; `NoInfer` stops French from widening the
 * key set, so a key missing (or extra) on either side is a type error at the call site.
 */
export function defineMessages<E extends Dictionary>(messages: { en: E; fr: NoInfer<{ [K in keyof E]: Widen<E[K]> }> }): Messages<E> {
  return messages as Messages<E>;
}
