import { describe, expect, it } from 'vitest';
import { kindOf, otherKind } from './noun-kind.ts';
import { cocoNoun, nounById, type Noun } from './lexicon/index.ts';

/** A lexicon noun the test needs: its absence is a failure, never a stand-in that would pass for the wrong reason. */
function must(noun: Noun | undefined, name: string): Noun {
  if (!noun) {
    throw new Error(`no lexicon noun ${name}`);
  }
  return noun;
}
const coco = (label: string): Noun => must(cocoNoun(label), label);
const lex = (id: string): Noun => must(nounById(id), id);

describe('kindOf', () => {
  it('reads a COCO label’s product group, else the classifier’s WordNet root', () => {
    expect(kindOf(coco('couch'))).toBe('furniture');
    expect(kindOf(coco('potted plant'))).toBe('plant');
    expect(kindOf(lex('desk'))).toBe('furniture');
    expect(kindOf(lex('monitor'))).toBe('electronic_device');
  });

  it('places a lexicon noun outside both by its own word’s WordNet root (noun-roots.generated.ts)', () => {
    expect(kindOf(lex('armchair'))).toBe('furniture');
    expect(kindOf(lex('bedside_table'))).toBe('furniture');
    expect(kindOf(lex('tank_top'))).toBe('clothing');
    // The word's first sense is a person ("boxer", "jogger"): the walk takes its first made thing instead.
    expect(kindOf(lex('boxer_shorts'))).toBeUndefined();
    expect(kindOf(lex('track_pants'))).toBe('clothing');
  });

  it('knows no kind for a noun none of them places (a bracelet)', () => {
    expect(kindOf(lex('bracelet'))).toBeUndefined();
  });
});

describe('otherKind', () => {
  it('holds only when both kinds are known and differ', () => {
    expect(otherKind(coco('potted plant'), lex('desk'))).toBe(true);
    expect(otherKind(coco('couch'), lex('sofa'))).toBe(false);
    expect(otherKind(coco('clock'), lex('bracelet'))).toBe(false);
    expect(otherKind(coco('clock'), lex('bedside_table'))).toBe(true);
  });
});
