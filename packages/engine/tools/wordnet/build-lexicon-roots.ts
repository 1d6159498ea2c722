/**
 * `npm run build:lexicon-roots`: writes `src/compose/lexicon/noun-roots.generated.ts`, the coarse kind (a root of
 * the shopper noun tree: furniture, clothing, electronic device…) of every lexicon noun the ImageNet table does not
 * already place (an armchair, a bedside table, a yoga mat). Same walk as the class table: the first WordNet sense of
 * the noun's English word that is a made thing, a food or a plant (its singular, then its plural, then its other
 * English spellings, the first that reaches one) up its hypernyms to the nearest curated shopper synset, then up
 * our tree to its root. `ROOT_OVERRIDES` replaces the walk where a word's sense is not the product (a "top" is not
 * the toy). `--check` compares with the committed file; `--review` prints every noun with the word and sense that
 * placed it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { COARSE_GROUP_OF } from '../../src/compose/lexicon/coarse-nouns.ts';
import { COCO_NOUNS } from '../../src/compose/lexicon/coco-nouns.ts';
import type { Noun } from '../../src/compose/lexicon/noun.ts';
import { DOMAIN_NOUNS } from '../../src/compose/lexicon/nouns/index.ts';
import { PRODUCT_NOUNS } from '../../src/compose/lexicon/product-nouns.ts';
import { isImagenetNoun } from '../../src/facts/imagenet/noun-scores.ts';
import { LABELS_PATH, WNIDS_PATH, nearestShopperNoun, nounChain, nounLevels, readLines, shopperSynsets } from './build-imagenet-nouns.ts';
import { NOUN_PARENT } from './shopper-nouns.ts';
import { WORDNET_DIR, readWordNetNouns, type WordNetNouns } from './wordnet-db.ts';

const ENGINE = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ROOTS_OUTPUT_PATH = join(ENGINE, 'src', 'compose', 'lexicon', 'noun-roots.generated.ts');

/**
 * Lexicon nouns whose English word's first WordNet sense is another thing: the root a shopper means (null: none of
 * ours, leave the noun without a kind).
 */
// prettier-ignore
export const ROOT_OVERRIDES: Readonly<Record<string, string | null>> = {
  // The walk's sense is another thing of the same word ("top" the toy, "heels" the stiletto knife, "derby" the hat).
  top: 'clothing', puffer_jacket: 'clothing', gloves: 'clothing', dungarees: 'clothing', neck_warmer: 'clothing',
  hair_net: 'clothing', bandana: 'clothing', heels: 'footwear', wedges: 'footwear', flats: 'footwear',
  formal_shoes: 'footwear', torch: 'lamp', wall_light: 'lamp', games_console: 'electronic_device',
  record_player: 'electronic_device', router: 'electronic_device', hob: 'appliance', deep_fryer: 'appliance',
  water_heater: 'appliance', ramekin: 'tableware', soft_toy: 'toy', play_kitchen: 'toy', balloon: 'toy',
  breakfast_cereal: 'food', popcorn: 'food', napkin: 'fabric', hurdle: 'sports_equipment', pill_organiser: 'container',
  // WordNet 3.0 lacks the word (a head-word fallback, "bedside table" → table, was tried: it read ring lights as
  // gym rings and board games as food).
  bedside_table: 'furniture', hoodie: 'clothing', kidswear: 'clothing',
  // Ours has no root for it, and the walk's is wrong (a ring is not gym rings, a notebook not a computer).
  ring: null, anklet: null, locket: null, notebook: null, planner: null, battery: null, bath_sponge: null, blusher: null,
  earplugs: null, exfoliator: null, foundation: null, garden_hose: null, gutter: null, mattress_topper: null,
  pallet: null, pom_poms: null, saddle: null, silicone_sealant: null, sticker: null, sun_visor: null, thimble: null,
  stretcher: null, rollator: null, mudguard: null, airbrush: null, nebulizer: null, dog_collar: null,
  // A bare "pot" is any pot: a saucepan, a jar, a flower pot ("Tulip Pot" beside the vase the detector sees in it).
  pot: null,
};

/**
 * The lexicographer files a product's sense lives in: made things, food and plants. A word's first sense is often
 * a person or an act ("boxer", "bouncer", "jogger"): the walk takes its first sense in one of these instead.
 */
const PRODUCT_LEX_FILES: ReadonlySet<string> = new Set(['06', '13', '20']);

export interface LexiconRoot {
  id: string;
  root: string | null;
  /** The word and the shopper noun it reached ("armchair → chair"), or why there is none. */
  how: string;
}

