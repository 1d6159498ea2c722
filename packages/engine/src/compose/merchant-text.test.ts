import { describe, expect, it } from 'vitest';
import { foreignScript, merchantWrote } from './merchant-text.ts';

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

describe('merchantWrote', () => {
  it('counts a title or description only when the engine can read it', () => {
    expect(merchantWrote({ title: 'Red tote bag' })).toBe(true);
    expect(merchantWrote({ title: '  ', description: 'A tote in red canvas' })).toBe(true);
    expect(merchantWrote({ title: 'червона сумка' })).toBe(false);
    expect(merchantWrote({ title: 'червона сумка', description: 'Sac en toile rouge' })).toBe(true);
    expect(merchantWrote({})).toBe(false);
  });
});
