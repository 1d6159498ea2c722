import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMAGENET_CLASS_NOUNS, IMAGENET_NOUN_LEVELS } from '../../src/facts/imagenet/class-nouns.generated.ts';
import { LABELS_PATH, OUTPUT_PATH, buildImagenetNouns, nounChain, nounLevels } from './build-imagenet-nouns.ts';
import { NOUN_PARENT } from './shopper-nouns.ts';
import { WORDNET_DIR, parseDataLine, parseIndexLine } from './wordnet-db.ts';

const HAVE_WORDNET = existsSync(join(WORDNET_DIR, 'data.noun'));
const HAVE_LABELS = existsSync(LABELS_PATH);

describe('WordNet reader', () => {
  it('parses a data.noun line: offset, lemmas, @ and @i hypernyms', () => {
    const line =
      '04099969 06 n 02 rocking_chair 0 rocker 0 003 @ 03001627 n 0000 ~ 04103491 n 0000 @i 09999999 n 0000 | a chair mounted on rockers  ';
    expect(parseDataLine(line)).toEqual({
      offset: '04099969',
      lemmas: ['rocking chair', 'rocker'],
      hypernyms: ['03001627', '09999999'],
      lexFile: '06',
      gloss: 'a chair mounted on rockers',
    });
    expect(parseDataLine('  1 This software and database is being provided')).toBeUndefined();
  });

  it('parses an index.noun line into its synset offsets in sense order', () => {
    expect(parseIndexLine('chair n 5 4 @ ~ %p + 5 2 03001627 00598056 10468962 03271030 03002096  ')).toEqual({
      lemma: 'chair',
      offsets: ['03001627', '00598056', '10468962', '03271030', '03002096'],
    });
  });
});

describe('noun tree', () => {
  it('gives levels by depth and chains finest first', () => {
    const levels = nounLevels(NOUN_PARENT);
    expect(levels.get('furniture')).toBe(0);
    expect(levels.get('chair')).toBe(2);
    expect(nounChain('chair', NOUN_PARENT)).toEqual(['chair', 'seat', 'furniture']);
  });
});

describe('committed ImageNet class → noun table', () => {
  // Index = model output (0 = background); the names are the labels file's first names.
  const spot: [number, string, string][] = [
    [560, 'folding chair', 'chair'],
    [832, 'studio couch', 'sofa'],
    [806, 'soccer ball', 'ball'],
    [410, 'analog clock', 'clock'],
    [532, 'digital watch', 'watch'],
    [208, 'golden retriever', 'dog'],
    [964, 'pizza', 'pizza'],
    [621, 'laptop', 'computer'],
    [415, 'backpack', 'bag'],
    [771, 'running shoe', 'footwear'],
  ];

  it.each(spot)('class %i (%s) names %s', (index, name, noun) => {
    if (HAVE_LABELS) {
      const labels = readFileSync(LABELS_PATH, 'utf8').split('\n');
      expect(labels[index]?.split(', ')[0]).toBe(name);
    }
    expect(IMAGENET_CLASS_NOUNS[index]).toContain(noun);
  });

  it('keeps analog clock and digital watch apart, and the chair chain in order', () => {
    expect(IMAGENET_CLASS_NOUNS[410]).not.toContain('watch');
    expect(IMAGENET_CLASS_NOUNS[532]).not.toContain('clock');
    expect(IMAGENET_CLASS_NOUNS[560]).toEqual(['chair', 'seat', 'furniture']);
  });

  it('has 1001 entries, none for the background, each chain from finer to coarser', () => {
    expect(IMAGENET_CLASS_NOUNS).toHaveLength(1001);
    expect(IMAGENET_CLASS_NOUNS[0]).toEqual([]);
    for (const chain of IMAGENET_CLASS_NOUNS) {
      const levels = chain.map((n) => IMAGENET_NOUN_LEVELS[n]);
      expect(levels.every((l) => l !== undefined)).toBe(true);
      expect(levels).toEqual([...levels].sort((a, b) => (b ?? 0) - (a ?? 0)));
      expect(chain.at(-1) === undefined || IMAGENET_NOUN_LEVELS[chain.at(-1) ?? ''] === 0).toBe(true);
    }
  });
});

describe('generated == committed', () => {
  if (!HAVE_WORDNET || !HAVE_LABELS) {
    const missing = !HAVE_WORDNET ? `${WORDNET_DIR}/data.noun (apt-get install wordnet-base)` : LABELS_PATH;
    it.skip(`SKIPPED: ${missing} is missing, cannot regenerate the table`, () => undefined);
    return;
  }
  it('regenerating from WordNet gives the committed class-nouns.generated.ts', async () => {
    const table = await buildImagenetNouns();
    expect(table.source).toBe(readFileSync(OUTPUT_PATH, 'utf8'));
    expect(table.redundantOverrides).toEqual([]);
  }, 60_000);
});
