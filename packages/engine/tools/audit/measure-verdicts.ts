/**
 * What share of the verdict fixtures' bad alts judgeAlt catches (verdict improve or replace) and of their good alts
 * it keeps, for the alts the rules were tuned on and for the held-out ones written afterwards, with each miss and
 * false alarm listed. Reads the cached facts (tools/audit/extract-fixture-facts.ts writes them).
 *
 *   npx tsx packages/engine/tools/audit/measure-verdicts.ts
 */
import { judgeAlt, type AltJudgement } from '../../src/audit/judge-alt.ts';
import { judgeInput, readAltFixtures, readFixtureFacts, type AltFixture } from './fixtures.ts';

const fixtures = await readAltFixtures();
const facts = await readFixtureFacts();
const judged = fixtures.alts.map((fixture) => ({ fixture, judgement: judgeAlt(judgeInput(fixture, facts)) }));

function pct(n: number, d: number): string {
  return d === 0 ? '–' : `${((100 * n) / d).toFixed(1)} % (${n}/${d})`;
}

function line(j: { fixture: AltFixture; judgement: AltJudgement }): string {
  const why = j.judgement.reasons.map((r) => r.en).join(' ') || 'no reason';
  return `    ${j.fixture.photo ?? '-'} ${JSON.stringify(j.fixture.alt)} → ${j.judgement.verdict}: ${why}`;
}

for (const [name, rows] of [
  ['tuned on', judged.filter((j) => !j.fixture.heldOut)],
  ['held out', judged.filter((j) => j.fixture.heldOut)],
  ['all', judged],
] as const) {
  const bad = rows.filter((j) => j.fixture.quality === 'bad');
  const good = rows.filter((j) => j.fixture.quality === 'good');
  const caught = bad.filter((j) => j.judgement.verdict !== 'keep');
  const kept = good.filter((j) => j.judgement.verdict === 'keep');
  const border = rows.filter((j) => j.fixture.quality === 'borderline');
  console.log(
    `${name}: ${rows.length} alts — bad caught ${pct(caught.length, bad.length)}, good kept ${pct(kept.length, good.length)}, borderline flagged ${border.filter((j) => j.judgement.verdict !== 'keep').length}/${border.length}`,
  );
  if (name !== 'all') {
    for (const j of bad.filter((x) => x.judgement.verdict === 'keep')) {
      console.log(`  missed${line(j).slice(2)}`);
    }
    for (const j of good.filter((x) => x.judgement.verdict !== 'keep')) {
      console.log(`  false alarm${line(j).slice(2)}`);
    }
  }
}
