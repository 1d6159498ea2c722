/**
 * From 1,000 fine ImageNet classes to the nouns a shopper uses: each class's probability is added to every noun on
 * its chain (folding chair → chair → seat → furniture), so when the fine noun is unsure the coarse one can still be
 * sure. The chains are generated from WordNet (tools/wordnet/build-imagenet-nouns.ts).
 */
import type { NounScore } from '../../types.ts';
import { IMAGENET_CLASS_NOUNS } from './class-nouns.generated.ts';

/** Nouns under this summed probability are dropped from the facts (they can never pass a gate). */
const KEEP_ABOVE = 0.05;
const KEEP_AT_MOST = 12;

const DEPTH: ReadonlyMap<string, number> = (() => {
  const depth = new Map<string, number>();
  for (const chain of IMAGENET_CLASS_NOUNS) {
    chain.forEach((id, i) => depth.set(id, Math.max(depth.get(id) ?? 0, chain.length - 1 - i)));
  }
  return depth;
})();

const ROOT: ReadonlyMap<string, string> = (() => {
  const root = new Map<string, string>();
  for (const chain of IMAGENET_CLASS_NOUNS) {
    const top = chain[chain.length - 1];
    for (const id of top ? chain : []) {
      root.set(id, root.get(id) ?? top ?? id);
    }
  }
  return root;
})();

/** Every classifier noun with the nouns above it on any of its chains (chair → seat, furniture). */
const ABOVE: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const above = new Map<string, Set<string>>();
  for (const chain of IMAGENET_CLASS_NOUNS) {
    chain.forEach((id, i) => {
      const set = above.get(id) ?? new Set<string>();
      chain.slice(i + 1).forEach((up) => set.add(up));
      above.set(id, set);
    });
  }
  return above;
})();

/** Whether `ancestor` is a coarser noun over `id` (hat over swim cap). */
export function isUnder(id: string, ancestor: string): boolean {
  return ABOVE.get(id)?.has(ancestor) ?? false;
}

/** The coarsest noun above `id` (chair → furniture; a root is its own). */
export function nounRoot(id: string): string {
  return ROOT.get(id) ?? id;
}

/** Every noun id the classifier can name (the French coverage test enumerates them). */
export const IMAGENET_NOUN_IDS: readonly string[] = [...DEPTH.keys()].sort();

/** Whether the classifier can name `id` (a lexicon noun may be outside its hierarchy: armchair, bedside table). */
export function isImagenetNoun(id: string): boolean {
  return DEPTH.has(id);
}

export function nounDepth(id: string): number {
  return DEPTH.get(id) ?? 0;
}

/** The nouns a probability vector supports, most probable first (ties: the finer first). */
export function nounScores(probs: ArrayLike<number>): NounScore[] {
  const sums = new Map<string, number>();
  for (let c = 0; c < IMAGENET_CLASS_NOUNS.length && c < probs.length; c++) {
    const p = probs[c] ?? 0;
    if (p <= 0) {
      continue;
    }
    for (const id of IMAGENET_CLASS_NOUNS[c] ?? []) {
      sums.set(id, (sums.get(id) ?? 0) + p);
    }
  }
  return [...sums]
    .filter(([, p]) => p >= KEEP_ABOVE)
    .map(([id, p]) => ({ id, p: Math.min(1, Math.round(p * 1000) / 1000), depth: nounDepth(id) }))
    .sort((a, b) => b.p - a.p || b.depth - a.depth)
    .slice(0, KEEP_AT_MOST);
}
