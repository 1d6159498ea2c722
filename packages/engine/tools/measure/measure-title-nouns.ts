/**
 * How many merchant titles the lexicon finds a product noun in, on titles no lexicon entry was written from: the
 * training set's English titles (Kaggle, Magento) and the real platform exports in `../shared/catalogues`.
 *   node --import tsx packages/engine/tools/measure/measure-title-nouns.ts [--by-category] [--misses]
 * A title with no noun gets its noun from the picture in complete mode, and a French alt gets a French noun only
 * from a recognised one, so this is the text half of "French product noun in complete mode".
 */
import { headNoun } from '../../src/compose/lexicon/index.ts';
import { shopTitles } from './shop-titles.ts';

function main(): void {
  const all = shopTitles();
  const bySource = new Map<string, { found: number; total: number }>();
  const byCategory = new Map<string, Map<string, number>>();
  const misses: string[] = [];
  for (const t of all) {
    const head = headNoun(t.title)?.match.noun;
    const s = bySource.get(t.source) ?? { found: 0, total: 0 };
    bySource.set(t.source, s);
    s.total++;
    if (head) {
      s.found++;
    } else {
      misses.push(`${t.source}\t${t.title}`);
    }
    if (t.category) {
      const ids = byCategory.get(t.category) ?? new Map<string, number>();
      byCategory.set(t.category, ids);
      const key = head ? `${head.id} (${head.fr.sg})` : '—';
      ids.set(key, (ids.get(key) ?? 0) + 1);
    }
  }
  console.log('unique titles with a product noun');
  for (const [source, s] of bySource) {
    console.log(`  ${source.padEnd(36)} ${s.found} / ${s.total} (${((100 * s.found) / s.total).toFixed(1)} %)`);
  }
  if (process.argv.includes('--by-category')) {
    console.log('\nhead noun by training category');
    for (const [category, ids] of byCategory) {
      const ranked = [...ids].sort((a, b) => b[1] - a[1]).map(([id, n]) => `${id} ${n}`);
      console.log(`  ${category}: ${ranked.join(', ')}`);
    }
  }
  if (process.argv.includes('--misses')) {
    console.log(`\nno noun\n${misses.join('\n')}`);
  }
}

main();
