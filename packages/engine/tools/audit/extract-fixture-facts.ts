/**
 * Extracts the visual facts of the dev photos the verdict fixtures are written for (src/audit/fixtures/alts.json)
 * and caches them in src/audit/fixtures/facts.json, so the fixture tests judge "contradicts the picture" against
 * what the real models saw without running them (~0.5 s a photo). Run again after a fact model changes:
 *
 *   npx tsx packages/engine/tools/audit/extract-fixture-facts.ts [--data ../shared/eval/dev]
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { disposeFactModels, extractFacts, loadFactModels } from '../../src/facts/index.ts';
import type { VisualFacts } from '../../src/types.ts';
import { FIXTURE_DIR, readAltFixtures } from './fixtures.ts';

const { values } = parseArgs({ options: { data: { type: 'string' } } });
const dir = values.data ?? path.resolve(import.meta.dirname, '../../../../../shared/eval/dev');
const { photos } = await readAltFixtures();

await loadFactModels({ ocr: false });
const out: Record<string, VisualFacts> = {};
for (const [id, photo] of Object.entries(photos).sort(([a], [b]) => a.localeCompare(b))) {
  // No OCR and no category head: the verdict reads only the classifier's nouns and the trusted pixel colours.
  const { features: _features, ...facts } = await extractFacts(await readFile(path.join(dir, photo.file)), { ocr: false, category: false });
  out[id] = { ...facts, timingsMs: {} };
  console.log(id, photo.title ?? '');
}
disposeFactModels();
await writeFile(path.join(FIXTURE_DIR, 'facts.json'), `${JSON.stringify(out)}\n`);
console.log(`${Object.keys(out).length} photos → ${path.join(FIXTURE_DIR, 'facts.json')}`);
