import type { NounScore } from '../../types.ts';

/** The classifier's top nouns for what a person wears or carries: what a model shot is about. */
const WORN_ROOTS: ReadonlySet<string> = new Set(['clothing', 'footwear', 'bag', 'sunglasses', 'necklace', 'watch', 'hair_clip', 'wig']);

function shareOf(scores: readonly NounScore[]): number {
  return scores.filter((s) => s.depth === 0 && WORN_ROOTS.has(s.id)).reduce((sum, s) => sum + s.p, 0);
}

/**
 * How sure the classifier is that the photo shows clothes, shoes or accessories: the larger of the whole frame's and
 * the person crop's summed probability under those roots. A baseball pitcher or a child on a toilet measures 0; a
 * catalogue model on a street still measures the jacket.
 */
export function wornShare(views: { frame: readonly NounScore[]; crop?: readonly NounScore[] | undefined }): number {
  return Math.max(shareOf(views.frame), shareOf(views.crop ?? []));
}
