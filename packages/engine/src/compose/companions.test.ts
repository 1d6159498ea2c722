import { describe, expect, it } from 'vitest';
import { companionsOf } from './companions.ts';
import { cocoNoun, nounById, type Noun } from './lexicon/index.ts';

const coco = (label: string): Noun => {
  const noun = cocoNoun(label);
  if (!noun) {
    throw new Error(`no COCO noun ${label}`);
  }
  return noun;
};
const lex = (id: string): Noun => {
  const noun = nounById(id);
  if (!noun) {
    throw new Error(`no lexicon noun ${id}`);
  }
  return noun;
};
const item = (noun: Noun, area: number, count = 1) => ({ noun, count, area });

describe('companionsOf', () => {
  it('takes the largest detection for the product under another name (a monitor read as a tv)', () => {
    const scene = [item(coco('tv'), 0.48), item(coco('keyboard'), 0.1), item(coco('mouse'), 0.02)];
    expect(companionsOf(scene, lex('monitor')).map((c) => c.noun.id)).toEqual(['keyboard', 'mouse']);
  });

  it('keeps a largest detection that cannot be the product: the potted plant on a desk', () => {
    const scene = [item(coco('potted plant'), 0.07)];
    expect(companionsOf(scene, lex('desk')).map((c) => c.noun.id)).toEqual(['potted plant']);
  });

  it('then leaves out a smaller detection of the product’s own kind (the desk read as a dining table)', () => {
    const scene = [item(coco('potted plant'), 0.07), item(coco('dining table'), 0.05)];
    expect(companionsOf(scene, lex('desk')).map((c) => c.noun.id)).toEqual(['potted plant']);
  });

  it('drops the largest detection when a kind is unknown, and never names people', () => {
    const scene = [item(coco('clock'), 0.02), item(coco('person'), 0.01)];
    // No kind places a bracelet; an armchair is furniture, so the clock beside it is a companion.
    expect(companionsOf(scene, lex('bracelet'))).toEqual([]);
    expect(companionsOf(scene, lex('armchair')).map((c) => c.noun.id)).toEqual(['clock']);
  });

  it('takes a largest detection of another kind for the product when the classifier reads the product’s kind', () => {
    const scene = [item(coco('vase'), 0.05)];
    const reads = (kinds: Record<string, number>) => (kind: string) => kinds[kind] ?? 0;
    // A lampshade the detector calls a vase, the classifier a lamp.
    expect(companionsOf(scene, lex('lampshade'), reads({ lamp: 0.55 }))).toEqual([]);
    // Where the classifier reads the vase's kind too, the vase stands beside the lamp.
    expect(companionsOf(scene, lex('lampshade'), reads({ lamp: 0.55, container: 0.4 })).map((c) => c.noun.id)).toEqual(['vase']);
  });
});
