/**
 * Fits the pattern model (compose/pattern.model.ts) on the training photos whose title says their pattern
 * (Striped/Stripes, Checked/Checks, Printed/Print, Solid), never on the eval set: texture measurements of the
 * product region (facts/colour/pattern.ts) → plain / striped / checked / printed, multinomial logistic without class
 * weights (so the output is a probability), grouped 5-fold out-of-fold. A pattern is written only when its
 * out-of-fold probability line keeps at least TARGET_PRECISION of the words written right.
 *
 * With --worn it fits the worn-pattern model (compose/worn-pattern.model.ts) instead: the same measurements taken on
 * the torso of the model shots (facts.wornTexture, from the pose keypoints) of the tops whose title states a pattern.
 *
 *   npm run train:pattern -- [--data ../shared/train/product-categories] [--cache /tmp/pattern-features.jsonl] [--write]
 *   npm run train:pattern -- --worn [--cache /tmp/worn-pattern-features.jsonl] [--write]
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyseColours } from '../../src/facts/colour/analyse.ts';
import { measureTexture, oneColourBackdrop } from '../../src/facts/colour/pattern.ts';
import { COLOUR_THUMB, decodeImage, thumbnail } from '../../src/facts/decode.ts';
import { PATTERN_CLASSES, textureVector } from '../../src/compose/read-pattern.ts';
import type { TextureFacts } from '../../src/types.ts';
import { fail, parseArgs } from '../eval/args.ts';
import { readTrainingSet } from './dataset.ts';
import { extractFacts } from '../../src/facts/index.ts';
import { fitLogReg, predictProba, type LinearHead } from './logreg.ts';
import { groupedFolds } from './metrics.ts';

const TARGET_PRECISION = 0.85;
/**
 * The titled rows hold far more patterned products than a catalogue does (most tops are plain, and their titles
 * rarely say "solid"), so precision on them flatters a line: each pattern word may also reach at most this share of
 * the plain products.
 */
const PLAIN_WORDED_RATE = 0.015;
const C = 1;
const MODEL_FILE = fileURLToPath(new URL('../../src/compose/pattern.model.ts', import.meta.url));
const WORN_MODEL_FILE = fileURLToPath(new URL('../../src/compose/worn-pattern.model.ts', import.meta.url));
/** Training categories worn on the torso, whose pattern a model shot shows between the shoulders and hips. */
const TOPS: ReadonlySet<string> = new Set(['shirt', 'tshirt_top', 'sweater_hoodie', 'jacket', 'tank_top', 'dress']);

/** The pattern a title states, or undefined when it states none or two. */
export function titlePattern(title: string): (typeof PATTERN_CLASSES)[number] | undefined {
  const t = title.toLowerCase();
  const found = [
    /\bstripe[ds]?\b|\bstriped\b/.test(t) ? 'striped' : undefined,
    /\bchecks?\b|\bchecked\b|\bplaid\b/.test(t) ? 'checked' : undefined,
    /\bprint(ed)?\b/.test(t) ? 'printed' : undefined,
    /\bsolid\b/.test(t) ? 'plain' : undefined,
  ].filter((x): x is (typeof PATTERN_CLASSES)[number] => x !== undefined);
  return found.length === 1 ? found[0] : undefined;
}

interface Row {
  file: string;
  group: string;
  label: number;
  texture: TextureFacts;
}

/** A packshot's product region on its plain backdrop of one colour, as the runtime measures it (facts/index.ts). */
async function productTexture(file: string): Promise<TextureFacts | null> {
  const img = await decodeImage(readFileSync(file));
  const colour = analyseColours(await thumbnail(img, COLOUR_THUMB), { exclude: [], skin: false });
  const backdrop = oneColourBackdrop(colour.background);
  return backdrop ? ((await measureTexture(img, colour.foregroundBox, backdrop)) ?? null) : null;
}

/** A model shot's torso, from the whole facts pass (pose included), as the runtime measures it. */
async function wornTexture(file: string): Promise<TextureFacts | null> {
  const facts = await extractFacts(readFileSync(file), { ocr: false, category: false });
  return facts.wornTexture ?? null;
}

async function extract(dir: string, cache: string, worn: boolean): Promise<Row[]> {
  const cached = new Map<string, TextureFacts | null>();
  if (existsSync(cache)) {
    for (const l of readFileSync(cache, 'utf8').split('\n').filter(Boolean)) {
      const r = JSON.parse(l) as { file: string; texture: TextureFacts | null };
      cached.set(r.file, r.texture);
    }
  }
  const rows: Row[] = [];
  for (const r of await readTrainingSet(dir)) {
    const pattern = titlePattern(r.title);
    if (!pattern || (worn && !TOPS.has(r.category))) {
      continue;
    }
    let texture = cached.get(r.file);
    if (texture === undefined) {
      texture = await (worn ? wornTexture : productTexture)(path.join(dir, r.file));
      appendFileSync(cache, `${JSON.stringify({ file: r.file, texture })}\n`);
    }
    if (texture) {
      rows.push({ file: r.file, group: r.productGroup, label: PATTERN_CLASSES.indexOf(pattern), texture });
    }
  }
  return rows;
}

