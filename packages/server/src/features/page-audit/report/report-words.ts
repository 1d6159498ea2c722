import type { Words } from '@alt-optimizer/contract';

const N = '\u202F';

/** The PDF's own words (the criteria, statuses and the machine's limits come from the contract). */
export const PDF_WORDS = {
  title: { en: 'Image accessibility report', fr: 'Rapport d’accessibilité des images' },
  subtitle: {
    en: 'RGAA 4.1 criteria 1.1, 1.2 and 1.3 · WCAG 2.1 success criterion 1.1.1',
    fr: 'Critères 1.1, 1.2 et 1.3 du RGAA 4.1 · critère de succès 1.1.1 des WCAG 2.1',
  },
  address: { en: 'Address audited', fr: 'Adresse auditée' },
  date: { en: 'Date', fr: 'Date' },
  pages: { en: 'Pages audited', fr: 'Pages auditées' },
  leftOut: { en: 'pages of the sitemap not audited', fr: 'pages du plan de site non auditées' },
  tool: {
    en: 'Automatic audit by Alt Optimizer: to be completed by a person for the images marked “to check”.',
    fr: `Audit automatique par Alt Optimizer${N}: à compléter par une personne pour les images marquées «${N}à vérifier${N}».`,
  },
  site: { en: 'Whole site', fr: 'Ensemble du site' },
  criterion: { en: 'Criterion', fr: 'Critère' },
  result: { en: 'Result', fr: 'Résultat' },
  failing: { en: 'failing', fr: 'en échec' },
  toCheck: { en: 'to check', fr: 'à vérifier' },
  images: { en: 'Images', fr: 'Images' },
  scoreImages: { en: 'Images with no problem found', fr: 'Images sans problème détecté' },
  scoreCriteria: { en: 'RGAA rate over decided criteria (1.1–1.3)', fr: 'Taux RGAA sur les critères décidés (1.1 à 1.3)' },
  notDecided: { en: 'none decided yet', fr: 'aucun décidé pour l’instant' },
  counts: {
    en: '{images} images: {keep} to keep, {improve} to improve, {replace} to replace; {decorative} marked decorative, {missing} without any text alternative; {backgrounds} CSS background images listed (not judged).',
    fr: `{images}${N}images${N}: {keep} à garder, {improve} à améliorer, {replace} à remplacer${N}; {decorative} marquées décoratives, {missing} sans aucune alternative textuelle${N}; {backgrounds} images de fond CSS listées (non jugées).`,
  },
  machine: { en: 'What a machine cannot decide', fr: 'Ce qu’une machine ne peut pas décider' },
  perPage: { en: 'Page by page', fr: 'Page par page' },
  pageFailed: { en: 'Page not audited', fr: 'Page non auditée' },
  failingImages: { en: 'Images that make a criterion fail', fr: 'Images qui font échouer un critère' },
  checkImages: { en: 'Images to check by a person', fr: 'Images à vérifier par une personne' },
  suggested: { en: 'Suggested alt', fr: 'Alt proposé' },
  more: { en: '… and {count} more: see the CSV.', fr: `… et {count} de plus${N}: voir le CSV.` },
  pageOf: { en: 'Page {page} of {pages}', fr: 'Page {page} sur {pages}' },
  none: { en: 'None.', fr: 'Aucune.' },
  noName: { en: '(no text alternative)', fr: '(aucune alternative textuelle)' },
} as const satisfies Record<string, Words>;