/**
 * The lexicon nouns the class table leaves without a kind: not a classifier noun, not a COCO product group (COCO's
 * own labels by their bare name: "coco:clock" is a clock).
 */
export function unplacedNouns(): Noun[] {
  return [...PRODUCT_NOUNS, ...DOMAIN_NOUNS, ...COCO_NOUNS].filter(
    (n) => !isImagenetNoun(n.id) && COARSE_GROUP_OF[n.id.replace(/^coco:/, '')] === undefined,
  );
}

function englishWords(noun: Noun): string[] {
  return [...new Set([noun.en.sg, noun.en.pl, ...noun.match].map((w) => w.toLowerCase()))];
}

function placeNoun(wn: WordNetNouns, noun: Noun, shopper: ReadonlyMap<string, string>, levels: ReadonlyMap<string, number>): LexiconRoot {
  if (Object.hasOwn(ROOT_OVERRIDES, noun.id)) {
    return { id: noun.id, root: ROOT_OVERRIDES[noun.id] ?? null, how: 'override' };
  }
  for (const word of englishWords(noun)) {
    for (const offset of wn.senses.get(word) ?? []) {
      const synset = wn.synsets.get(offset);
      const reached = synset && PRODUCT_LEX_FILES.has(synset.lexFile) ? nearestShopperNoun(wn, offset, shopper, levels) : undefined;
      if (reached) {
        const root = nounChain(reached, NOUN_PARENT).at(-1) ?? reached;
        return { id: noun.id, root, how: `${word} → ${reached}: ${synset?.gloss.slice(0, 60) ?? ''}` };
      }
    }
  }
  return { id: noun.id, root: null, how: 'no sense reaches a shopper noun' };
}

export async function buildLexiconRoots(wordnetDir = WORDNET_DIR): Promise<{ rows: LexiconRoot[]; source: string }> {
  const wn = readWordNetNouns(wordnetDir);
  const levels = nounLevels(NOUN_PARENT);
  const shopper = shopperSynsets(wn, readLines(WNIDS_PATH), readLines(LABELS_PATH), levels);
  const rows = unplacedNouns()
    .map((n) => placeNoun(wn, n, shopper, levels))
    .sort((a, b) => a.id.localeCompare(b.id));
  for (const [id, root] of Object.entries(ROOT_OVERRIDES)) {
    if (root !== null && NOUN_PARENT[root] !== null) {
      throw new Error(`ROOT_OVERRIDES ${id}: "${root}" is not a root of NOUN_PARENT`);
    }
    if (!rows.some((r) => r.id === id)) {
      throw new Error(`ROOT_OVERRIDES ${id}: not a lexicon noun the class table leaves unplaced`);
    }
  }
  const placed = rows.filter((r) => r.root !== null);
  const raw = [
    '// Generated by `npm run build:lexicon-roots` (packages/engine/tools/wordnet/build-lexicon-roots.ts) from WordNet',
    '// 3.0 hypernyms and the curated shopper nouns (tools/wordnet/shopper-nouns.ts). Do not edit by hand.',
    '',
    '/** Lexicon noun → the root of its shopper noun (noun-kind.ts), for nouns the ImageNet class table does not hold. */',
    'export const LEXICON_NOUN_ROOTS: Readonly<Record<string, string>> = {',
    ...placed.map((r) => `  ${JSON.stringify(r.id)}: ${JSON.stringify(r.root)},`),
    '};',
    '',
  ].join('\n');
  const config = (await prettier.resolveConfig(ROOTS_OUTPUT_PATH)) ?? {};
  return { rows, source: await prettier.format(raw, { ...config, filepath: ROOTS_OUTPUT_PATH }) };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const { rows, source } = await buildLexiconRoots();
  if (args.includes('--review')) {
    for (const r of rows) {
      console.log(`${r.id}\t${r.root ?? '-'}\t${r.how}`);
    }
  }
  const roots = new Map<string, number>();
  rows.forEach((r) => roots.set(r.root ?? '(none)', (roots.get(r.root ?? '(none)') ?? 0) + 1));
  console.log(
    [...roots]
      .sort((a, b) => b[1] - a[1])
      .map(([root, n]) => `${root} ${n}`)
      .join(', '),
  );
  if (args.includes('--check')) {
    if (readFileSync(ROOTS_OUTPUT_PATH, 'utf8') !== source) {
      console.error(`${ROOTS_OUTPUT_PATH} differs from what the tool generates: run npm run build:lexicon-roots`);
      process.exitCode = 1;
    }
    return;
  }
  writeFileSync(ROOTS_OUTPUT_PATH, source);
  console.log(`wrote ${ROOTS_OUTPUT_PATH}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main();
}
