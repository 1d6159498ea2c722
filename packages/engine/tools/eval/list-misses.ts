/**
 * Lists the products an eval run names wrongly or not at all, beside their titles (a reading aid for composer work;
 * the figures themselves come from eval.ts):
 *   node --import tsx packages/engine/tools/eval/list-misses.ts /tmp/simple-en.json en
 */
import { readFileSync } from 'node:fs';
import { wrongNouns, namesNoun } from './eval-score.ts';
import { CATEGORY_HEAD_TRUTH, CATEGORY_NOUNS, readLabels } from './labels.ts';
const [file, lang] = process.argv.slice(2);
const labels = new Map(readLabels(process.env.EVAL_DATA ?? '../shared/eval/dev').map((l) => [l.file, l]));
const GARMENT = new Set(['tops', 'dresses_skirts', 'outerwear', 'bottoms', 'underwear_socks']);
for (const r of JSON.parse(readFileSync(file!, 'utf8')).results) {
  const l = labels.get(r.file);
  if (!l || l.set !== 'product') {
    continue;
  }
  const group = CATEGORY_HEAD_TRUTH[l.category]?.group;
  const accepted = [...(CATEGORY_NOUNS[l.category] ?? []), ...(group ? [group] : []), ...(group && GARMENT.has(group) ? ['clothing'] : [])];
  const wrong = wrongNouns(r.altTag, accepted, null);
  const named = accepted.some((id) => namesNoun(r.altTag, id, (lang ?? 'en') as 'en'));
  if (wrong.length || !named) {
    console.log(
      `${r.file.slice(7)}\t${wrong.length ? 'WRONG ' + wrong.join(',') : 'nameless'}\t${l.category}\t${l.title}\t| ${r.altTag} (${r.confidence}${r.needsReview ? ' review' : ''})`,
    );
  }
}
