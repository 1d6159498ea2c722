import { describe, expect, it } from 'vitest';
import type { NounScore, VisualFacts } from '../types.ts';
import { nounDepth } from '../facts/imagenet/noun-scores.ts';
import { makeFacts } from '../testing/make-facts.ts';
import { composeAlt } from './compose.ts';
import { nounById } from './lexicon/index.ts';
import { OID_NOUNS, oidSubject } from './oid-subject.ts';
import { pixelSubject } from './pixel-subject.ts';

type Oid = NonNullable<VisualFacts['oid']>[number];
const seen = (entries: Record<string, number>): NounScore[] => Object.entries(entries).map(([id, p]) => ({ id, p, depth: nounDepth(id) }));
const LINE = 0.6;
const chair = (score: number, box: Oid['box'] = [0.1, 0.05, 0.8, 0.9]): Oid => ({ label: 'Chair', score, box });
const packshot = (oid: Oid[], over: Parameters<typeof makeFacts>[0] = {}) =>
  makeFacts({ productBox: [0.12, 0.06, 0.76, 0.88], oid, ...over });

describe('the Open Images detector names the product (issue 22)', () => {
  it('names the detection that is the product, over its line', () => {
    expect(oidSubject(packshot([chair(0.86)]), LINE)?.noun.id).toBe('chair');
    expect(oidSubject(packshot([chair(0.5)]), LINE)).toBeUndefined();
    // A small chair beside the product is not the product.
    expect(oidSubject(packshot([chair(0.9, [0.8, 0.8, 0.1, 0.1])]), LINE)).toBeUndefined();
    // Labels with no shop noun name nothing.
    expect(oidSubject(packshot([{ label: 'Box', score: 0.95, box: [0.1, 0.05, 0.8, 0.9] }]), LINE)).toBeUndefined();
  });

  it('leaves model shots alone (it sees the model’s shoes, not the garment sold)', () => {
    const model = packshot([{ label: 'Footwear', score: 0.95, box: [0.1, 0.05, 0.8, 0.9] }], { imageType: 'model' });
    expect(oidSubject(model, LINE)).toBeUndefined();
  });

  it('says footwear as a pair of shoes, after the fashion head’s confirmed guess would name it finely', () => {
    const shoes = packshot([{ label: 'Footwear', score: 0.72, box: [0.1, 0.05, 0.8, 0.9] }], { colour: 'white' });
    expect(oidSubject(shoes, LINE)).toMatchObject({ label: 'Footwear', fashion: true });
    expect(composeAlt(shoes, { language: 'en' }).altTag).toMatch(/^Pair of white shoes|^White pair of shoes/);
    expect(composeAlt(shoes, { language: 'fr' }).altTag).toMatch(/^Paire de chaussures blanches?/);
  });

  it('names a chair the classifier reads only as unsure furniture, in both languages', () => {
    const facts = packshot([chair(0.86)], { colour: 'yellow', imagenet: { frame: seen({ furniture: 0.44, seat: 0.4, chair: 0.4 }) } });
    expect(pixelSubject(facts, undefined, LINE)).toMatchObject({ source: 'seen', oid: 'Chair', p: 0.86 });
    expect(composeAlt(facts, { language: 'en' }).altTag).toMatch(/^Yellow chair/);
    expect(composeAlt(facts, { language: 'fr' }).altTag).toMatch(/^Chaise jaune/);
  });

  it('refines the classifier’s sure "furniture" into its chair, and never overrules the fashion head', () => {
    const sure = packshot([chair(0.8)], { imagenet: { frame: seen({ furniture: 0.95 }) } });
    expect(pixelSubject(sure, undefined, LINE)?.noun.id).toBe('chair');
    const head = packshot([chair(0.8)], { category: { fine: 'heels', group: 'shoes', probability: 0.9, gateScore: 0.9 } });
    expect(pixelSubject(head, undefined, LINE)?.source).toBe('category');
  });

  it('refines the classifier’s sure kind with a box that covers less of a product box widened by a table edge', () => {
    // Vendure's instant camera: the product box takes in the table, the camera's box covers 0.46 of it.
    const camera = (score: number): Oid => ({ label: 'Camera', score, box: [0.31, 0.43, 0.4, 0.48] });
    const facts = (oid: Oid, frame: Record<string, number>): VisualFacts =>
      makeFacts({ productBox: [0.29, 0.45, 0.71, 0.55], oid: [oid], colour: 'black', imagenet: { frame: seen(frame) } });
    const device = facts(camera(0.8), { electronic_device: 0.97 });
    expect(oidSubject(device, LINE)).toBeUndefined();
    expect(pixelSubject(device, undefined, LINE)?.noun.id).toBe('camera');
    expect(composeAlt(device, { language: 'fr' }).altTag).toMatch(/^Appareil photo noir/);
    // The looser box names no other kind than the classifier's, nor a detection under the line.
    expect(pixelSubject(facts(camera(0.8), { furniture: 0.97 }), undefined, LINE)?.noun.id).toBe('furniture');
    expect(pixelSubject(facts(camera(0.5), { electronic_device: 0.97 }), undefined, LINE)?.noun.id).toBe('electronic_device');
  });
});

describe('every noun the Open Images detector can name has French (issue 22 item 5)', () => {
  it.each(Object.entries(OID_NOUNS))('%s → %s, with French singular, plural and gender', (_label, id) => {
    const noun = nounById(id);
    expect(noun?.id).toBe(id);
    expect(noun?.fr.sg.trim()).not.toBe('');
    expect(noun?.fr.pl.trim()).not.toBe('');
    expect(['m', 'f']).toContain(noun?.fr.g);
  });
});
