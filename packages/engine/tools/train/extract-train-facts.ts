/**
 * Extracts every training photo's facts (OCR off) into a JSON-lines cache, one `{ file, facts }` per line, the format
 * the fitting tools read with `--facts`. Photos already in the file are skipped, so an interrupted run resumes; two
 * shards on two cores halve the time (then concatenate the files).
 *
 *   node --import tsx packages/engine/tools/train/extract-train-facts.ts [--data ../shared/train/product-categories]
 *        [--out /tmp/alt-optimizer-train-facts.jsonl] [--shard 0/2]
 */
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractFacts, loadFactModels } from '../../src/facts/index.ts';
import { parseArgs } from '../eval/args.ts';
import { readTrainingSet } from './dataset.ts';
import { DEFAULT_FACTS_FILE, readFactsCache } from './facts-cache.ts';

const args = parseArgs(process.argv.slice(2));
const dir = path.resolve(args.get('data') ?? '../shared/train/product-categories');
const out = args.get('out') ?? DEFAULT_FACTS_FILE;
const [shard = 0, shards = 1] = (args.get('shard') ?? '0/1').split('/').map(Number);

const done = readFactsCache(out);
const rows = (await readTrainingSet(dir)).filter((r, i) => i % shards === shard && !done.has(r.file));
await loadFactModels({ ocr: false });
const start = Date.now();
for (const [i, r] of rows.entries()) {
  const { features: _features, ...facts } = await extractFacts(readFileSync(path.join(dir, r.file)), { ocr: false });
  appendFileSync(out, `${JSON.stringify({ file: r.file, facts })}\n`);
  if (i % 250 === 249 || i === rows.length - 1) {
    process.stderr.write(`facts ${shard}/${shards}: ${i + 1}/${rows.length} (${Math.round((Date.now() - start) / 1000)} s)\n`);
  }
}
