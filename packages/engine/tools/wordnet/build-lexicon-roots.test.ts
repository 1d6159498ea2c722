import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEXICON_NOUN_ROOTS } from '../../src/compose/lexicon/noun-roots.generated.ts';
import { nounById } from '../../src/compose/lexicon/index.ts';
import { LABELS_PATH } from './build-imagenet-nouns.ts';
import { ROOTS_OUTPUT_PATH, buildLexiconRoots } from './build-lexicon-roots.ts';
import { NOUN_PARENT } from './shopper-nouns.ts';
import { WORDNET_DIR } from './wordnet-db.ts';

const HAVE_WORDNET = existsSync(join(WORDNET_DIR, 'data.noun'));

describe('committed lexicon noun → root table', () => {
  it('maps lexicon nouns to roots of the shopper noun tree', () => {
    for (const [id, root] of Object.entries(LEXICON_NOUN_ROOTS)) {
      expect(nounById(id), id).toBeDefined();
      expect(NOUN_PARENT[root], `${id} → ${root}`).toBeNull();
    }
  });

  it.each([
    ['armchair', 'furniture'],
    ['rocking_chair', 'furniture'],
    ['raincoat', 'clothing'],
    ['saucepan', 'cookware'],
    ['trowel', 'tool'],
    ['top', 'clothing'],
    ['heels', 'footwear'],
  ])('%s is under %s', (id, root) => {
    expect(LEXICON_NOUN_ROOTS[id]).toBe(root);
  });

  it('leaves out nouns whose only WordNet readings are people or another thing (a boxer, a ring, a bare pot)', () => {
    for (const id of ['boxer_shorts', 'ring', 'pot', 'calculator']) {
      expect(LEXICON_NOUN_ROOTS[id], id).toBeUndefined();
    }
  });
});

describe('lexicon roots: generated == committed', () => {
  if (!HAVE_WORDNET || !existsSync(LABELS_PATH)) {
    it.skip(`SKIPPED: ${WORDNET_DIR}/data.noun or ${LABELS_PATH} is missing, cannot regenerate the table`, () => undefined);
    return;
  }
  it('regenerating from WordNet gives the committed noun-roots.generated.ts', async () => {
    const { source } = await buildLexiconRoots();
    expect(source).toBe(readFileSync(ROOTS_OUTPUT_PATH, 'utf8'));
  }, 60_000);
});
