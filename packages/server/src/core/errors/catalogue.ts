import { LIMITS } from '@alt-optimizer/contract';
import { defineErrors } from './app-error.ts';

const MB = LIMITS.imageMaxBytes / (1024 * 1024);
const MEGAPIXELS = LIMITS.imageMaxPixels / 1_000_000;

/**
 * Every error the server answers with, EN + FR side by side, grouped by the feature that throws it. The bulk
 * feature keeps its own catalogue (features/bulk/messages.ts) built the same way.
 */
export const ERRORS = defineErrors({
  // ---- generic ----
  notFound: { status: 404, en: 'Not found', fr: 'Introuvable' },
  invalidRequest: { status: 400, en: 'Invalid request: {detail}', fr: 'Requête invalide : {detail}' },
  invalidJson: { status: 400, en: 'The request body is not valid JSON', fr: "Le corps de la requête n'est pas un JSON valide" },
  bodyTooLarge: { status: 413, en: 'The request is too large', fr: 'La requête est trop volumineuse' },
  unsupportedMediaType: { status: 415, en: 'Unsupported content type', fr: 'Type de contenu non pris en charge' },
  tooManyRequests: {
    status: 429,
    en: 'Too many attempts. Please wait {seconds} seconds and try again.',
    fr: 'Trop de tentatives. Veuillez patienter {seconds} secondes puis réessayer.',
  },
  rateLimited: {
    status: 429,
    en: 'Too many requests from your address. Please wait {seconds} seconds and try again.',
    fr: 'Trop de requêtes depuis votre adresse. Veuillez patienter {seconds} secondes puis réessayer.',
  },
  apiQuotaExceeded: {
    status: 429,
    en: 'Daily quota of {limit} images reached for this API key. It resets at midnight UTC.',
    fr: "Quota quotidien de {limit} images atteint pour cette clé d'API. Il repart à zéro à minuit UTC.",
  },
  apiQuotaJobTooLarge: {
    status: 429,
    en: 'This job has {units} images but this API key has {remaining} of its {limit} daily images left. The quota resets at midnight UTC.',
    fr: "Ce traitement compte {units} images mais il reste {remaining} images sur les {limit} du quota quotidien de cette clé d'API. Le quota repart à zéro à minuit UTC.",
  },
  engineBusy: {
    status: 503,
    en: 'The image analyser is busy right now. Please try again in {seconds} seconds.',
    fr: "L'analyseur d'images est occupé pour le moment. Veuillez réessayer dans {seconds} secondes.",
  },
  internal: {
    status: 500,
    en: 'Something went wrong on our side. Please try again.',
    fr: 'Une erreur est survenue de notre côté. Veuillez réessayer.',
  },
  databaseUnavailable: {
    status: 503,
    en: 'The database is not reachable right now',
    fr: "La base de données n'est pas joignable pour le moment",
  },

  notMultipart: {
    status: 400,
    en: 'Send the request as multipart/form-data',
    fr: 'Envoyez la requête en multipart/form-data',
  },

  // ---- single image ----
  imageNotMultipart: {
    status: 400,
    en: 'Send the image as multipart/form-data in a field named "image"',
    fr: 'Envoyez l\'image en multipart/form-data dans un champ nommé "image"',
  },
  imageMissing: {
    status: 400,
    en: 'No image provided. Please select an image file (PNG, JPG, WEBP)',
    fr: 'Aucune image fournie. Veuillez sélectionner un fichier image (PNG, JPG, WEBP)',
  },
  imageTooLarge: {
    status: 413,
    en: `Image too large. Please select an image smaller than ${MB}MB`,
    fr: `Image trop volumineuse. Veuillez sélectionner une image de moins de ${MB} Mo`,
  },
  notAnImage: {
    status: 400,
    en: 'The file is not a valid image. Please select an image file (PNG, JPG, WEBP)',
    fr: "Le fichier n'est pas une image valide. Veuillez sélectionner un fichier image (PNG, JPG, WEBP)",
  },
  imageTooManyPixels: {
    status: 400,
    en: `Image too large: {width}×{height} pixels. The maximum is ${MEGAPIXELS} megapixels; please resize it and try again`,
    fr: `Image trop grande : {width}×{height} pixels. Le maximum est de ${MEGAPIXELS} mégapixels ; réduisez-la puis réessayez`,
  },
  tooManyFields: {
    status: 400,
    en: 'Too many form fields',
    fr: 'Trop de champs dans le formulaire',
  },
  keywordsMalformed: {
    status: 400,
    en: 'Keywords must be a JSON list of strings, for example ["linen","summer"]',
    fr: 'Les mots-clés doivent être une liste JSON de textes, par exemple ["lin","été"]',
  },
  keywordsTooMany: {
    status: 400,
    en: `Maximum ${LIMITS.keywordsMax} keywords allowed`,
    fr: `Maximum ${LIMITS.keywordsMax} mots-clés autorisés`,
  },
  keywordTooLong: {
    status: 400,
    en: `Keyword "{keyword}" exceeds ${LIMITS.keywordMaxChars} characters`,
    fr: `Le mot-clé "{keyword}" dépasse ${LIMITS.keywordMaxChars} caractères`,
  },
  keywordEmpty: {
    status: 400,
    en: 'Keywords cannot be empty',
    fr: 'Les mots-clés ne peuvent pas être vides',
  },
  keywordDuplicate: {
    status: 400,
    en: 'Keyword "{keyword}" is listed twice',
    fr: 'Le mot-clé "{keyword}" figure deux fois',
  },
  languageInvalid: {
    status: 400,
    en: 'Language must be "en" or "fr"',
    fr: 'La langue doit être "en" ou "fr"',
  },
  imageUrlFailed: {
    status: 400,
    en: 'Could not use the image at imageUrl: {reason}',
    fr: "Impossible d'utiliser l'image de imageUrl : {reason}",
  },
  analysisFailed: {
    status: 500,
    en: 'Analysis failed. Please try again.',
    fr: "L'analyse a échoué. Veuillez réessayer.",
  },

  // ---- admin ----
  adminPasswordMissing: {
    status: 400,
    en: 'Password is required',
    fr: 'Le mot de passe est requis',
  },
  adminWrongPassword: { status: 401, en: 'Incorrect password', fr: 'Mot de passe incorrect' },
  adminUnauthorized: {
    status: 401,
    en: 'Unauthorized: log in again',
    fr: 'Non autorisé : veuillez vous reconnecter',
  },

  // ---- jobs (read by the bulk API and the admin dashboard alike) ----
  jobNotFound: { status: 404, en: 'Job not found', fr: 'Traitement introuvable' },
});
