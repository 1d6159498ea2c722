/**
 * Measures the facts against the labelled dev photos: colour accuracy (normalised across source vocabularies)
 * and image-type accuracy, plus per-stage timings.
 *
 *   node --import tsx packages/engine/tools/measure/measure-facts.ts --data ../shared/eval/dev [--ocr] [--verbose]
 *
 * Only this measurement reads labels.jsonl; extractFacts never sees it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { colourMatches } from './label-match.ts';
import { disposeFactModels, extractFacts, loadFactModels } from '../../src/facts/index.ts';

interface Label {
  file: string;
  set: string;
  color: string | null;
  imageType: string | null;
  category: string;
}

const { values } = parseArgs({
  options: { data: { type: 'string' }, ocr: { type: 'boolean', default: false }, verbose: { type: 'boolean', default: false } },
});
const dir = values.data ?? '../shared/eval/dev';
const labels = (await readFile(path.join(dir, 'labels.jsonl'), 'utf8'))
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l) as Label);

await loadFactModels({ ocr: values.ocr });
let colourN = 0;
let colourOk = 0;
let typeN = 0;
let typeOk = 0;
const confusion = new Map<string, number>();
const general = new Map<string, number>();
const stages = new Map<string, number[]>();
for (const label of labels) {
  const bytes = await readFile(path.join(dir, label.file));
  // CPU time as well as wall time: on a shared, overloaded machine wall time mostly measures the queue.
  const cpu0 = process.cpuUsage();
  const facts = await extractFacts(bytes, { ocr: values.ocr });
  const cpu = process.cpuUsage(cpu0);
  stages.set('cpu (user+sys, all threads)', [...(stages.get('cpu (user+sys, all threads)') ?? []), (cpu.user + cpu.system) / 1000]);
  for (const [k, v] of Object.entries(facts.timingsMs)) {
    stages.set(k, [...(stages.get(k) ?? []), v]);
  }
  const top = facts.colours[0]?.name ?? 'none';
  let colourLine = '';
  if (label.set === 'product' && label.color) {
    colourN++;
    const ok = colourMatches(top, label.color);
    colourOk += ok ? 1 : 0;
    colourLine = `${ok ? 'ok ' : 'BAD'} colour ${label.color} → ${facts.colours.map((c) => `${c.name}:${c.share.toFixed(2)}`).join(' ')}`;
  }
  if (label.imageType) {
    typeN++;
    typeOk += label.imageType === facts.imageType ? 1 : 0;
    const key = `${label.imageType}→${facts.imageType}`;
    confusion.set(key, (confusion.get(key) ?? 0) + 1);
  } else {
    general.set(facts.imageType, (general.get(facts.imageType) ?? 0) + 1);
  }
  if (values.verbose) {
    console.log(
      label.file,
      label.category,
      `type ${label.imageType}→${facts.imageType}`,
      colourLine,
      `plain=${facts.background.plain} u=${facts.background.uniformity.toFixed(2)} fg=${facts.foregroundShare.toFixed(2)}`,
      facts.objects.map((o) => `${o.label}:${o.score.toFixed(2)}`).join(' '),
      `faces=${facts.faces}`,
    );
  }
}

const pct = (a: number, b: number): string => `${((100 * a) / Math.max(1, b)).toFixed(1)} % (${a}/${b})`;
console.log(`colour accuracy (product photos with a colour label): ${pct(colourOk, colourN)}`);
console.log(`image-type accuracy (product photos): ${pct(typeOk, typeN)}`);
console.log('type confusion (label→predicted):', Object.fromEntries([...confusion].sort()));
console.log('general photos (no label), predicted types:', Object.fromEntries(general));
for (const [k, v] of stages) {
  const s = [...v].sort((a, b) => a - b);
  console.log(`stage ${k}: p50 ${s[Math.floor(s.length / 2)]?.toFixed(1)} ms, p95 ${s[Math.floor(s.length * 0.95)]?.toFixed(1)} ms`);
}
// The OCR worker thread would keep the process alive.
disposeFactModels();
