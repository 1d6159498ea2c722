import { describe, expect, it } from 'vitest';
import { IMAGENET_CLASS_NOUNS } from './class-nouns.generated.ts';
import { isUnder, nounDepth, nounRoot, nounScores } from './noun-scores.ts';

const LABELS = ['folding chair', 'rocking chair', 'barber chair', 'studio couch', 'soccer ball', 'analog clock', 'digital watch'];
const INDEX: Record<string, number> = {
  'folding chair': 560,
  'rocking chair': 766,
  'barber chair': 424,
  'studio couch': 832,
  'soccer ball': 806,
  'analog clock': 410,
  'digital watch': 532,
};

function probs(entries: Record<string, number>): Float32Array {
  const p = new Float32Array(1001);
  for (const [label, v] of Object.entries(entries)) {
    p[INDEX[label] ?? 0] = v;
  }
  return p;
}

describe('nounScores: class probabilities summed up the WordNet chains', () => {
  it('knows the classes it is tested with', () => {
    for (const label of LABELS) {
      expect(IMAGENET_CLASS_NOUNS[INDEX[label] ?? 0]?.length, label).toBeGreaterThan(0);
    }
  });

  it('makes three unsure chairs one sure chair, a seat and a piece of furniture', () => {
    const scores = nounScores(probs({ 'folding chair': 0.3, 'rocking chair': 0.3, 'barber chair': 0.2, 'studio couch': 0.1 }));
    const p = (id: string): number => scores.find((s) => s.id === id)?.p ?? 0;
    expect(p('chair')).toBeCloseTo(0.8, 3);
    expect(p('seat')).toBeCloseTo(0.9, 3);
    expect(p('furniture')).toBeCloseTo(0.9, 3);
    expect(p('sofa')).toBeCloseTo(0.1, 3);
    expect(nounDepth('chair')).toBeGreaterThan(nounDepth('seat'));
    expect(nounDepth('seat')).toBeGreaterThan(nounDepth('furniture'));
  });

  it('keeps clocks and watches apart, and balls under ball', () => {
    const scores = nounScores(probs({ 'analog clock': 0.5, 'digital watch': 0.4, 'soccer ball': 0.1 }));
    expect(scores.map((s) => s.id)).toEqual(expect.arrayContaining(['clock', 'watch', 'ball']));
    expect(nounRoot('watch')).not.toBe(nounRoot('clock'));
    expect(nounRoot('chair')).toBe('furniture');
  });

  it('drops nouns under 5 % and keeps at most 12', () => {
    expect(nounScores(probs({ 'soccer ball': 0.04 }))).toEqual([]);
    const flat = new Float32Array(1001).fill(1 / 1001);
    expect(nounScores(flat).length).toBeLessThanOrEqual(12);
  });

  it('knows which nouns sit above which', () => {
    expect(isUnder('swim_cap', 'hat')).toBe(true);
    expect(isUnder('chair', 'furniture')).toBe(true);
    expect(isUnder('hat', 'swim_cap')).toBe(false);
    expect(isUnder('chair', 'chair')).toBe(false);
  });
});
