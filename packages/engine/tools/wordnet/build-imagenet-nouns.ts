/**
 * `npm run build:imagenet-nouns`: writes `src/facts/imagenet/class-nouns.generated.ts`, the ImageNet class → shopper
 * noun chain table (issue 22 item 2), from local files only: WordNet 3.0 (`/usr/share/wordnet`, Debian's
 * `wordnet-base`), the committed class wnids (`models/imagenet/imagenet-wnids.txt`) and the model's labels file
 * (`models/imagenet/imagenet_labels.txt`, else `../shared/models/imagenet-mobilenet/`).
 *
 * For each class: the nearest synset of `SHOPPER_SYNSETS` on its hypernym walk (the class itself first, `@` and
 * `@i` pointers, all paths) names the finest noun, unless `CLASS_OVERRIDES` names it; the chain is that noun and
 * its parents in `NOUN_PARENT`, finest first. `--check` compares with the committed file instead of writing it;
 * `--review` prints every class with its chain and every curated synset with its WordNet words and gloss.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { CLASS_OVERRIDES, NOUN_PARENT, SHOPPER_SYNSETS } from './shopper-nouns.ts';
import { WORDNET_DIR, ancestors, readWordNetNouns, senseOffset, type WordNetNouns } from './wordnet-db.ts';

const ENGINE = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const WNIDS_PATH = join(ENGINE, 'models', 'imagenet', 'imagenet-wnids.txt');
/** The model's labels: the copy shipped with the engine's model when there is one, else the shared models folder. */
export const LABELS_PATH =
  [
    join(ENGINE, 'models', 'imagenet', 'imagenet_labels.txt'),
    join(ENGINE, '..', '..', '..', 'shared', 'models', 'imagenet-mobilenet', 'imagenet_labels.txt'),
  ].find((p) => existsSync(p)) ?? join(ENGINE, 'models', 'imagenet', 'imagenet_labels.txt');
export const OUTPUT_PATH = join(ENGINE, 'src', 'facts', 'imagenet', 'class-nouns.generated.ts');

export interface ImagenetNounTable {
  /** Index 0 = background, 1..1000 = the ILSVRC-2012 classes: noun ids, finest first. */
  chains: string[][];
  /** Noun id → level (0 = a root, higher = finer), for every noun id used in a chain. */
  levels: Map<string, number>;
  /** The model's label per index, for comments and reports. */
  labels: string[];
  /** Overrides whose noun the walk already gives (should be deleted from the curated table). */
  redundantOverrides: string[];
  /** The formatted TypeScript module. */
  source: string;
}

export interface BuildPaths {
  wordnetDir?: string;
  wnidsPath?: string;
  labelsPath?: string;
}

/** Noun id → level, checking that every parent is itself in the tree and that there is no cycle. */
export function nounLevels(parent: Record<string, string | null>): Map<string, number> {
  const levels = new Map<string, number>();
  const levelOf = (id: string, seen: string[]): number => {
    const known = levels.get(id);
    if (known !== undefined) {
      return known;
    }
    if (!(id in parent)) {
      throw new Error(`noun "${id}" is not in NOUN_PARENT (reached from ${seen.join(' → ')})`);
    }
    if (seen.includes(id)) {
      throw new Error(`NOUN_PARENT has a cycle: ${[...seen, id].join(' → ')}`);
    }
    const p = parent[id];
    const level = p === null || p === undefined ? 0 : levelOf(p, [...seen, id]) + 1;
    levels.set(id, level);
    return level;
  };
  for (const id of Object.keys(parent)) {
    levelOf(id, []);
  }
  return levels;
}

export function nounChain(noun: string, parent: Record<string, string | null>): string[] {
  const chain: string[] = [];
  for (let at: string | null | undefined = noun; at; at = parent[at]) {
    chain.push(at);
  }
  return chain;
}

export function readLines(path: string): string[] {
  return readFileSync(path, 'utf8').replace(/\n$/, '').split('\n');
}

