import { readFileSync } from 'node:fs';
import { nounScores } from '../../src/facts/imagenet/noun-scores.ts';
import { isFashionNoun, pickNoun } from '../../src/compose/seen-noun.ts';
import { readImagenetRecords } from './extract-imagenet.ts';
const labels = new Map(
  readFileSync('/work/shared/eval/dev/labels.jsonl', 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l))
    .map((l) => [l.file, l]),
);
const recs = readImagenetRecords('/tmp/imagenet-dev.jsonl');
const g = Number(process.argv[2] ?? 0.88);
for (const r of recs) {
  const l = labels.get(r.group);
  const s = nounScores((r.crop ?? r.frame).map((v) => v / 255));
  const p = pickNoun(s, g, (x) => !isFashionNoun(x.id));
  const top = s
    .slice(0, 4)
    .map((x) => `${x.id}:${x.p.toFixed(2)}`)
    .join(' ');
  console.log(
    `${r.group.slice(7)} ${l.set} ${l.category} | ${l.title ?? (l.captions?.[0] ?? '').slice(0, 50)} | pick=${p?.id ?? '-'} | ${top}`,
  );
}
