import { describe, expect, it } from 'vitest';
import { colourName, PALETTE } from './palette.ts';

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
      const forms = new Set([colourName(key, 'fr', 'm'), colourName(key, 'fr', 'f'), colourName(key, 'fr', 'm', 'plural'), colourName(key, 'fr', 'f', 'plural')]);
      expect(forms.size, key).toBe(1);
    }
    expect(colourName('brown', 'fr', 'f', 'plural')).toBe('marron');
  });

  it('agrees regular French colours in gender and number', () => {
    expect(colourName('black', 'fr', 'f', 'plural')).toBe('noires');
    expect(colourName('white', 'fr', 'f')).toBe('blanche');
    expect(colourName('grey', 'fr', 'm', 'plural')).toBe('gris');
    expect(colourName('grey', 'fr', 'f', 'plural')).toBe('grises');
    expect(colourName('purple', 'fr', 'f')).toBe('violette');
    expect(colourName('pink', 'fr', 'm', 'plural')).toBe('roses');
    expect(colourName('navy', 'en')).toBe('navy');
  });
});
