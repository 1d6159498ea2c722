/**
 * Eval command (issue 3 §4):
 *   npm run eval -- --data DIR --mode complete|simple --lang en|fr --out FILE.json [--workers N] [--limit N]
 * complete passes only the label's title as context; simple passes none. Scoring lives here, not in the engine.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Language } from '@alt-optimizer/contract';
import { createEnginePool } from '../pool/pool.ts';
import { providerConfigFromEnv } from '../providers/index.ts';
import type { AltContext } from '../types.ts';
import { fail, parseArgs } from './args.ts';
import { readLabels } from './labels.ts';
import { scoreRun, type Scored } from './eval-score.ts';
import { printTable } from './table.ts';

const args = parseArgs(process.argv.slice(2));
const data = args.get('data') ?? fail('--data DIR is required');
const mode = args.get('mode') ?? 'complete';
const lang = args.get('lang') ?? 'en';
const out = args.get('out') ?? fail('--out FILE.json is required');
if (mode !== 'complete' && mode !== 'simple') {
  fail('--mode must be complete or simple');
}
if (lang !== 'en' && lang !== 'fr') {
  fail('--lang must be en or fr');
}
const workers = args.has('workers') ? Number(args.get('workers')) : undefined;
const limit = args.has('limit') ? Number(args.get('limit')) : Infinity;

const labels = readLabels(data).slice(0, limit);
// ALT_AI_PROVIDER and friends select a vision LLM, as in the server; the default is the local engine.
const engine = await createEnginePool({ workers, provider: providerConfigFromEnv(process.env) });
process.stderr.write(`eval: ${labels.length} images, mode ${mode}, lang ${lang}, ${engine.workers} workers\n`);

const scored: Scored[] = new Array<Scored>(labels.length);
let next = 0;
let done = 0;
async function lane(): Promise<void> {
  for (let i = next++; i < labels.length; i = next++) {
    const label = labels[i];
    if (!label) {
      continue;
    }
    const image = new Uint8Array(readFileSync(join(data, label.file)));
    // The engine sees the image, the language and (complete mode) the title — never any other label field.
    const context: AltContext = { language: lang as Language, title: mode === 'complete' ? (label.title ?? undefined) : undefined };
    const t0 = performance.now();
    const result = await engine.analyze(image, context);
    scored[i] = { label, result, latencyMs: performance.now() - t0 };
    done++;
    if (done % 25 === 0) {
      process.stderr.write(`  ${done}/${labels.length}\n`);
    }
  }
}
// One lane per worker: no queueing, so latency is the time one analysis takes.
await Promise.all(Array.from({ length: engine.workers }, () => lane()));
await engine.close();

const summary = scoreRun(scored, mode, lang as Language);
const report = {
  engine: engine.name,
  mode,
  lang,
  results: scored.map((s) => ({
    file: s.label.file,
    altTag: s.result.altTag,
    imageType: s.result.imageType,
    confidence: s.result.confidence,
    latencyMs: Math.round(s.latencyMs),
  })),
  summary,
};
const outPath = resolve(out);
mkdirSync(dirname(outPath), { recursive: true });
writeFileSync(outPath, `${JSON.stringify(report, null, 2)}\n`);

const s = summary as {
  ruleCompliance: { hardRulesPct: number; allRulesPct: number; violations: Record<string, number> };
  colour: { n: number; accuracyPct: number };
  imageType: { n: number; accuracyPct: number };
  productType: { n: number; namedPct: number; wrongWordPct: number };
  category: Record<string, number | null>;
  latencyMs: { p50: number; p95: number };
  meanConfidence: number;
};
printTable(`eval ${mode}/${lang} on ${labels.length} images (${report.engine})`, [
  ['rule compliance, hard rules %', s.ruleCompliance.hardRulesPct],
  ['rule compliance, all rules %', s.ruleCompliance.allRulesPct],
  ['violations', JSON.stringify(s.ruleCompliance.violations)],
  [`colour accuracy % (n=${s.colour.n})`, s.colour.accuracyPct],
  [`image-type accuracy % (n=${s.imageType.n})`, s.imageType.accuracyPct],
  [`product type named % (n=${s.productType.n})`, s.productType.namedPct],
  ['wrong product word %', s.productType.wrongWordPct],
  ['category fine precision %', s.category.finePrecisionPct ?? null],
  ['category fine coverage %', s.category.fineCoveragePct ?? null],
  ['category coarse precision %', s.category.coarsePrecisionPct ?? null],
  ['category coarse coverage %', s.category.coarseCoveragePct ?? null],
  ['out-of-vocabulary false label %', s.category.falseLabelPct ?? null],
  ['latency p50 ms', s.latencyMs.p50],
  ['latency p95 ms', s.latencyMs.p95],
  ['mean confidence', s.meanConfidence],
  ['local fallbacks', scored.filter((r) => r.result.fallback).length],
]);
process.stdout.write(`wrote ${outPath}\n`);
