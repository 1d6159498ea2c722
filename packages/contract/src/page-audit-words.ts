import type { CriterionId, CriterionStatus, ImageCheckStatus, Words } from './page-audit.ts';

/*
 * The words of the page audit report that the web page, the CSV and the PDF all print: each once, EN and FR side by
 * side (the web app's typography test reads them through features/tool/page-audit/page-audit.messages.ts).
 */
const N = '\u202F';

/** RGAA 4.1 criteria 1.1–1.3 as the official reference words them, and WCAG 2.1 success criterion 1.1.1. */
export const CRITERION_WORDS: Record<CriterionId, { label: Words; question: Words }> = {
  'rgaa-1.1': {
    label: { en: 'RGAA 1.1', fr: 'RGAA 1.1' },
    question: {
      en: 'Does each informative image have a text alternative?',
      fr: `Chaque image porteuse d’information a-t-elle une alternative textuelle${N}?`,
    },
  },
  'rgaa-1.2': {
    label: { en: 'RGAA 1.2', fr: 'RGAA 1.2' },
    question: {
      en: 'Is each decorative image correctly ignored by assistive technologies?',
      fr: `Chaque image de décoration est-elle correctement ignorée par les technologies d’assistance${N}?`,
    },
  },
  'rgaa-1.3': {
    label: { en: 'RGAA 1.3', fr: 'RGAA 1.3' },
    question: {
      en: 'For each informative image with a text alternative, is this alternative relevant?',
      fr: `Pour chaque image porteuse d’information ayant une alternative textuelle, cette alternative est-elle pertinente${N}?`,
    },
  },
  'wcag-1.1.1': {
    label: { en: 'WCAG 1.1.1', fr: 'WCAG 1.1.1' },
    question: { en: 'Non-text content (level A)', fr: 'Contenu non textuel (niveau A)' },
  },
};

export const CRITERION_STATUS_WORDS: Record<CriterionStatus, Words> = {
  conforming: { en: 'Conforming', fr: 'Conforme' },
  not_conforming: { en: 'Not conforming', fr: 'Non conforme' },
  to_check: { en: 'To check', fr: 'À vérifier' },
  not_applicable: { en: 'Not applicable', fr: 'Non applicable' },
};

export const IMAGE_CHECK_WORDS: Record<ImageCheckStatus, Words> = {
  pass: { en: 'Passes', fr: 'Réussi' },
  fail: { en: 'Fails', fr: 'Échec' },
  to_check: { en: 'To check', fr: 'À vérifier' },
  not_applicable: { en: 'N/A', fr: 'N/A' },
};

export const VERDICT_WORDS = {
  keep: { en: 'Keep', fr: 'À garder' },
  improve: { en: 'Improve', fr: 'À améliorer' },
  replace: { en: 'Replace', fr: 'À remplacer' },
} as const satisfies Record<string, Words>;

export const ELEMENT_KIND_WORDS = {
  img: { en: 'Image <img>', fr: 'Image <img>' },
  'input-image': { en: 'Image button <input type="image">', fr: 'Bouton image <input type="image">' },
  area: { en: 'Map area <area>', fr: 'Zone cliquable <area>' },
  svg: { en: 'SVG image <svg role="img">', fr: 'Image SVG <svg role="img">' },
  'role-img': { en: 'Element with role="img"', fr: 'Élément avec role="img"' },
} as const satisfies Record<string, Words>;

/** What the machine cannot decide, said once, in every format of the report. */
export const MACHINE_LIMITS_WORDS: Words = {
  en: 'What a machine cannot decide: whether an image is informative or decorative, and whether a text alternative is relevant to what the image means on its page, are a person’s call. Those images are marked “to check”: the report lists them for a person to look at, and a criterion that depends on them stays “to check” until then.',
  fr: `Ce qu’une machine ne peut pas décider${N}: savoir si une image est porteuse d’information ou de décoration, et si une alternative textuelle est pertinente pour ce que l’image signifie dans sa page, relève d’une personne. Ces images sont marquées «${N}à vérifier${N}»${N}: le rapport les liste pour qu’une personne les regarde, et un critère qui en dépend reste «${N}à vérifier${N}» jusque-là.`,
};
