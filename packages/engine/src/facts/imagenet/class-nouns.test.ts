import { describe, expect, it } from 'vitest';
import { nounById } from '../../compose/lexicon/index.ts';
import { IMAGENET_CLASS_NOUNS, IMAGENET_NOUN_LEVELS } from './class-nouns.generated.ts';

// Issue 22 item 5: every noun the ImageNet table can name has French (singular, plural, gender) in the lexicon.
const USED = [...new Set(IMAGENET_CLASS_NOUNS.flat())].sort();

describe('ImageNet class nouns have French', () => {
  it('uses a few hundred noun ids, each with a level', () => {
    expect(USED.length).toBeGreaterThan(100);
    for (const id of USED) {
      expect(IMAGENET_NOUN_LEVELS[id], id).toBeTypeOf('number');
    }
  });

  it.each(USED)('%s is in the lexicon with French singular, plural and gender', (id) => {
    const noun = nounById(id);
    expect(noun, `no lexicon entry for "${id}"`).toBeDefined();
    expect(noun?.id).toBe(id);
    expect(noun?.fr.sg.trim()).not.toBe('');
    expect(noun?.fr.pl.trim()).not.toBe('');
    expect(['m', 'f']).toContain(noun?.fr.g);
    expect(noun?.en.sg.trim()).not.toBe('');
  });
});
