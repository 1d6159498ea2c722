import type { Language } from './limits.ts';

/**
 * Zod-free (the web app's tool chunk imports it without the schemas). What a run does with an alt the image already has (issue 25): the spreadsheet's alt columns, a store's images,
 * the v1 API's rows, the CLI. `replace-bad` (the default) keeps the alts the engine judges good and writes new ones
 * for the missing and the bad; `fill-empty` only writes where there is none; `overwrite` writes every one.
 */
export const EXISTING_ALT_POLICIES = ['replace-bad', 'fill-empty', 'overwrite'] as const;
export type ExistingAltPolicy = (typeof EXISTING_ALT_POLICIES)[number];
export const DEFAULT_EXISTING_ALT_POLICY: ExistingAltPolicy = 'replace-bad';

/** The choice as the web app, the CLI's help and the docs name it. */
export const EXISTING_ALT_POLICY_LABELS: Record<ExistingAltPolicy, Record<Language, { label: string; hint: string }>> = {
  'replace-bad': {
    en: { label: 'Replace only what is bad', hint: 'Good alts stay; missing, empty and poor ones are rewritten.' },
    fr: {
      label: 'Remplacer seulement les mauvais alts',
      hint: 'Les bons textes alternatifs restent ; les absents, vides ou médiocres sont réécrits.',
    },
  },
  'fill-empty': {
    en: { label: 'Fill empty only', hint: 'Every existing alt stays as it is, even a poor one.' },
    fr: { label: 'Remplir les vides seulement', hint: 'Chaque texte alternatif existant reste tel quel, même médiocre.' },
  },
  overwrite: {
    en: { label: 'Overwrite all', hint: 'Every image gets a new alt; the old ones are shown beside them.' },
    fr: { label: 'Tout remplacer', hint: 'Chaque image reçoit un nouveau texte ; les anciens restent affichés à côté.' },
  },
};

/** The verdict on an alt found in the source and why, as the engine's judgeAlt gave it (EN and FR words). */
export const ALT_VERDICTS = ['keep', 'improve', 'replace'] as const;
export type AltVerdictName = (typeof ALT_VERDICTS)[number];
/** One reason, in both languages (the engine's AltReason). */
export interface OldAltReason {
  id: string;
  en: string;
  fr: string;
}

export const VERDICT_LABELS: Record<AltVerdictName, Record<Language, string>> = {
  keep: { en: 'Good: kept', fr: 'Bon : conservé' },
  improve: { en: 'To improve', fr: 'À améliorer' },
  replace: { en: 'To replace', fr: 'À remplacer' },
};

/**
 * The policy of a request that may still send the boolean `overwrite` of earlier versions: `overwrite: true` is
 * "overwrite", `overwrite: false` the old "fill empty"; neither sent is the default.
 */
export function policyFrom(policy: ExistingAltPolicy | undefined, overwrite: boolean | undefined): ExistingAltPolicy {
  return policy ?? (overwrite === undefined ? DEFAULT_EXISTING_ALT_POLICY : overwrite ? 'overwrite' : 'fill-empty');
}
