/**
 * English words a French complete-mode alt keeps from an English title: each title of the training set and the
 * platform exports (shop-titles.ts) is composed in French on a plain white packshot, and every word of the alt
 * that is also a word of the title and an English dictionary word (WordNet 3.0, Debian's wordnet-base) is counted.
 *   node --import tsx packages/engine/tools/measure/measure-french-leftovers.ts [--top N]
 * Most of what it lists are brand and model names ("Puma", "United Colors"), which stay; the rest is vocabulary the
 * French alt should have translated ("Casual", "Solid", "Pack of 3" were the first ones).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeAlt } from '../../src/compose/compose.ts';
import { makeFacts } from '../../src/testing/make-facts.ts';
import { WORDNET_DIR } from '../wordnet/wordnet-db.ts';
import { shopTitles } from './shop-titles.ts';

function englishWords(): Set<string> {
  const words = new Set<string>();
  for (const pos of ['noun', 'verb', 'adj', 'adv']) {
    for (const line of readFileSync(join(WORDNET_DIR, `index.${pos}`), 'utf8').split('\n')) {
      if (line && !line.startsWith(' ')) {
        words.add(line.split(' ')[0] ?? '');
      }
    }
  }
  return words;
}

function main(): void {
  const top = Number(process.argv[process.argv.indexOf('--top') + 1]) || 60;
  const english = englishWords();
  const facts = makeFacts({ colour: 'white' });
  const kept = new Map<string, { n: number; example: string }>();
  const titles = shopTitles();
  for (const { title } of titles) {
    const alt = composeAlt(facts, { language: 'fr', title }).altTag;
    const titleWords = new Set(title.toLowerCase().split(/[^a-z]+/));
    for (const w of new Set(alt.toLowerCase().split(/[^a-zàâçéèêëîïôûùüÿœ]+/))) {
      if (w.length > 2 && titleWords.has(w) && english.has(w)) {
        const k = kept.get(w) ?? { n: 0, example: `${title} → ${alt}` };
        k.n++;
        kept.set(w, k);
      }
    }
  }
  const total = [...kept.values()].reduce((n, k) => n + k.n, 0);
  console.log(`${titles.length} titles; English dictionary words kept in their French alts: ${total}`);
  for (const [w, k] of [...kept].sort((a, b) => b[1].n - a[1].n).slice(0, top)) {
    console.log(`${String(k.n).padStart(5)}  ${w.padEnd(14)} ${k.example}`);
  }
}

main();
