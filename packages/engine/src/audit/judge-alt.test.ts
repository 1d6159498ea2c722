import { describe, expect, it } from 'vitest';
import { frenchTypographyIssues } from '../../../web/src/i18n/typography.ts';
import { judgeAlt, type JudgeInput } from './judge-alt.ts';
import { REASON_WORDS } from './reasons.ts';

function ids(input: Partial<JudgeInput> & Pick<JudgeInput, 'alt'>): string[] {
  return judgeAlt({ language: 'en', ...input }).reasons.map((r) => r.id);
}

describe('judgeAlt rules', () => {
  it('missing, empty and decorative', () => {
    expect(judgeAlt({ alt: undefined, language: 'en' })).toMatchObject({ verdict: 'replace', reasons: [{ id: 'missing' }] });
    expect(ids({ alt: null, decorative: true })).toEqual(['missing']);
    expect(ids({ alt: '  ' })).toEqual(['empty_informative']);
    expect(judgeAlt({ alt: '', language: 'fr', decorative: true })).toEqual({ verdict: 'keep', reasons: [] });
    expect(ids({ alt: 'Blue floral divider', decorative: true })).toEqual(['text_on_decorative']);
  });

  it('file names, URLs and product codes', () => {
    expect(ids({ alt: 'IMG_1234.jpg' })).toEqual(['file_name']);
    expect(ids({ alt: 'https://shop.example/p/1' })).toEqual(['file_name']);
    expect(ids({ alt: '24-WB07' })).toEqual(['file_name']);
    expect(ids({ alt: 'SKU 88123' })).toEqual(['file_name']);
    expect(ids({ alt: 'wb07 brown 0', fileName: 'wb07-brown-0.jpg' })).toEqual(['file_name']);
    expect(ids({ alt: 'Brown duffle bag with two leather handles' })).toEqual([]);
    expect(ids({ alt: 'Size 42 running shoes in white mesh' })).toEqual([]);
  });

  it('generic words replace, an "Image of" opening improves', () => {
    expect(judgeAlt({ alt: 'Photo du produit', language: 'fr' }).verdict).toBe('replace');
    expect(ids({ alt: 'visuel', language: 'fr' })).toEqual(['generic']);
    expect(ids({ alt: 'Product image 2' })).toEqual(['generic']);
    expect(judgeAlt({ alt: 'Image of a brown duffle bag on a white background', language: 'en' })).toMatchObject({
      verdict: 'improve',
      reasons: [{ id: 'generic' }],
    });
    expect(ids({ alt: 'Camera on a tripod in a photo studio' })).toEqual([]);
  });

  it('duplicate, too long, stuffing, language, title', () => {
    expect(ids({ alt: 'White sneakers', sameAltOnOtherImages: true })).toEqual(['duplicate']);
    expect(ids({ alt: `A ${'very '.repeat(25)}long description` })).toContain('too_long');
    expect(ids({ alt: 'Black leather bag with a gold clasp, shown open and closed' })).toEqual([]);
    expect(ids({ alt: 'bag, leather bag, cheap bag, best bag online' })).toEqual(['keyword_stuffing']);
    expect(ids({ alt: 'Sac de voyage en cuir marron avec deux poignées' })).toEqual(['wrong_language']);
    expect(ids({ alt: 'Sac de voyage en cuir marron avec deux poignées', language: 'fr' })).toEqual([]);
    expect(ids({ alt: 'Overnight duffle', title: 'Overnight Duffle' })).toEqual(['title_only']);
    expect(ids({ alt: 'Overnight duffle in brown leather on a white background', title: 'Overnight Duffle' })).toEqual([]);
  });
});

describe('reason words', () => {
  it('every reason reads as French in French and as US English in English', () => {
    const sample: Record<keyof typeof REASON_WORDS, unknown[]> = {
      missing: [],
      empty_informative: [],
      text_on_decorative: [],
      file_name: ['sku'],
      generic: ['image', true],
      duplicate: [],
      too_long: [130, 125],
      keyword_stuffing: [],
      wrong_language: ['fr', 'en'],
      title_only: [],
      contradicts_picture: [
        { en: 'bag', fr: 'sac' },
        { en: 'chair', fr: 'chaise' },
      ],
    };
    for (const [id, args] of Object.entries(sample)) {
      const words = (REASON_WORDS[id as keyof typeof REASON_WORDS] as (...a: unknown[]) => { en: string; fr: string })(...args);
      expect(frenchTypographyIssues(words.fr), `${id}: ${words.fr}`).toEqual([]);
      expect(words.en).not.toMatch(/colour|grey/);
      expect(words.fr).not.toBe(words.en);
    }
  });
});
