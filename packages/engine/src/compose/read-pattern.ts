/**
 * The pattern a product's pixels show (issue 22, item 6): striped, checked or printed, from the texture measured in
 * the product region of a packshot, or the torso of a model shot (facts/colour/pattern.ts), and a model fitted on the
 * training photos of that kind whose titles state it (npm run train:pattern, with --worn for model shots). Written
 * only above the line that kept 85 % of the words right out-of-fold and gave the word to at most 1.5 % of the plain
 * products; "plain" is never written (it is what a reader assumes).
 */
import type { TextureFacts } from '../types.ts';
import { PATTERN_MODEL } from './pattern.model.ts';

export interface PatternModel {
  weights: readonly number[];
  bias: readonly number[];
  lines: Readonly<Record<string, number>>;
}

export const PATTERN_CLASSES = ['plain', 'striped', 'checked', 'printed'] as const;
export type SeenPattern = Exclude<(typeof PATTERN_CLASSES)[number], 'plain'>;

export function textureVector(t: TextureFacts): number[] {
  return [
    t.spread * 4,
    t.edges * 4,
    t.rows,
    t.cols,
    Math.max(t.rows, t.cols),
    Math.min(t.rows, t.cols),
    t.repeat,
    t.direction,
    t.fill,
    Math.sqrt(t.edges * t.spread) * 4,
    t.offColour,
    t.offColour * t.edges * 4,
  ];
}

function probabilities(t: TextureFacts, model: PatternModel): number[] {
  const x = textureVector(t);
  const K = PATTERN_CLASSES.length;
  const D = x.length;
  const z = Array.from({ length: K }, (_, k) => x.reduce((s, v, j) => s + v * (model.weights[k * D + j] ?? 0), model.bias[k] ?? 0));
  const max = Math.max(...z);
  const e = z.map((v) => Math.exp(v - max));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / sum);
}

export function seenPattern(texture: TextureFacts | undefined, model: PatternModel = PATTERN_MODEL): SeenPattern | undefined {
  if (!texture) {
    return undefined;
  }
  const p = probabilities(texture, model);
  const best = p.indexOf(Math.max(...p));
  const id = PATTERN_CLASSES[best];
  if (!id || id === 'plain') {
    return undefined;
  }
  const line = model.lines[id] ?? 1;
  return (p[best] ?? 0) >= line ? id : undefined;
}
