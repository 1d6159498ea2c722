import { describe, expect, it } from 'vitest';
import { kindOf, otherKind } from './noun-kind.ts';
import { cocoNoun, nounById, type Noun } from './lexicon/index.ts';

const coco = (label: string): Noun => cocoNoun(label) ?? { ...(nounById('desk') as Noun), id: `missing ${label}` };
const lex = (id: string): Noun => nounById(id) ?? { ...(nounById('desk') as Noun), id: `missing ${id}` };

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
