import { describe, expect, it } from 'vitest';
import { britishSpellings, frenchTypographyIssues, NNBSP } from './typography.ts';

/** Every dictionary: `defineMessages` modules ({ en, fr }) and the French-only page contents (*.content.ts). */
const modules = import.meta.glob<Record<string, unknown>>(['../**/*messages*.ts', '../**/*.content.ts', '!../**/*.test.ts'], {
  eager: true,
});

/** Every string a message can produce; functions are called with sample counts, then sample words. */
function texts(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    out.push(value);
  } else if (typeof value === 'function') {
    const message = value as (...args: unknown[]) => unknown;
    out.push(String(message(3, 3, 3)), String(message('photo', 'photo', 'photo')));
  } else if (Array.isArray(value)) {
    value.forEach((v) => texts(v, out));
  } else if (value && typeof value === 'object') {
    Object.values(value).forEach((v) => texts(v, out));
  }
  return out;
}

interface Text {
  file: string;
  text: string;
}

function byLanguage(): { en: Text[]; fr: Text[] } {
  const en: Text[] = [];
  const fr: Text[] = [];
  const from = (file: string, value: unknown) => texts(value).map((text) => ({ file, text }));
  for (const [file, mod] of Object.entries(modules)) {
    for (const value of Object.values(mod)) {
      if (value && typeof value === 'object' && 'en' in value && 'fr' in value) {
        en.push(...from(file, value.en));
        fr.push(...from(file, value.fr));
      } else if (file.endsWith('.content.ts')) {
        fr.push(...from(file, value));
      }
    }
  }
  return { en, fr };
}

describe('the rules', () => {
  it('catch each French mistake and pass the corrected text', () => {
    expect(frenchTypographyIssues("l'image : 25 % de « plus » et 10 000 images à 29 € ! Le e-commerce")).toHaveLength(8);
    expect(frenchTypographyIssues('Voir "le guide" ; ok? ok; ok: fin')).toHaveLength(4);
    const good = `l’image${NNBSP}: 25${NNBSP}% de «${NNBSP}plus${NNBSP}» et 10${NNBSP}000 images à 29${NNBSP}€${NNBSP}! L’e-commerce, https://x.fr/?a=1`;
    expect(frenchTypographyIssues(good)).toEqual([]);
  });

  it('catch British spellings and leave US ones alone', () => {
    expect(britishSpellings('Optimised catalogue colours, analysed at the centre, grey')).toEqual([
      'Optimised',
      'catalogue',
      'colours',
      'analysed',
      'centre',
      'grey',
    ]);
    expect(britishSpellings('Optimized catalog colors, analyzed at the center, gray; two analyses')).toEqual([]);
  });
});

describe('the web dictionaries', () => {
  const { en, fr } = byLanguage();

  it('are all scanned', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(15);
    expect(fr.length).toBeGreaterThan(300);
  });

  it('French follows French typography', () => {
    expect(fr.flatMap(({ file, text }) => frenchTypographyIssues(text).map((issue) => `${issue} | ${file} | ${text}`))).toEqual([]);
  });

  it('English uses US spelling only', () => {
    expect(en.flatMap(({ file, text }) => britishSpellings(text).map((word) => `${word} | ${file} | ${text}`))).toEqual([]);
  });
});