/** Resolves a curated key (wnid, `lemma.n.NN` or `class:<label start>`) to a synset offset. */
function resolveKey(wn: WordNetNouns, key: string, wnids: string[], labels: string[]): string {
  if (/^n\d{8}$/.test(key)) {
    if (!wn.synsets.has(key.slice(1))) {
      throw new Error(`no WordNet noun synset ${key}`);
    }
    return key.slice(1);
  }
  if (key.startsWith('class:')) {
    const name = key.slice('class:'.length);
    const hits = wnids.filter((_, i) => (labels[i + 1] ?? '').split(', ')[0] === name);
    if (hits.length !== 1) {
      throw new Error(`"${key}" names ${hits.length} ImageNet classes (use the wnid)`);
    }
    return (hits[0] ?? '').slice(1);
  }
  return senseOffset(wn, key);
}

/** The curated shopper synsets (`SHOPPER_SYNSETS`) by synset offset, checked against the noun tree. */
export function shopperSynsets(wn: WordNetNouns, wnids: string[], labels: string[], levels: Map<string, number>): Map<string, string> {
  const shopper = new Map<string, string>();
  for (const [key, noun] of SHOPPER_SYNSETS) {
    if (!levels.has(noun)) {
      throw new Error(`SHOPPER_SYNSETS ${key}: noun "${noun}" is not in NOUN_PARENT`);
    }
    const offset = resolveKey(wn, key, wnids, labels);
    const before = shopper.get(offset);
    if (before !== undefined && before !== noun) {
      throw new Error(`SHOPPER_SYNSETS ${key}: synset listed twice (${before}, ${noun})`);
    }
    shopper.set(offset, noun);
  }
  return shopper;
}

/** The shopper noun nearest above a synset (itself first); at the same distance (two hypernym paths) the finer. */
export function nearestShopperNoun(
  wn: WordNetNouns,
  offset: string,
  shopper: ReadonlyMap<string, string>,
  levels: ReadonlyMap<string, number>,
): string | undefined {
  let walked: string | undefined;
  let bestDist = Infinity;
  let bestLevel = -1;
  for (const [a, dist] of ancestors(wn, offset)) {
    const noun = shopper.get(a);
    if (noun === undefined) {
      continue;
    }
    const level = levels.get(noun) ?? 0;
    if (dist < bestDist || (dist === bestDist && level > bestLevel)) {
      walked = noun;
      bestDist = dist;
      bestLevel = level;
    }
  }
  return walked;
}

function renderModule(chains: string[][], labels: string[], levels: Map<string, number>, used: string[]): string {
  const rows = chains.map((chain, i) => {
    const label = (labels[i] ?? '').split(', ')[0] ?? '';
    return `  [${chain.map((n) => JSON.stringify(n)).join(', ')}], // ${i} ${label.replace(/\*\//g, '')}`;
  });
  const levelRows = used.map((n) => `  ${JSON.stringify(n)}: ${String(levels.get(n))},`);
  return [
    '// Generated by `npm run build:imagenet-nouns` (packages/engine/tools/wordnet/build-imagenet-nouns.ts) from',
    '// WordNet 3.0 hypernyms and the curated shopper nouns (tools/wordnet/shopper-nouns.ts). Do not edit by hand.',
    '',
    '/**',
    ' * ImageNet output index (0 = background, 1..1000 = the ILSVRC-2012 classes) → lexicon noun ids, finest first',
    " * (`['chair', 'seat', 'furniture']`); empty when no shopper noun fits.",
    ' */',
    'export const IMAGENET_CLASS_NOUNS: readonly (readonly string[])[] = [',
    ...rows,
    '];',
    '',
    '/** Level of each noun id used above: 0 = a coarse root (furniture, animal), higher = finer (chair = 2). */',
    'export const IMAGENET_NOUN_LEVELS: Readonly<Record<string, number>> = {',
    ...levelRows,
    '};',
    '',
  ].join('\n');
}

