import { LIMITS } from '@alt-optimizer/contract';

/**
 * Why a remote image could not be fetched, EN + FR: a bulk row stores it as its ALT_Error, the API's alt text by URL
 * answers it in its 400. One list, so both paths word a failure alike.
 */
export const FETCH_MESSAGES = {
  urlInvalid: { en: 'Invalid image URL', fr: "URL d'image non valide" },
  notFound: { en: 'Image not found ({code})', fr: 'Image introuvable ({code})' },
  clientError: { en: 'Image refused by its server ({code})', fr: 'Image refusée par son serveur ({code})' },
  serverError: { en: 'Image server error ({code})', fr: "Erreur du serveur d'images ({code})" },
  notImage: { en: 'Not an image', fr: "Ce n'est pas une image" },
  addressBlocked: { en: 'Address not allowed', fr: 'Adresse non autorisée' },
  tooLarge: {
    en: `Image too large (over ${LIMITS.remoteImageMaxBytes / (1024 * 1024)} MB)`,
    fr: `Image trop volumineuse (plus de ${LIMITS.remoteImageMaxBytes / (1024 * 1024)} Mo)`,
  },
  tooManyPixels: {
    en: `Image too large (over ${LIMITS.imageMaxPixels / 1_000_000} megapixels)`,
    fr: `Image trop grande (plus de ${LIMITS.imageMaxPixels / 1_000_000} mégapixels)`,
  },
  timeout: { en: 'Image server did not answer in time', fr: "Le serveur d'images n'a pas répondu à temps" },
  unreachable: { en: 'Image server unreachable', fr: "Serveur d'images injoignable" },
  tooManyRedirects: { en: 'Too many redirects', fr: 'Trop de redirections' },
} as const;

export type FetchFailureReason = keyof typeof FETCH_MESSAGES;
