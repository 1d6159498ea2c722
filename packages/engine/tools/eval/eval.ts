/**
 * Eval command (issue 3 §4):
 *   npm run eval -- --data DIR --mode complete|simple --lang en|fr --out FILE.json [--workers N] [--limit N]
 * complete passes only the label's title as context; simple passes none. Scoring lives here, not in the engine.
 * On a 2-core machine four full runs take long, so --mode simple,complete --lang en,fr --out DIR/{mode}-{lang}.json
 * runs one measured analysis per image and composes the other combinations from its facts (local engine only).
 * --save-facts FILE.jsonl keeps each image's facts; --reuse-facts FILE.jsonl re-composes from them (composer work).
 */
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Language } from '@alt-optimizer/contract';
import { describeLocally } from '../../src/describe-locally.ts';
import { merchantNamesProduct } from '../../src/compose/merchant-text.ts';
import { forEachInLanes } from '../../src/pool/lanes.ts';
import { createEnginePool } from '../../src/pool/pool.ts';
import { providerConfigFromEnv } from '../../src/providers/index.ts';
import type { AltContext, AltEngine, VisualFacts } from '../../src/types.ts';
import { fail, parseArgs } from './args.ts';
import { readLabels, type Label } from './labels.ts';
import { scoreRun, type Scored } from './eval-score.ts';
import { printTable } from './table.ts';

type Mode = 'complete' | 'simple';
type Analyzer = AltEngine & { workers: number };

function loadSavedFacts(path: string): Map<string, { latencyMs: number; facts: VisualFacts }> {
  const rows = readFileSync(path, 'utf8').split('\n').filter(Boolean);
  return new Map(
    rows.map((l) => {
      const r = JSON.parse(l) as { file: string; latencyMs: number; facts: VisualFacts };
      return [r.file, r];
    }),
  );
}

const args = parseArgs(process.argv.slice(2));
const data = args.get('data') ?? fail('--data DIR is required');
const out = args.get('out') ?? fail('--out FILE.json is required');
const modes = (args.get('mode') ?? 'complete').split(',') as Mode[];
const langs = (args.get('lang') ?? 'en').split(',') as Language[];
if (!modes.every((m) => m === 'complete' || m === 'simple')) {
  fail('--mode must be complete or simple (or both, comma-separated)');
}
if (!langs.every((l) => l === 'en' || l === 'fr')) {
  fail('--lang must be en or fr (or both, comma-separated)');
}
const combos = modes.flatMap((mode) => langs.map((lang) => ({ mode, lang })));
if (combos.length > 1 && !(out.includes('{mode}') && out.includes('{lang}'))) {
  fail('with several modes or languages, --out needs {mode} and {lang} placeholders');
}
const workers = args.has('workers') ? Number(args.get('workers')) : undefined;
// Composer work re-scores saved facts instead of re-running the models (dev tool; say so when reporting figures).
const saveFacts = args.get('save-facts');
const reuseFacts = args.has('reuse-facts') ? loadSavedFacts(args.get('reuse-facts') ?? '') : undefined;
const limit = args.has('limit') ? Number(args.get('limit')) : Infinity;

const labels = readLabels(data).slice(0, limit);
// ALT_AI_PROVIDER and friends select a vision LLM, as in the server; the default is the local engine.
const engine: Analyzer = reuseFacts
  ? { name: 'local', workers: 1, analyze: () => Promise.reject(new Error('reuse-facts: no engine')), close: () => Promise.resolve() }
  : await createEnginePool({ workers, provider: providerConfigFromEnv(process.env) });
const local = engine.name === 'local';
// The measured analysis runs in simple mode when asked (it computes the category fact complete mode omits).
const primary = combos.find((c) => c.mode === 'simple') ?? combos[0] ?? fail('nothing to run');
process.stderr.write(`eval: ${labels.length} images, ${combos.map((c) => `${c.mode}/${c.lang}`).join(' ')}, ${engine.workers} workers\n`);

/**
 * The engine sees the image, the language and (complete mode) what a catalogue row holds: the title and, where the
 * source has one, the description in the alt's language — never any other label field.
 */
function contextFor(label: Label, mode: Mode, lang: Language): AltContext {
  if (mode !== 'complete') {
    return { language: lang };
  }
  const description = (lang === 'fr' ? label.descriptionFr : label.description) ?? undefined;
  return { language: lang, title: label.title ?? undefined, description };
}

