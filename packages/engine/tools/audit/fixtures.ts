/** The verdict fixtures (src/audit/fixtures): alts written for dev photos, and the photos' cached facts. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AltReasonId, JudgeInput } from '../../src/audit/judge-alt.ts';
import type { VisualFacts } from '../../src/types.ts';

export const FIXTURE_DIR = path.resolve(import.meta.dirname, '../../src/audit/fixtures');

export interface AltFixture {
  /** Dev photo id (images/<id>.jpg), or null for an alt judged without a picture. */
  photo: string | null;
  alt: string | null;
  language: 'en' | 'fr';
  title?: string;
  decorative?: boolean;
  sameAltOnOtherImages?: boolean;
  /** A person's call on the alt for that photo: good (keep it), bad (it must change), borderline (either is fair). */
  quality: 'good' | 'bad' | 'borderline';
  /**
   * Written after the rules were tuned on the others and not tuned on afterwards: the fair measure of what the
   * verdict catches (tools/audit/measure-verdicts.ts prints both sets).
   */
  heldOut?: boolean;
  /** The reasons judgeAlt gives today (the regression the tests hold). */
  reasons: AltReasonId[];
}

export interface AltFixtures {
  photos: Record<string, { file: string; title: string | null }>;
  alts: AltFixture[];
}

export async function readAltFixtures(): Promise<AltFixtures> {
  return JSON.parse(await readFile(path.join(FIXTURE_DIR, 'alts.json'), 'utf8')) as AltFixtures;
}

export async function readFixtureFacts(): Promise<Record<string, VisualFacts>> {
  return JSON.parse(await readFile(path.join(FIXTURE_DIR, 'facts.json'), 'utf8')) as Record<string, VisualFacts>;
}

/** What judgeAlt is asked for one fixture. */
export function judgeInput(a: AltFixture, facts: Record<string, VisualFacts>): JudgeInput {
  return {
    alt: a.alt,
    language: a.language,
    title: a.title,
    decorative: a.decorative,
    sameAltOnOtherImages: a.sameAltOnOtherImages,
    facts: a.photo ? facts[a.photo] : undefined,
  };
}
