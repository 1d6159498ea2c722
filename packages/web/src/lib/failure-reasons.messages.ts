import { defineMessages } from '../i18n/index.ts';

/**
 * A failed row's reason in plain words (lib/failure-reasons.ts groups the server's row messages into these kinds):
 * the report's "Why images failed" and the French admin's job details, which must not show an English job's
 * English row message (issue 24 item 6).
 */
export const failureReasonMessages = defineMessages({
  en: {
    reasonPrivate: 'These addresses are private or unreachable from the server',
    reasonHostSkipped: (host: string) => `The image host ${host} did not answer several times, so its other images were skipped`,
    reasonUnreachable: 'The image server could not be reached or did not answer in time',
    reasonNotFound: 'The image was not found or its server refused it',
    reasonBadUrl: 'The image URL is missing or not a valid address',
    reasonNotImage: 'The address points to something that is not an image',
    reasonTooLarge: 'The image is too large',
    reasonServerError: 'The image server had an error',
    reasonOther: (message: string) => message,
  },
  fr: {
    reasonPrivate: 'Ces adresses sont privées ou injoignables depuis le serveur',
    reasonHostSkipped: (host: string) =>
      `L’hôte d’images ${host} n’a pas répondu à plusieurs reprises\u202f: ses autres images ont été ignorées`,
    reasonUnreachable: 'Le serveur d’images est injoignable ou n’a pas répondu à temps',
    reasonNotFound: 'L’image est introuvable ou son serveur l’a refusée',
    reasonBadUrl: 'L’URL de l’image est absente ou n’est pas une adresse valide',
    reasonNotImage: 'L’adresse mène à autre chose qu’une image',
    reasonTooLarge: 'L’image est trop volumineuse',
    reasonServerError: 'Le serveur d’images a rencontré une erreur',
    reasonOther: (message: string) => message,
  },
});
