/**
 * Shoes are long: alone or in pairs, a footwear packshot is wider than tall or at least not a filled disc. A
 * near-square silhouette that fills most of its box is round (a ball, a plate, a clock face), so the category
 * head's shoe names are refused on it (dev: two footballs were "sneakers" and "shoes"; the squarest real shoe
 * photo, heels seen from the front, fills half its box).
 */
import type { NounScore, VisualFacts } from '../types.ts';
import { isUnder } from '../facts/imagenet/noun-scores.ts';

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

/**
 * The classifier's share for "ball" that makes a round packshot a ball. None of the training set's 192 round
 * silhouettes (watches, backpacks, handbags, caps) reads a ball above 0.1 in either view; a football printed like a
 * helmet reads helmet 0.55 and ball 0.4 in the crop, ball 0.52 in the frame (dev p0064, said "Red garment").
 */
const BALL_ON_DISC = 0.3;

/** A ball: a round packshot that either classifier view reads as one at BALL_ON_DISC (the finer ball when sure). */
export function ballOnDisc(facts: VisualFacts, sureLine: number): NounScore | undefined {
  if (!roundSilhouette(facts)) {
    return undefined;
  }
  const views = [...(facts.imagenet?.crop ?? []), ...(facts.imagenet?.frame ?? [])];
  const balls = views.filter((s) => s.id === 'ball' || isUnder(s.id, 'ball'));
  const ball = balls.filter((s) => s.id === 'ball').sort((a, b) => b.p - a.p)[0];
  if (!ball || ball.p < BALL_ON_DISC) {
    return undefined;
  }
  return balls.filter((s) => s.id !== 'ball' && s.p >= sureLine).sort((a, b) => b.p - a.p)[0] ?? ball;
}
