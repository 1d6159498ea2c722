import { LEGACY_XLS_REFUSAL, type Language } from '@alt-optimizer/contract';
import { defineErrors, formatMessage, type ErrorParams } from '../../core/errors/index.ts';
import { FETCH_MESSAGES } from '../../core/net/fetch-messages.ts';

/** Request-level bulk errors: thrown as AppError and answered by the shared error handler. */
export const BULK_ERRORS = defineErrors({
  fileMissing: {
    status: 400,
    en: 'No file uploaded. Send the spreadsheet in a field named "file"',
    fr: 'Aucun fichier envoyé. Envoyez le tableur dans un champ nommé « file »',
  },
  fileTooLarge: { status: 413, en: 'File too large. Maximum size is 50MB', fr: 'Fichier trop volumineux. Taille maximale : 50 Mo' },
  fileTypeInvalid: {
    status: 400,
    en: 'Invalid file type. Please upload an Excel (.xlsx) or CSV file',
    fr: 'Type de fichier non valide. Envoyez un fichier Excel (.xlsx) ou CSV',
  },
  xlsUnsupported: { status: 400, ...LEGACY_XLS_REFUSAL },
  fileUnreadable: {
    status: 400,
    en: 'The file could not be read as a spreadsheet. Open it in Excel or LibreOffice, save it again as .xlsx or .csv, then upload it',
    fr: "Le fichier n'a pas pu être lu comme un tableur. Ouvrez-le dans Excel ou LibreOffice, enregistrez-le à nouveau au format .xlsx ou .csv, puis renvoyez-le",
  },
  tooManyImages: {
    status: 400,
    en: 'This file lists more than {max} images, the most one job takes. Split it into files of at most {max} images and upload them one at a time',
    fr: "Ce fichier contient plus de {max} images, le maximum pour un traitement. Découpez-le en fichiers d'au plus {max} images et envoyez-les un par un",
  },
  xlsxTooLarge: {
    status: 400,
    en: 'This .xlsx file unzips to more than {max} MB, the most one job reads. Delete unused sheets, columns or formatting, or save it as .csv, then upload it again',
    fr: 'Ce fichier .xlsx dépasse {max} Mo une fois décompressé, le maximum lu pour un traitement. Supprimez les feuilles, colonnes ou mises en forme inutiles, ou enregistrez-le au format .csv, puis renvoyez-le',
  },
  cellTooLarge: {
    status: 400,
    en: 'Row {row}{sheet} has a cell of more than 1 million characters, the most one cell may hold. Shorten it (a product description rarely needs more than a few thousand), then upload the file again',
    fr: 'La ligne {row}{sheet} contient une cellule de plus de 1 million de caractères, le maximum pour une cellule. Raccourcissez-la (une description de produit dépasse rarement quelques milliers de caractères), puis renvoyez le fichier',
  },
  sheetEmpty: {
    status: 400,
    en: 'Sheet "{sheet}" has no data rows',
    fr: 'La feuille « {sheet} » ne contient aucune ligne de données',
  },
  existingAltsInvalid: {
    status: 400,
    en: 'Invalid existingAlts. Use replace-bad, fill-empty or overwrite',
    fr: 'Valeur existingAlts non valide. Utilisez replace-bad, fill-empty ou overwrite',
  },
  workbookEmpty: { status: 400, en: 'The file has no data rows', fr: 'Le fichier ne contient aucune ligne de données' },
  columnsMissing: {
    status: 400,
    en: 'Missing required column(s) in sheet "{sheet}": {columns}',
    fr: 'Colonne(s) obligatoire(s) manquante(s) dans la feuille « {sheet} » : {columns}',
  },
  columnsMissingCsv: {
    status: 400,
    en: 'Missing required column(s): {columns}',
    fr: 'Colonne(s) obligatoire(s) manquante(s) : {columns}',
  },
  modeInvalid: {
    status: 400,
    en: 'Invalid mode. Use "complete" or "simple"',
    fr: 'Mode non valide. Utilisez « complete » ou « simple »',
  },
  keywordsInvalid: { status: 400, en: 'Invalid keywords: {detail}', fr: 'Mots-clés non valides : {detail}' },
  resultNotFound: { status: 404, en: 'Result not found', fr: 'Résultat introuvable' },
  badResultsPage: {
    status: 400,
    en: 'Invalid results page: after must be a cursor the previous page answered, limit 1 to {max}, filter review, failed or all',
    fr: 'Page de résultats non valide : after doit être un curseur donné par la page précédente, limit de 1 à {max}, filter review, failed ou all',
  },
  jobNotCompleted: {
    status: 409,
    en: 'The file is still being processed. Download it once processing is complete',
    fr: 'Le fichier est encore en cours de traitement. Téléchargez-le une fois le traitement terminé',
  },
  jobFailed: {
    status: 409,
    en: 'This job failed, so there is no file to download: {detail}',
    fr: "Ce traitement a échoué, il n'y a donc pas de fichier à télécharger : {detail}",
  },
  filesExpired: {
    status: 410,
    en: "This job's files have been deleted: uploads and results are kept for a limited time. Upload the catalogue again to get a new file",
    fr: 'Les fichiers de ce traitement ont été supprimés : les envois et les résultats ne sont conservés que pour une durée limitée. Renvoyez le catalogue pour obtenir un nouveau fichier',
  },
  altInvalid: {
    status: 400,
    en: 'ALT text must be between 1 and 125 characters',
    fr: 'Le texte ALT doit contenir entre 1 et 125 caractères',
  },
});

/** Per-row failures, stored in the row's errorMessage (job language) and written to ALT_Error. */
export const ROW_MESSAGES = {
  urlMissing: { en: 'Missing image URL', fr: "URL d'image manquante" },
  ...FETCH_MESSAGES,
  analysisFailed: { en: 'Analysis failed', fr: "L'analyse a échoué" },
  /** The job's failing-host breaker (jobs/host-breaker.ts): the host was not asked for this image. */
  hostSkipped: {
    en: 'Image host {host} did not answer; skipped after {count} timeouts',
    fr: "L'hôte d'images {host} n'a pas répondu ; image ignorée après {count} délais dépassés",
  },
} as const;

export type RowMessageId = keyof typeof ROW_MESSAGES;

export function rowMessage(id: RowMessageId, lang: Language, params: ErrorParams = {}): string {
  return formatMessage(ROW_MESSAGES[id][lang], params);
}