/**
 * Lowest probability line at which a class's written words are right at least TARGET_PRECISION of the time and at
 * most PLAIN_WORDED_RATE of the plain products get this word.
 */
function lineFor(k: number, probs: Float64Array[], labels: number[]): { line: number; written: number; right: number } {
  const plain = labels.filter((l) => l === 0).length;
  for (let line = 0.3; line <= 0.99; line += 0.01) {
    let written = 0;
    let right = 0;
    let plainWorded = 0;
    probs.forEach((p, i) => {
      const best = p.indexOf(Math.max(...p));
      if (best === k && (p[k] ?? 0) >= line) {
        written++;
        right += labels[i] === k ? 1 : 0;
        plainWorded += labels[i] === 0 ? 1 : 0;
      }
    });
    if (written >= 5 && right / written >= TARGET_PRECISION && plainWorded <= PLAIN_WORDED_RATE * plain) {
      return { line: Math.round(line * 100) / 100, written, right };
    }
  }
  return { line: 1, written: 0, right: 0 };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const dir = path.resolve(args.get('data') ?? fileURLToPath(new URL('../../../../../shared/train/product-categories', import.meta.url)));
  if (!existsSync(dir)) {
    fail(`no training set at ${dir}`);
  }
  const worn = args.has('worn');
  const rows = await extract(dir, args.get('cache') ?? `/tmp/alt-optimizer-${worn ? 'worn-' : ''}pattern-features.jsonl`, worn);
  const X = rows.map((r) => Float64Array.from(textureVector(r.texture)));
  const y = rows.map((r) => r.label);
  const K = PATTERN_CLASSES.length;
  const folds = groupedFolds(
    rows.map((r) => r.group),
    5,
  );
  const oof: Float64Array[] = new Array<Float64Array>(rows.length);
  for (let f = 0; f < 5; f++) {
    const train = rows.map((_, i) => i).filter((i) => folds[i] !== f);
    const head = await fitLogReg(
      train.map((i) => X[i] as Float64Array),
      train.map((i) => y[i] as number),
      K,
      { C, balanced: false },
    );
    rows.forEach((_, i) => {
      if (folds[i] === f) {
        oof[i] = predictProba(head, X[i] as Float64Array);
      }
    });
  }
  const counts = PATTERN_CLASSES.map((c, k) => `${c} ${y.filter((v) => v === k).length}`).join(', ');
  const top1 = oof.filter((p, i) => p.indexOf(Math.max(...p)) === y[i]).length / rows.length;
  process.stdout.write(
    `training photos with a stated pattern: ${rows.length} (${counts})\nout-of-fold top-1: ${(100 * top1).toFixed(1)} %\n`,
  );
  const lines: Record<string, number> = {};
  for (let k = 1; k < K; k++) {
    const l = lineFor(k, oof, y);
    lines[PATTERN_CLASSES[k] as string] = l.line;
    process.stdout.write(
      `  ${PATTERN_CLASSES[k]}: written at p ≥ ${l.line} — ${l.written} photos out-of-fold, ${l.right} right (of ${y.filter((v) => v === k).length})\n`,
    );
  }
  // Catalogues hold more plain products than these titled rows do: what a plain product risks is the figure to watch.
  const plainRows = oof.filter((_, i) => y[i] === 0);
  const plainWorded = plainRows.filter((p) => {
    const best = p.indexOf(Math.max(...p));
    return best > 0 && (p[best] ?? 0) >= (lines[PATTERN_CLASSES[best] as string] ?? 1);
  }).length;
  process.stdout.write(`  plain products given a pattern word out-of-fold: ${plainWorded} of ${plainRows.length}\n`);
  if (args.has('write')) {
    const head: LinearHead = await fitLogReg(X, y, K, { C, balanced: false });
    const file = worn ? WORN_MODEL_FILE : MODEL_FILE;
    const what = worn ? 'model shots of tops' : 'training photos';
    const model = {
      weights: Array.from(head.weights, (v) => Math.round(v * 1e4) / 1e4),
      bias: Array.from(head.bias, (v) => Math.round(v * 1e4) / 1e4),
      lines,
    };
    writeFileSync(
      file,
      `/** Written by \`npm run train:pattern -- ${worn ? '--worn ' : ''}--write\` from ${rows.length} ${what} whose title states a pattern; do not edit by hand. */\n` +
        `export const ${worn ? 'WORN_PATTERN_MODEL' : 'PATTERN_MODEL'} = ${JSON.stringify(model)};\n`,
    );
    process.stdout.write(`wrote ${file}\n`);
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  await main();
}
