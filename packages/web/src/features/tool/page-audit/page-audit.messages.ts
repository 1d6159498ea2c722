import {
  AUDIT_ELEMENT_KINDS,
  CRITERION_IDS,
  CRITERION_STATUS_WORDS,
  CRITERION_STATUSES,
  CRITERION_WORDS,
  ELEMENT_KIND_WORDS,
  IMAGE_CHECK_STATUSES,
  IMAGE_CHECK_WORDS,
  LIMITS,
  MACHINE_LIMITS_WORDS,
  VERDICT_WORDS,
  type Language,
} from '@alt-optimizer/contract';
import { defineMessages } from '../../../i18n/index.ts';
import { NNBSP } from '../../../i18n/typography.ts';

/** The audit mode's screens (issue 25 items 3–4); the report's shared words come from the contract below. */
export const auditMessages = defineMessages({
  en: {
    heading: 'Audit a page or a site',
    intro:
      'Give the address of a page, or of a sitemap to audit several pages. Every image is listed with the text a screen reader hears, a verdict and a suggested ALT tag.',
    urlLabel: 'Page or sitemap address',
    urlHelp:
      'For example https://www.example.com/products.html or https://www.example.com/sitemap.xml. Only public pages are read, and the site’s robots.txt is respected.',
    urlMissing: 'Enter the address of a page or a sitemap.',
    urlInvalid: 'Enter a full address that starts with http:// or https://.',
    pagesLabel: 'Pages to audit from a sitemap',
    pagesHelp: `From 1 to ${LIMITS.auditMaxPagesCap}; a single page address audits that page only.`,
    start: 'Start Audit',
    starting: 'Reading the address…',
    startFailed: 'The audit could not start. Please try again.',
    changeMode: 'Change Mode',
    runningHeading: 'Auditing the site',
    pagesProgress: (done: number, total: number) => `Pages read: ${done} of ${total}`,
    imagesProgress: (done: number, total: number) => `Pictures described: ${done} of ${total}`,
    progressLabel: 'Audit progress',
    failedHeading: 'The audit stopped',
    reportHeading: 'Accessibility report',
    reportIntro: (url: string) =>
      `Images of ${url}, checked against RGAA 4.1 criteria 1.1, 1.2 and 1.3 and WCAG 2.1 success criterion 1.1.1.`,
    auditedOn: (date: string) => `Audited on ${date}`,
    pagesAudited: (audited: number, total: number) => `Pages audited: ${audited} of ${total}`,
    pagesLeftOut: (count: number) => `${count} more pages of the sitemap were not audited (raise the page count to include them).`,
    downloadCsv: 'Download CSV',
    downloadPdf: 'Download PDF',
    downloadFailed: 'The download failed. Please try again.',
    newAudit: 'Audit Another Address',
    machineHeading: 'What a machine cannot decide',
    siteHeading: 'Whole site',
    criterionColumn: 'Criterion',
    resultColumn: 'Result',
    imagesColumn: 'Images',
    imagesCell: (failing: number, toCheck: number, applicable: number) => `${failing} failing, ${toCheck} to check, of ${applicable}`,
    scoreImages: (percent: string) => `Images with no problem found: ${percent}`,
    scoreCriteria: (percent: string) => `RGAA rate over decided criteria (1.1–1.3): ${percent}`,
    noneDecided: 'none decided yet',
    counts: (images: number, keep: number, improve: number, replace: number) =>
      `${images} images: ${keep} to keep, ${improve} to improve, ${replace} to replace.`,
    countsMore: (decorative: number, missing: number, backgrounds: number) =>
      `${decorative} marked decorative, ${missing} without any text alternative, ${backgrounds} CSS background images listed (not judged).`,
    pagesHeading: 'Page by page',
    pageFailed: 'This page could not be audited:',
    truncated: `This page has more images than an audit lists (${LIMITS.auditMaxImagesPerPage}); only the first ones are shown.`,
    imagesHeading: (count: number) => `Images (${count})`,
    heard: 'Text alternative heard',
    nothingHeard: 'Nothing (no text alternative)',
    emptyAlt: 'Empty (alt="")',
    takenFrom: (source: string) => `from ${source}`,
    decorativeMark: 'Marked decorative',
    linkTerm: 'Link to',
    captionTerm: 'Figure caption',
    verdict: 'Verdict',
    reasons: 'Why',
    toCheck: 'To check by a person',
    suggested: 'Suggested ALT tag',
    suggestedEmpty: 'Empty: the picture looks decorative',
    criteria: 'Criteria',
    pair: (label: string, value: string) => `${label}: ${value}`,
    backgroundsHeading: (count: number) => `CSS background images (${count}, listed only)`,
  },
  fr: {
    heading: 'Auditer une page ou un site',
    intro:
      'Indiquez l’adresse d’une page, ou d’un plan de site pour auditer plusieurs pages. Chaque image est listée avec le texte qu’entend un lecteur d’écran, un verdict et une balise ALT proposée.',
    urlLabel: 'Adresse de la page ou du plan de site',
    urlHelp:
      'Par exemple https://www.example.com/produits.html ou https://www.example.com/sitemap.xml. Seules les pages publiques sont lues, et le fichier robots.txt du site est respecté.',
    urlMissing: 'Saisissez l’adresse d’une page ou d’un plan de site.',
    urlInvalid: 'Saisissez une adresse complète qui commence par http:// ou https://.',
    pagesLabel: 'Pages à auditer dans un plan de site',
    pagesHelp: `De 1 à ${LIMITS.auditMaxPagesCap}${NNBSP}; l’adresse d’une seule page n’audite que cette page.`,
    start: 'Lancer l’audit',
    starting: 'Lecture de l’adresse…',
    startFailed: 'L’audit n’a pas pu démarrer. Veuillez réessayer.',
    changeMode: 'Changer de mode',
    runningHeading: 'Audit du site en cours',
    pagesProgress: (done: number, total: number) => `Pages lues${NNBSP}: ${done} sur ${total}`,
    imagesProgress: (done: number, total: number) => `Images décrites${NNBSP}: ${done} sur ${total}`,
    progressLabel: 'Avancement de l’audit',
    failedHeading: 'L’audit s’est arrêté',
    reportHeading: 'Rapport d’accessibilité',
    reportIntro: (url: string) =>
      `Images de ${url}, vérifiées au regard des critères 1.1, 1.2 et 1.3 du RGAA 4.1 et du critère de succès 1.1.1 des WCAG 2.1.`,
    auditedOn: (date: string) => `Audit du ${date}`,
    pagesAudited: (audited: number, total: number) => `Pages auditées${NNBSP}: ${audited} sur ${total}`,
    pagesLeftOut: (count: number) =>
      `${count} autres pages du plan de site n’ont pas été auditées (augmentez le nombre de pages pour les inclure).`,
    downloadCsv: 'Télécharger le CSV',
    downloadPdf: 'Télécharger le PDF',
    downloadFailed: 'Le téléchargement a échoué. Veuillez réessayer.',
    newAudit: 'Auditer une autre adresse',
    machineHeading: 'Ce qu’une machine ne peut pas décider',
    siteHeading: 'Ensemble du site',
    criterionColumn: 'Critère',
    resultColumn: 'Résultat',
    imagesColumn: 'Images',
    imagesCell: (failing: number, toCheck: number, applicable: number) => `${failing} en échec, ${toCheck} à vérifier, sur ${applicable}`,
    scoreImages: (percent: string) => `Images sans problème détecté${NNBSP}: ${percent}`,
    scoreCriteria: (percent: string) => `Taux RGAA sur les critères décidés (1.1 à 1.3)${NNBSP}: ${percent}`,
    noneDecided: 'aucun décidé pour l’instant',
    counts: (images: number, keep: number, improve: number, replace: number) =>
      `${images}${NNBSP}images${NNBSP}: ${keep} à garder, ${improve} à améliorer, ${replace} à remplacer.`,
    countsMore: (decorative: number, missing: number, backgrounds: number) =>
      `${decorative} marquées décoratives, ${missing} sans aucune alternative textuelle, ${backgrounds} images de fond CSS listées (non jugées).`,
    pagesHeading: 'Page par page',
    pageFailed: `Cette page n’a pas pu être auditée${NNBSP}:`,
    truncated: `Cette page a plus d’images qu’un audit n’en liste (${LIMITS.auditMaxImagesPerPage})${NNBSP}; seules les premières sont affichées.`,
    imagesHeading: (count: number) => `Images (${count})`,
    heard: 'Alternative textuelle entendue',
    nothingHeard: 'Rien (aucune alternative textuelle)',
    emptyAlt: 'Vide (alt="")',
    takenFrom: (source: string) => `issue de ${source}`,
    decorativeMark: 'Marquée décorative',
    linkTerm: 'Lien vers',
    captionTerm: 'Légende de la figure',
    verdict: 'Verdict',
    reasons: 'Pourquoi',
    toCheck: 'À vérifier par une personne',
    suggested: 'Balise ALT proposée',
    suggestedEmpty: `Vide${NNBSP}: l’image semble décorative`,
    criteria: 'Critères',
    pair: (label: string, value: string) => `${label}${NNBSP}: ${value}`,
    backgroundsHeading: (count: number) => `Images de fond CSS (${count}, seulement listées)`,
  },
});

