/**
 * What a job does with an alt its source already has (issue 25), for every way rows arrive (a spreadsheet, the v1
 * API's rows, a store connector): the engine judges the old alt (keep / improve / replace, with EN/FR reasons) and
 * the job's policy decides whether the row is described again. The verdict is stored with the row, so the report
 * shows the old alt beside the new one whatever the policy.
 */
import type { AltVerdictName, ExistingAltPolicy, Language, OldAltReason } from '@alt-optimizer/contract';
import { judgeAlt } from '@alt-optimizer/engine';

export interface OldAltInput {
  /** The alt found: null when the source has none (no alt column, an empty cell, a store image without one). */
  alt: string | null;
  language: Language;
  title?: string | undefined;
  /** The image's URL: an alt that only repeats its file name is one. */
  imageUrl?: string | undefined;
  sameAltOnOtherImages?: boolean | undefined;
}

export interface OldAltDecision {
  /** True: the row is described again; false: the old alt is the row's alt. */
  describe: boolean;
  oldAlt: string | null;
  oldAltVerdict: AltVerdictName | null;
  oldAltReasons: OldAltReason[] | null;
}

function fileNameOf(url: string | undefined): string | undefined {
  if (!url) {
    return undefined;
  }
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '') || undefined;
  } catch {
    return undefined;
  }
}

export function decideOldAlt(policy: ExistingAltPolicy, input: OldAltInput): OldAltDecision {
  const alt = input.alt?.trim() ? input.alt.trim() : null;
  if (alt === null) {
    return { describe: true, oldAlt: null, oldAltVerdict: null, oldAltReasons: null };
  }
  const judged = judgeAlt({
    alt,
    language: input.language,
    title: input.title,
    fileName: fileNameOf(input.imageUrl),
    sameAltOnOtherImages: input.sameAltOnOtherImages,
  });
  const describe = policy === 'overwrite' || (policy === 'replace-bad' && judged.verdict !== 'keep');
  return { describe, oldAlt: alt, oldAltVerdict: judged.verdict, oldAltReasons: judged.reasons };
}

/** The same alt text on images at different URLs ("Product image" on every photo): its normalised form. */
export function altKey(alt: string): string {
  return alt.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * The alts given to two or more different image URLs, from a pass over the rows (memory: one entry per distinct alt).
 */
export async function altsOnSeveralImages(
  rows: AsyncIterable<{ alt: string | null; url: string }> | Iterable<{ alt: string | null; url: string }>,
): Promise<Set<string>> {
  const firstUrl = new Map<string, string>();
  const shared = new Set<string>();
  for await (const row of rows) {
    const key = row.alt ? altKey(row.alt) : '';
    if (!key) {
      continue;
    }
    const seen = firstUrl.get(key);
    if (seen === undefined) {
      firstUrl.set(key, row.url);
    } else if (seen !== row.url) {
      shared.add(key);
    }
  }
  return shared;
}
