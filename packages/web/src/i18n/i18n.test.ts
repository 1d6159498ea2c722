import { describe, expect, it } from 'vitest';
import { defineMessages } from './define-messages.ts';
import { langFromPath, normalizePath } from './lang-path.ts';

describe('langFromPath', () => {
  it('is French only for /fr and paths below it', () => {
    expect(langFromPath('/fr')).toBe('fr');
    expect(langFromPath('/fr/tarifs')).toBe('fr');
    expect(langFromPath('/')).toBe('en');
    expect(langFromPath('/francais')).toBe('en');
    expect(langFromPath('/support')).toBe('en');
  });

  it('normalizes trailing slashes and queries', () => {
    expect(normalizePath('/support/')).toBe('/support');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/fr?x=1')).toBe('/fr');
  });
});

describe('defineMessages', () => {
  it('keeps both halves and their functions', () => {
    const m = defineMessages({
      en: { hello: 'Hello', count: (n: number) => `${n} images` },
      fr: { hello: 'Bonjour', count: (n: number) => `${n} images` },
    });
    expect(m.fr.hello).toBe('Bonjour');
    expect(m.en.count(3)).toBe('3 images');
  });

  it('rejects a French half with a missing or extra key at compile time', () => {
    // The assertions are the @ts-expect-error lines: `tsc -p packages/web` fails if they stop being errors.
    const missing = defineMessages({
      en: { a: 'A', b: 'B' },
      // @ts-expect-error b is missing in French
      fr: { a: 'A' },
    });
    defineMessages({
      en: { a: 'A' },
      // @ts-expect-error c does not exist in English
      fr: { a: 'A', c: 'C' },
    });
    defineMessages({
      en: { list: [{ q: 'Q', a: 'A' }] },
      // @ts-expect-error nested records keep their keys
      fr: { list: [{ q: 'Q' }] },
    });
    // At run time the helper is the identity: no key is invented to paper over the gap.
    expect(Object.keys(missing.fr)).toEqual(['a']);
  });
});
