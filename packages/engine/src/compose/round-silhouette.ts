/**
 * Shoes are long: alone or in pairs, a footwear packshot is wider than tall or at least not a filled disc. A
 * near-square silhouette that fills most of its box is round (a ball, a plate, a clock face), so the category
 * head's shoe names are refused on it (dev: two footballs were "sneakers" and "shoes"; the squarest real shoe
 * photo, heels seen from the front, fills half its box).
 */
import type { VisualFacts } from '../types.ts';

/** Width/height within this of 1 is square enough to be round. */
const SQUARE = 0.06;
/** A disc fills π/4 ≈ 0.79 of its box; a ball's white panels leak into a white backdrop, so less is measured. */
const ROUND_FILL = 0.6;

export function roundSilhouette(facts: VisualFacts): boolean {
  const box = facts.productBox;
  // A pair side by side (two pieces) can fill a square box too; a ball is one piece.
  if (facts.imageType !== 'packshot' || !box || (facts.pieces ?? 1) > 1) {
    return false;
  }
  const aspect = (box[2] * facts.width) / Math.max(1, box[3] * facts.height);
  const fill = facts.foregroundShare / Math.max(1e-6, box[2] * box[3]);
  return Math.abs(aspect - 1) <= SQUARE && fill >= ROUND_FILL;
}

/** Whether a category-head group may name this picture: never shoes on a round silhouette. */
export function groupFitsShape(group: string, facts: VisualFacts): boolean {
  return group !== 'shoes' || !roundSilhouette(facts);
}
