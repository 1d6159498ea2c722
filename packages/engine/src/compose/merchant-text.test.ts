import { describe, expect, it } from 'vitest';
import { foreignScript, merchantNamesProduct } from './merchant-text.ts';

describe('foreignScript', () => {
  it('reads Cyrillic, Greek and Chinese titles as another script', () => {
    expect(foreignScript('світшот з довгим рукавом і кишенею')).toBe(true);
    expect(foreignScript('Nike світшот з довгим рукавом')).toBe(true);
    expect(foreignScript('Μπλε φόρεμα')).toBe(true);
    expect(foreignScript('红色连衣裙')).toBe(true);
  });

  it('keeps Latin titles, accents and a few foreign letters included', () => {
    expect(foreignScript('Chaise Émile en chêne')).toBe(false);
    expect(foreignScript('Straße Jacket')).toBe(false);
    expect(foreignScript('Omega Ω Watch')).toBe(false);
    expect(foreignScript('4-pack 150 ml')).toBe(false);
    expect(foreignScript(undefined)).toBe(false);
  });
});

describe('merchantNamesProduct', () => {
  it('is true only when a readable title or description names the product', () => {
    expect(merchantNamesProduct({ title: 'Red tote bag' })).toBe(true);
    expect(merchantNamesProduct({ title: 'Nadia Elements', description: 'A light shell jacket for wet runs.' })).toBe(true);
    expect(merchantNamesProduct({ title: 'Nadia Elements Shell' })).toBe(false);
    expect(merchantNamesProduct({ title: 'Oliver' })).toBe(false);
    expect(merchantNamesProduct({ title: 'червона сумка' })).toBe(false);
    expect(merchantNamesProduct({})).toBe(false);
  });
});
