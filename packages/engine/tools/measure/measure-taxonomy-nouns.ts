/**
 * How much of a general shop vocabulary the lexicon knows: Google's product taxonomy, a parallel EN/FR list of
 * shop categories with the same numeric ids. For each leaf ("… > Yoga & Pilates Mats" / « … > Tapis pilates et
 * yoga ») it says whether the title-noun lookup the composer uses finds a product noun in the English leaf name,
 * and whether the French we would render starts with the taxonomy's French head word.
 *   node --import tsx packages/engine/tools/measure/measure-taxonomy-nouns.ts [EN.txt FR.txt] [--misses] [--fr-misses]
 * The taxonomy files are a reference only (their licence is unclear): they are never committed and the product
 * never reads them. Defaults: /tmp/taxonomy-with-ids.en-US.txt and /tmp/taxonomy-with-ids.fr-FR.txt.
 */
import { readFileSync } from 'node:fs';
import { headNoun } from '../../src/compose/lexicon/index.ts';

interface Leaf {
  id: string;
  top: string;
  path: string;
  en: string;
  fr: string;
}

function readTaxonomy(file: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const m = /^(\d+) - (.+)$/.exec(line);
    if (m?.[1] && m[2]) {
      out.set(m[1], m[2].split(' > '));
    }
  }
  return out;
}

function leaves(enFile: string, frFile: string): Leaf[] {
  const en = readTaxonomy(enFile);
  const fr = readTaxonomy(frFile);
  const parents = new Set([...en.values()].map((p) => p.slice(0, -1).join(' > ')));
  const out: Leaf[] = [];
  for (const [id, path] of en) {
    const frPath = fr.get(id);
    if (!frPath || parents.has(path.join(' > '))) {
      continue;
    }
    out.push({ id, top: path[0] ?? '', path: path.join(' > '), en: path[path.length - 1] ?? '', fr: frPath[frPath.length - 1] ?? '' });
  }
  return out;
}

/** A French word without case, accents or a plural ending, so « Planches » and « planche » compare equal. */
function frKey(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/(?:s|x)$/, '');
}

function firstWord(text: string): string {
  return text.split(/[^\p{L}\p{N}'-]+/u).find(Boolean) ?? '';
}

function main(): void {
  const files = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const enFile = files[0] ?? '/tmp/taxonomy-with-ids.en-US.txt';
  const frFile = files[1] ?? '/tmp/taxonomy-with-ids.fr-FR.txt';
  const all = leaves(enFile, frFile);
  const byTop = new Map<string, { total: number; found: number; frOk: number; misses: string[]; frMisses: string[] }>();
  for (const leaf of all) {
    const t = byTop.get(leaf.top) ?? { total: 0, found: 0, frOk: 0, misses: [], frMisses: [] };
    byTop.set(leaf.top, t);
    t.total++;
    const noun = headNoun(leaf.en)?.match.noun;
    if (!noun) {
      t.misses.push(`${leaf.id}\t${leaf.en}\t« ${leaf.fr} »`);
      continue;
    }
    t.found++;
    const ours = [noun.fr.sg, noun.fr.pl].map((s) => frKey(firstWord(s)));
    if (ours.includes(frKey(firstWord(leaf.fr)))) {
      t.frOk++;
    } else {
      t.frMisses.push(`${leaf.id}\t${leaf.en} → ${noun.id} « ${noun.fr.sg} »\ttaxonomy « ${leaf.fr} »`);
    }
  }
  const sum = (f: (t: { total: number; found: number; frOk: number }) => number): number =>
    [...byTop.values()].reduce((a, t) => a + f(t), 0);
  const total = sum((t) => t.total);
  const found = sum((t) => t.found);
  const frOk = sum((t) => t.frOk);
  const pct = (a: number, b: number): string => (b ? ((100 * a) / b).toFixed(1) : '0.0');
  console.log(`taxonomy leaves: ${total}`);
  console.log(`  English leaf name has a product noun: ${found} (${pct(found, total)} %)`);
  console.log(`  of those, French head word agrees with the taxonomy: ${frOk} (${pct(frOk, found)} %)`);
  console.log('\nby top-level category (found / leaves, French agrees)');
  for (const [top, t] of [...byTop].sort((a, b) => a[0].localeCompare(b[0]))) {
    console.log(`  ${top.padEnd(36)} ${t.found} / ${t.total} (${pct(t.found, t.total)} %), FR ${t.frOk}`);
  }
  for (const [flag, pick, title] of [
    ['--misses', 'misses', 'leaves with no product noun'],
    ['--fr-misses', 'frMisses', 'leaves whose French head word differs'],
  ] as const) {
    if (process.argv.includes(flag)) {
      console.log(`\n${title}, by top-level category`);
      for (const [top, t] of [...byTop].sort((a, b) => a[0].localeCompare(b[0]))) {
        const rows = t[pick];
        if (rows.length > 0) {
          console.log(`\n## ${top} (${rows.length})`);
          for (const r of rows) {
            console.log(`  ${r}`);
          }
        }
      }
    }
  }
}

main();
