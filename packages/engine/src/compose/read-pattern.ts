/**
 * The pattern a packshot's pixels show (issue 22, item 6): striped, checked or printed, from the texture measured in
 * the product region (facts/colour/pattern.ts) and a model fitted on the training photos whose titles state it
 * (npm run train:pattern). Written only above the line that kept 85 % of the words right out-of-fold; "plain" is
 * never written (it is what a reader assumes).
 */
import type { TextureFacts } from '../types.ts';
import { PATTERN_MODEL } from './pattern.model.ts';

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

function probabilities(t: TextureFacts): number[] {
  const x = textureVector(t);
  const K = PATTERN_CLASSES.length;
  const D = x.length;
  const z = Array.from({ length: K }, (_, k) =>
    x.reduce((s, v, j) => s + v * (PATTERN_MODEL.weights[k * D + j] ?? 0), PATTERN_MODEL.bias[k] ?? 0),
  );
  const max = Math.max(...z);
  const e = z.map((v) => Math.exp(v - max));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / sum);
}

export function seenPattern(texture: TextureFacts | undefined): SeenPattern | undefined {
  if (!texture) {
    return undefined;
  }
  const p = probabilities(texture);
  const best = p.indexOf(Math.max(...p));
  const id = PATTERN_CLASSES[best];
  if (!id || id === 'plain') {
    return undefined;
  }
  const line = (PATTERN_MODEL.lines as Record<string, number>)[id] ?? 1;
  return (p[best] ?? 0) >= line ? id : undefined;
}
