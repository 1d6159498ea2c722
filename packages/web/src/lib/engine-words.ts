import { HAND_EDITED_ENGINE, type Language } from '@alt-optimizer/contract';
import { engineWordsMessages } from './engine-words.messages.ts';

/** The offline engine's id in the API. */
export const OFFLINE_ENGINE = 'local';

/** Provider ids that read as their brand; "openai-compatible" has its own words (any server, Ollama, vLLM…). */
const BRANDS: Record<string, string> = { openai: 'OpenAI', anthropic: 'Anthropic', google: 'Google' };

/**
 * One engine id in words: "the offline engine", "OpenAI gpt-4o", "an OpenAI-compatible server (llava:13b)"; with
 * `bare`, without the article ("offline engine"). The model follows the first colon (Ollama models have their own,
 * "llava:13b"). An id this version does not know is shown as it is.
 */
export function engineInWords(engine: string, lang: Language, bare = false): string {
  const t = engineWordsMessages[lang];
  if (engine === OFFLINE_ENGINE) {
    return bare ? t.offline : t.theOffline;
  }
  const colon = engine.indexOf(':');
  const provider = colon < 0 ? engine : engine.slice(0, colon);
  const model = colon < 0 ? '' : engine.slice(colon + 1);
  if (provider === 'openai-compatible' && model) {
    return bare ? t.compatible(model) : t.theCompatible(model);
  }
  const brand = BRANDS[provider];
  return brand && model ? `${brand} ${model}` : engine;
}

/**
 * "Written by OpenAI gpt-4o and the offline engine": every engine behind a job's alts, in the order first used; with
 * ", edited by hand" when a person wrote some of them (HAND_EDITED_ENGINE), "Edited by hand" when only a person did.
 */
export function writtenBy(engines: readonly string[], lang: Language): string {
  const t = engineWordsMessages[lang];
  const machines = engines.filter((e) => e !== HAND_EDITED_ENGINE);
  const byHand = machines.length < engines.length;
  if (machines.length === 0) {
    return byHand ? t.editedByHand : '';
  }
  const words = t.writtenBy(new Intl.ListFormat(lang, { type: 'conjunction' }).format(machines.map((e) => engineInWords(e, lang))));
  return byHand ? t.andEditedByHand(words) : words;
}

/**
 * The engine answering now, for the admin: "moteur hors ligne (local)" (with its id, the value ALT_AI_PROVIDER takes),
 * "OpenAI gpt-4o", "serveur compatible OpenAI (llava:13b)".
 */
export function engineLabel(engine: string, lang: Language): string {
  const words = engineInWords(engine, lang, true);
  return engine === OFFLINE_ENGINE ? `${words} (${OFFLINE_ENGINE})` : words;
}
