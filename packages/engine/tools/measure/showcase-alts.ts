/**
 * The alts shown in the home page's before/after strip: what this engine writes for a few dev-set photos.
 * `node --import tsx packages/engine/tools/measure/showcase-alts.ts --data ../shared/eval/dev --files p0001,p0002`
 * prints one JSON line per photo and language (simple mode: the photo alone; complete mode: with its title).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createEngine } from '../../src/engine.ts';
import { fail, parseArgs } from '../eval/args.ts';

const args = parseArgs(process.argv.slice(2));
const data = args.get('data') ?? fail('--data <folder of labels.jsonl and images/> is required');
const files = (args.get('files') ?? fail('--files p0001,p0002 is required')).split(',');
const labels = new Map<string, { title: string | null }>();
for (const line of (await readFile(join(data, 'labels.jsonl'), 'utf8')).split('\n').filter(Boolean)) {
  const label = JSON.parse(line) as { file: string; title: string | null };
  labels.set(label.file, label);
}

const engine = await createEngine();
try {
  for (const id of files) {
    const file = `images/${id}.jpg`;
    const image = new Uint8Array(await readFile(join(data, file)));
    const title = labels.get(file)?.title ?? undefined;
    for (const language of ['en', 'fr'] as const) {
      const simple = await engine.analyze(image, { language });
      const complete = await engine.analyze(image, { language, title });
      const row = {
        id,
        language,
        title,
        simple: simple.altTag,
        complete: complete.altTag,
        review: [simple.needsReview, complete.needsReview],
      };
      process.stdout.write(`${JSON.stringify(row)}\n`);
    }
  }
} finally {
  await engine.close();
}