/** The report words shared with the CSV and the PDF (contract), as one dictionary per language. */
function reportWords(lang: Language) {
  const criteria = Object.fromEntries(
    CRITERION_IDS.map((id) => [id, { label: CRITERION_WORDS[id].label[lang], question: CRITERION_WORDS[id].question[lang] }]),
  );
  return {
    criteria: criteria as Record<(typeof CRITERION_IDS)[number], { label: string; question: string }>,
    status: Object.fromEntries(CRITERION_STATUSES.map((s) => [s, CRITERION_STATUS_WORDS[s][lang]])) as Record<
      (typeof CRITERION_STATUSES)[number],
      string
    >,
    check: Object.fromEntries(IMAGE_CHECK_STATUSES.map((s) => [s, IMAGE_CHECK_WORDS[s][lang]])) as Record<
      (typeof IMAGE_CHECK_STATUSES)[number],
      string
    >,
    verdict: { keep: VERDICT_WORDS.keep[lang], improve: VERDICT_WORDS.improve[lang], replace: VERDICT_WORDS.replace[lang] },
    kind: Object.fromEntries(AUDIT_ELEMENT_KINDS.map((k) => [k, ELEMENT_KIND_WORDS[k][lang]])) as Record<
      (typeof AUDIT_ELEMENT_KINDS)[number],
      string
    >,
    machine: MACHINE_LIMITS_WORDS[lang],
  };
}

export const auditReportWords = { en: reportWords('en'), fr: reportWords('fr') };
