/**
 * The training photos' facts cache the fitting tools share: JSON lines of `{ file, facts }`, written by
 * extract-train-facts.ts (or train-colour-trust.ts for the photos it needs).
 */
import { existsSync, readFileSync } from 'node:fs';
import type { VisualFacts } from '../../src/types.ts';

export const DEFAULT_FACTS_FILE = '/tmp/alt-optimizer-train-facts.jsonl';

/** Each cached photo's facts by file name; empty when the file does not exist yet. */
export function readFactsCache(file: string = DEFAULT_FACTS_FILE): Map<string, VisualFacts> {
  const facts = new Map<string, VisualFacts>();
  if (!existsSync(file)) {
    return facts;
  }
  for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const r = JSON.parse(line) as { file: string; facts: VisualFacts };
    facts.set(r.file, r.facts);
  }
  return facts;
}
