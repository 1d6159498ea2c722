/**
 * The verdict on alts written for dev photos (src/audit/fixtures/alts.json: good, bad and borderline alts; the
 * photos' facts cached in facts.json by tools/audit/extract-fixture-facts.ts). Each fixture holds the reasons
 * judgeAlt gives today; every reason must have fixtures where it fires and fixtures where it does not.
 */
import { describe, expect, it } from 'vitest';
import { readAltFixtures, readFixtureFacts, judgeInput } from '../../tools/audit/fixtures.ts';
import { judgeAlt, type AltReasonId } from './judge-alt.ts';
import { REASON_WORDS } from './reasons.ts';

const fixtures = await readAltFixtures();
const facts = await readFixtureFacts();
const judged = fixtures.alts.map((a) => ({ fixture: a, judgement: judgeAlt(judgeInput(a, facts)) }));

describe('verdict fixtures', () => {
  it('has at least 60 alts over at least 20 dev photos, each photo with cached facts', () => {
    expect(fixtures.alts.length).toBeGreaterThanOrEqual(60);
    expect(Object.keys(fixtures.photos).length).toBeGreaterThanOrEqual(20);
    for (const id of Object.keys(fixtures.photos)) {
      expect(facts[id]?.imagenet, id).toBeDefined();
    }
  });

  it.each(judged.map((j) => [`${j.fixture.photo ?? '-'} ${JSON.stringify(j.fixture.alt)}`, j] as const))('%s', (_, j) => {
    expect(j.judgement.reasons.map((r) => r.id)).toEqual(j.fixture.reasons);
    expect(j.judgement.verdict === 'keep').toBe(j.fixture.reasons.length === 0);
  });

  it.each(Object.keys(REASON_WORDS) as AltReasonId[])('%s fires on some fixtures and not on others', (id) => {
    const fires = judged.filter((j) => j.judgement.reasons.some((r) => r.id === id));
    expect(fires.length, `${id} fires`).toBeGreaterThan(0);
    expect(judged.length - fires.length, `${id} silent`).toBeGreaterThan(0);
  });

  it('contradicts the picture only with a picture, and names both words in both languages', () => {
    const contradicting = judged.filter((j) => j.judgement.reasons.some((r) => r.id === 'contradicts_picture'));
    expect(contradicting.length).toBeGreaterThanOrEqual(10);
    for (const j of contradicting) {
      expect(j.fixture.photo).not.toBeNull();
      const r = j.judgement.reasons.find((x) => x.id === 'contradicts_picture');
      expect(r?.en).toMatch(/^Says ".+", but the picture shows ".+"\.$/);
      expect(r?.fr).toMatch(/^Dit «\u202F.+\u202F», mais l’image montre «\u202F.+\u202F»\.$/u);
    }
    // Without facts, the same alts say nothing about the picture.
    for (const j of contradicting) {
      const blind = judgeAlt({ ...judgeInput(j.fixture, facts), facts: undefined });
      expect(blind.reasons.map((r) => r.id)).not.toContain('contradicts_picture');
    }
  });

  it('keeps every good alt written before the rules were tuned, and catches most bad ones', () => {
    const tuned = judged.filter((j) => !j.fixture.heldOut);
    expect(tuned.filter((j) => j.fixture.quality === 'good').every((j) => j.judgement.verdict === 'keep')).toBe(true);
    expect(tuned.filter((j) => j.fixture.quality === 'bad').every((j) => j.judgement.verdict !== 'keep')).toBe(true);
  });
});
