import { describe, expect, it } from 'vitest';
import { checkAlt, passesHardRules, type RuleId } from './check-alt.ts';

const en = { language: 'en' as const };
const fr = { language: 'fr' as const };

describe('checkAlt', () => {
  it('passes a good alt in each language with a full score', () => {
    expect(checkAlt('Black leather sneakers worn by a model on a city street', en)).toEqual({ violations: [], score: 100 });
    expect(checkAlt('Baskets noires en cuir portées par un mannequin', fr)).toEqual({ violations: [], score: 100 });
  });

  it.each<[string, RuleId, object]>([
    ['Image of a red dress on a white background', 'redundant-prefix', en],
    ['Photo of a red dress on a white background', 'redundant-prefix', en],
    ["Photo d'une robe rouge sur fond blanc", 'redundant-prefix', fr],
    ['Image de robe rouge sur fond blanc', 'redundant-prefix', fr],
    ['Red dress with the text "SALE" on a white background', 'quotes', en],
    ['Robe rouge avec le texte « SOLDES » sur fond blanc', 'quotes', fr],
    ['**Red dress** on a white background', 'markdown', en],
    ['Red dress on a white\nbackground', 'line-break', en],
    ['IMG_2034.jpg', 'file-name', en],
    ['red-dress-summer-2024.png', 'file-name', en],
    ['Red dress from https://shop.example.com on white', 'url', en],
    ['Red dress on a white backgro-', 'cut-mid-word', en],
    ['Red dress on a white background…', 'cut-mid-word', en],
    ['Red Summer Dress', 'same-as-title', { ...en, title: 'Red summer dress' }],
    ['Robe rouge portée par un mannequin sur fond blanc', 'language-mismatch', en],
    ['Red dress worn by a model on a white background', 'language-mismatch', fr],
    [
      'Red dress, summer dress, cheap dress, best dress',
      'keyword-stuffing',
      { ...en, keywords: ['summer dress', 'cheap dress', 'best dress'] },
    ],
    ['Summer red dress for summer on a white background', 'keyword-stuffing', { ...en, keywords: ['summer'] }],
    ['Red Nike sneakers on a white background', 'unseen-brand', en],
    ['Red cap', 'too-short', en],
  ])('flags %j as %s', (alt, rule, ctx) => {
    const r = checkAlt(alt, ctx as typeof en);
    expect(r.violations).toContain(rule);
    expect(r.score).toBeLessThan(100);
  });

  it('accepts a brand the title or the text in the image names', () => {
    expect(checkAlt('Red Nike sneakers on a white background', { ...en, title: 'Nike Air Max' }).violations).toEqual([]);
    expect(checkAlt('Red Nike sneakers on a white background', { ...en, visibleText: ['NIKE'] }).violations).toEqual([]);
  });

  it('enforces the configured maximum length', () => {
    const alt = 'Black leather sneakers worn by a model walking on a busy city street at dusk';
    expect(checkAlt(alt, { ...en, maxLength: 125 }).violations).toEqual([]);
    expect(checkAlt(alt, { ...en, maxLength: 60 }).violations).toEqual(['too-long']);
    expect(checkAlt('a'.repeat(126), en).violations).toContain('too-long');
  });

  it('accepts an empty alt only for a decorative image', () => {
    expect(checkAlt('', { ...en, decorative: true })).toEqual({ violations: [], score: 100 });
    expect(checkAlt('', en)).toEqual({ violations: ['empty'], score: 0 });
  });

  it('accepts French apostrophes and a keyword the title already contains', () => {
    const r = checkAlt("Boucles d'oreilles dorées sur fond blanc", { ...fr, keywords: ['dorées'] });
    expect(r.violations).toEqual([]);
    expect(checkAlt('Sac cabas en cuir marron sur fond blanc', { ...fr, title: 'Sac cabas', keywords: ['sac'] }).violations).toEqual([]);
  });

  it('separates hard rules from quality rules', () => {
    expect(passesHardRules(checkAlt('Red Nike sneakers on a white background', en))).toBe(true);
    expect(passesHardRules(checkAlt('Image of red sneakers', en))).toBe(false);
  });
});
