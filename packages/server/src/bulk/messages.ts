import type { Language } from '@alt-optimizer/contract';

/**
 * Bulk-specific user-facing messages, EN and FR side by side. Each entry is a function so that the
 * sheet / column names land inside the sentence in both languages.
 */
export const BULK_MESSAGES = {
  fileMissing: { en: () => 'No file uploaded', fr: () => 'Aucun fichier envoyé' },
  fileTooLarge: { en: () => 'File too large. Maximum size is 50MB', fr: () => 'Fichier trop volumineux. Taille maximale : 50 Mo' },
  fileTypeInvalid: {
    en: () => 'Invalid file type. Please upload an Excel (.xlsx) or CSV file',
    fr: () => 'Type de fichier non valide. Envoyez un fichier Excel (.xlsx) ou CSV',
  },
  xlsUnsupported: {
    en: () => 'Legacy Excel (.xls) files are not supported. Open the file in Excel or LibreOffice and save it as .xlsx or .csv, then upload it again',
    fr: () => 'Les anciens fichiers Excel (.xls) ne sont pas pris en charge. Ouvrez le fichier dans Excel ou LibreOffice, enregistrez-le au format .xlsx ou .csv, puis renvoyez-le',
  },
  fileUnreadable: {
    en: (d: string) => `The file could not be read (${d})`,
    fr: (d: string) => `Le fichier n'a pas pu être lu (${d})`,
  },
  sheetEmpty: {
    en: (sheet: string) => `Sheet "${sheet}" has no data rows`,
    fr: (sheet: string) => `La feuille « ${sheet} » ne contient aucune ligne de données`,
  },
  workbookEmpty: { en: () => 'The file has no data rows', fr: () => 'Le fichier ne contient aucune ligne de données' },
  columnsMissing: {
    en: (sheet: string, cols: string) => `Missing required column(s) in sheet "${sheet}": ${cols}`,
    fr: (sheet: string, cols: string) => `Colonne(s) obligatoire(s) manquante(s) dans la feuille « ${sheet} » : ${cols}`,
  },
  columnsMissingCsv: {
    en: (cols: string) => `Missing required column(s): ${cols}`,
    fr: (cols: string) => `Colonne(s) obligatoire(s) manquante(s) : ${cols}`,
  },
  modeInvalid: {
    en: () => 'Invalid mode. Use "complete" or "simple"',
    fr: () => 'Mode non valide. Utilisez « complete » ou « simple »',
  },
  keywordsInvalid: {
    en: (d: string) => `Invalid keywords: ${d}`,
    fr: (d: string) => `Mots-clés non valides : ${d}`,
  },
  jobNotFound: { en: () => 'Job not found', fr: () => 'Traitement introuvable' },
  resultNotFound: { en: () => 'Result not found', fr: () => 'Résultat introuvable' },
  jobNotCompleted: {
    en: () => 'The file is still being processed. Download it once processing is complete',
    fr: () => 'Le fichier est encore en cours de traitement. Téléchargez-le une fois le traitement terminé',
  },
  altInvalid: {
    en: () => 'ALT text must be between 1 and 125 characters',
    fr: () => 'Le texte ALT doit contenir entre 1 et 125 caractères',
  },
  // Per-row errors (stored in the row's errorMessage, written to ALT_Error).
  urlMissing: { en: () => 'Missing image URL', fr: () => "URL d'image manquante" },
  urlInvalid: { en: () => 'Invalid image URL', fr: () => "URL d'image non valide" },
  notFound: { en: (code: string) => `Image not found (${code})`, fr: (code: string) => `Image introuvable (${code})` },
  httpError: { en: (code: string) => `Image server error (${code})`, fr: (code: string) => `Erreur du serveur d'images (${code})` },
  notImage: { en: () => 'Not an image', fr: () => "Ce n'est pas une image" },
  addressBlocked: { en: () => 'Address not allowed', fr: () => 'Adresse non autorisée' },
  tooLarge: { en: () => 'Image too large (over 20 MB)', fr: () => 'Image trop volumineuse (plus de 20 Mo)' },
  timeout: { en: () => 'Image server did not answer in time', fr: () => "Le serveur d'images n'a pas répondu à temps" },
  unreachable: { en: () => 'Image server unreachable', fr: () => "Serveur d'images injoignable" },
  tooManyRedirects: { en: () => 'Too many redirects', fr: () => 'Trop de redirections' },
  analysisFailed: { en: () => 'Analysis failed', fr: () => "L'analyse a échoué" },
} as const;

export type BulkMessageId = keyof typeof BULK_MESSAGES;

export function bulkMessage(id: BulkMessageId, lang: Language, ...args: string[]): string {
  const fn = BULK_MESSAGES[id][lang] as (...a: string[]) => string;
  return fn(...args);
}

/** An expected, user-caused failure: the route maps it to a 4xx with the message in the request's language. */
export class BulkError extends Error {
  constructor(
    readonly id: BulkMessageId,
    readonly statusCode: number,
    readonly args: string[] = [],
  ) {
    super(id);
  }
  localized(lang: Language): string {
    return bulkMessage(this.id, lang, ...this.args);
  }
}