const scored = new Map(combos.map((c) => [key(c.mode, c.lang), new Array<Scored>(labels.length)]));
let done = 0;
async function evaluate(label: (typeof labels)[number], i: number): Promise<void> {
  const image = new Uint8Array(readFileSync(join(data, label.file)));
  const t0 = performance.now();
  const saved = reuseFacts?.get(label.file);
  const first = saved
    ? describeLocally(saved.facts, contextFor(label, primary.mode, primary.lang))
    : await engine.analyze(image, contextFor(label, primary.mode, primary.lang));
  const latencyMs = saved ? saved.latencyMs : performance.now() - t0;
  if (saveFacts) {
    appendFileSync(saveFacts, `${JSON.stringify({ file: label.file, latencyMs, facts: first.facts })}\n`);
  }
  for (const c of combos) {
    let result = first;
    if (c !== primary && local) {
      // Facts carry no language and, for complete mode, only lose the category head's answers (the engine skips
      // the head when the merchant wrote a title it can read): composing from the measured extraction gives what a
      // separate run would.
      const context = contextFor(label, c.mode, c.lang);
      const facts =
        c.mode === 'complete' && merchantNamesProduct(context)
          ? { ...first.facts, category: undefined, tentative: first.facts.tentative && { objects: first.facts.tentative.objects } }
          : first.facts;
      result = describeLocally(facts, context);
    } else if (c !== primary) {
      result = await engine.analyze(image, contextFor(label, c.mode, c.lang));
    }
    const list = scored.get(key(c.mode, c.lang));
    if (list) {
      list[i] = { label, result, latencyMs };
    }
  }
  done++;
  if (done % 25 === 0) {
    process.stderr.write(`  ${done}/${labels.length}\n`);
  }
}
// One lane per worker: no queueing, so latency is the time one analysis takes.
await forEachInLanes(labels, engine.workers, evaluate);
await engine.close();

for (const c of combos) {
  const rows = scored.get(key(c.mode, c.lang)) ?? [];
  const summary = scoreRun(rows, c.mode, c.lang);
  const report = {
    engine: engine.name,
    mode: c.mode,
    lang: c.lang,
    results: rows.map((s) => ({
      file: s.label.file,
      altTag: s.result.altTag,
      imageType: s.result.imageType,
      confidence: s.result.confidence,
      needsReview: s.result.needsReview,
      latencyMs: Math.round(s.latencyMs),
    })),
    summary,
  };
  const outPath = resolve(out.replace('{mode}', c.mode).replace('{lang}', c.lang));
  mkdirSync(dirname(outPath), { recursive: true });
  writeFileSync(outPath, `${JSON.stringify(report, null, 2)}\n`);
  printSummary(`eval ${c.mode}/${c.lang} on ${labels.length} images (${engine.name})`, summary, rows);
  process.stdout.write(`wrote ${outPath}\n\n`);
}

function key(mode: Mode, lang: Language): string {
  return `${mode}/${lang}`;
}

function printSummary(title: string, summary: Record<string, unknown>, rows: Scored[]): void {
  const s = summary as {
    ruleCompliance: { hardRulesPct: number; allRulesPct: number; violations: Record<string, number> };
    colour: { n: number; accuracyPct: number };
    imageType: { n: number; accuracyPct: number };
    productType: { n: number; namedPct: number; wrongWordPct: number; titlesWithTypeWord: number; namedWhenTitleHasTypePct: number | null };
    category: Record<string, number | null>;
    latencyMs: { p50: number; p95: number };
    meanConfidence: number;
    trust: Record<string, number | null>;
  };
  printTable(title, [
    ['rule compliance, hard rules %', s.ruleCompliance.hardRulesPct],
    ['rule compliance, all rules %', s.ruleCompliance.allRulesPct],
    ['violations', JSON.stringify(s.ruleCompliance.violations)],
    [`colour accuracy % (n=${s.colour.n})`, s.colour.accuracyPct],
    [`image-type accuracy % (n=${s.imageType.n})`, s.imageType.accuracyPct],
    [`product type named % (n=${s.productType.n})`, s.productType.namedPct],
    [`  … when the title has a type word % (n=${s.productType.titlesWithTypeWord})`, s.productType.namedWhenTitleHasTypePct],
    ['wrong product word %', s.productType.wrongWordPct],
    ['category fine precision %', s.category.finePrecisionPct ?? null],
    ['category fine coverage %', s.category.fineCoveragePct ?? null],
    ['category coarse precision %', s.category.coarsePrecisionPct ?? null],
    ['category coarse coverage %', s.category.coarseCoveragePct ?? null],
    ['out-of-vocabulary false label %', s.category.falseLabelPct ?? null],
    ['latency p50 ms', s.latencyMs.p50],
    ['latency p95 ms', s.latencyMs.p95],
    ['mean confidence', s.meanConfidence],
    ['local fallbacks', rows.filter((r) => r.result.fallback).length],
    ...Object.entries(s.trust).map(([k, v]): [string, number | null] => [`trust: ${k}`, v]),
  ]);
}
