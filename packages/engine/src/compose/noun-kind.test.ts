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

  it('knows no kind for a noun outside both (an armchair)', () => {
    expect(kindOf(lex('armchair'))).toBeUndefined();
  });
});

describe('otherKind', () => {
  it('holds only when both kinds are known and differ', () => {
    expect(otherKind(coco('potted plant'), lex('desk'))).toBe(true);
    expect(otherKind(coco('couch'), lex('sofa'))).toBe(false);
    expect(otherKind(coco('clock'), lex('armchair'))).toBe(false);
  });
});