export async function buildImagenetNouns(paths: BuildPaths = {}): Promise<ImagenetNounTable> {
  const wn = readWordNetNouns(paths.wordnetDir ?? WORDNET_DIR);
  const wnids = readLines(paths.wnidsPath ?? WNIDS_PATH);
  const labels = readLines(paths.labelsPath ?? LABELS_PATH);
  if (wnids.length !== 1000 || labels.length !== 1001) {
    throw new Error(`expected 1000 wnids and 1001 labels, got ${wnids.length} and ${labels.length}`);
  }
  wnids.forEach((wnid, i) => {
    const synset = wn.synsets.get(wnid.slice(1));
    const first = (labels[i + 1] ?? '').split(', ')[0]?.toLowerCase() ?? '';
    if (!synset?.lemmas.some((l) => l.toLowerCase() === first)) {
      throw new Error(`class ${i + 1} ${wnid}: WordNet synset does not hold "${first}"`);
    }
  });
  const levels = nounLevels(NOUN_PARENT);
  const shopper = shopperSynsets(wn, wnids, labels, levels);
  const overrides = new Map<string, { noun: string | null; key: string }>();
  for (const o of CLASS_OVERRIDES) {
    if (o.noun !== null && !levels.has(o.noun)) {
      throw new Error(`CLASS_OVERRIDES ${o.class}: noun "${o.noun}" is not in NOUN_PARENT`);
    }
    const offset = resolveKey(wn, o.class, wnids, labels);
    if (!wnids.includes(`n${offset}`)) {
      throw new Error(`CLASS_OVERRIDES ${o.class} is not an ImageNet class`);
    }
    if (overrides.has(offset)) {
      throw new Error(`CLASS_OVERRIDES ${o.class} is listed twice`);
    }
    overrides.set(offset, { noun: o.noun, key: o.class });
  }

  const redundantOverrides: string[] = [];
  const chains: string[][] = [[]];
  for (const wnid of wnids) {
    const offset = wnid.slice(1);
    const walked = nearestShopperNoun(wn, offset, shopper, levels);
    const override = overrides.get(offset);
    if (override && override.noun === (walked ?? null)) {
      redundantOverrides.push(override.key);
    }
    const noun = override ? override.noun : walked;
    chains.push(noun ? nounChain(noun, NOUN_PARENT) : []);
  }

  const used = [...new Set(chains.flat())].sort((a, b) => (levels.get(a) ?? 0) - (levels.get(b) ?? 0) || a.localeCompare(b));
  const raw = renderModule(chains, labels, levels, used);
  const config = (await prettier.resolveConfig(OUTPUT_PATH)) ?? {};
  const source = await prettier.format(raw, { ...config, filepath: OUTPUT_PATH });
  return { chains, levels: new Map(used.map((n) => [n, levels.get(n) ?? 0])), labels, redundantOverrides, source };
}

function report(table: ImagenetNounTable, review: boolean): void {
  const roots = new Map<string, number>();
  const nameless: string[] = [];
  table.chains.forEach((chain, i) => {
    if (i === 0) {
      return;
    }
    const root = chain.at(-1);
    if (root === undefined) {
      nameless.push(`${i} ${table.labels[i] ?? ''}`);
    } else {
      roots.set(root, (roots.get(root) ?? 0) + 1);
    }
    if (review) {
      console.log(`${i}\t${(table.labels[i] ?? '').split(', ')[0] ?? ''}\t${chain.join(' > ')}`);
    }
  });
  console.log('classes by coarsest noun:');
  for (const [root, n] of [...roots].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${root}\t${n}`);
  }
  console.log(`classes without a noun (${nameless.length}): ${nameless.join('; ')}`);
  if (table.redundantOverrides.length > 0) {
    console.log(`overrides the walk already gives: ${table.redundantOverrides.join(', ')}`);
  }
}

function reviewSynsets(): void {
  const wn = readWordNetNouns();
  const wnids = readLines(WNIDS_PATH);
  const labels = readLines(LABELS_PATH);
  for (const [key, noun] of SHOPPER_SYNSETS) {
    const s = wn.synsets.get(resolveKey(wn, key, wnids, labels));
    console.log(`${key}\t→ ${noun}\t[${s?.lemmas.slice(0, 3).join(', ') ?? ''}] ${s?.gloss.slice(0, 80) ?? ''}`);
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const table = await buildImagenetNouns();
  if (args.includes('--review')) {
    reviewSynsets();
  }
  report(table, args.includes('--review'));
  if (args.includes('--check')) {
    const committed = readFileSync(OUTPUT_PATH, 'utf8');
    if (committed !== table.source) {
      console.error(`${OUTPUT_PATH} differs from what the tool generates: run npm run build:imagenet-nouns`);
      process.exitCode = 1;
    }
    return;
  }
  writeFileSync(OUTPUT_PATH, table.source);
  console.log(`wrote ${OUTPUT_PATH}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main();
}
