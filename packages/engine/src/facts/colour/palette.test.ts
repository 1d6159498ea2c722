import { describe, expect, it } from 'vitest';
import { PALETTE, PALETTE_BY_KEY } from './palette.ts';
import { paletteIndex } from './name-pixels.ts';

/** A palette colour's French forms: masculine/feminine (m/f) × singular/plural (s/p). */
const fr = (key: string) => PALETTE_BY_KEY.get(key)?.fr;

describe('palette', () => {
  it('has unique keys, anchors and every French form', () => {
    expect(new Set(PALETTE.map((p) => p.key)).size).toBe(PALETTE.length);
    for (const p of PALETTE) {
      expect(p.anchors.length).toBeGreaterThan(0);
      expect(p.en).not.toBe('');
      for (const form of [p.fr.ms, p.fr.fs, p.fr.mp, p.fr.fp]) {
        expect(form).toMatch(/^[a-zàâçéèêëîïôûùüÿ ]+$/);
      }
    }
  });

  it('keeps noun-derived and compound colours invariable in French', () => {
    for (const key of ['brown', 'orange', 'khaki', 'burgundy', 'navy', 'light-blue']) {
      const forms = new Set([fr(key)?.ms, fr(key)?.fs, fr(key)?.mp, fr(key)?.fp]);
      expect(forms.size, key).toBe(1);
    }
    expect(fr('brown')?.fp).toBe('marron');
  });

  it('agrees regular French colours in gender and number', () => {
    expect(fr('black')?.fp).toBe('noires');
    expect(fr('white')?.fs).toBe('blanche');
    expect(fr('grey')?.mp).toBe('gris');
    expect(fr('grey')?.fp).toBe('grises');
    expect(fr('purple')?.fs).toBe('violette');
    expect(fr('pink')?.mp).toBe('roses');
    expect(PALETTE_BY_KEY.get('navy')?.en).toBe('navy');
  });
});

describe('pixel naming', () => {
  const name = (r: number, g: number, b: number): string | undefined => PALETTE[paletteIndex(r, g, b)]?.key;

  it('names mint and sage green, and keeps turquoise for blue-green', () => {
    // Measured on mint tops (Magento's "green" Luma tees): they were turquoise before CSS's pastel greens.
    expect(name(137, 208, 178)).toBe('green');
    expect(name(155, 224, 195)).toBe('green');
    expect(name(143, 188, 143)).toBe('green');
    expect(name(55, 168, 176)).toBe('turquoise');
  });
});
