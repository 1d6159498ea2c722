import { defineErrors } from '../../core/errors/index.ts';

/**
 * The store connectors' errors (codes listed in the contract's CONNECTOR_ERROR_CODES), EN + FR side by side.
 * `{platform}` is "Shopify" or "WooCommerce"; `{detail}` is the platform's own words when it gave any.
 */
export const CONNECTOR_ERRORS = defineErrors({
  connectorKeyMissing: {
    status: 503,
    configured: true,
    en: 'Store connections are turned off: the server has no encryption key for store tokens. Set CONNECTOR_SECRET_KEY (32 random bytes, base64 or hex) and restart the server',
    fr: "Les connexions aux boutiques sont désactivées : le serveur n'a pas de clé pour chiffrer les jetons des boutiques. Définissez CONNECTOR_SECRET_KEY (32 octets aléatoires, en base64 ou hexadécimal) puis redémarrez le serveur",
  },
  connectorWrongToken: {
    status: 401,
    en: '{platform} refused the access token. Check that you copied the whole token (or application password) and that it has not been revoked',
    fr: "{platform} a refusé le jeton d'accès. Vérifiez que vous avez copié le jeton (ou le mot de passe d'application) en entier et qu'il n'a pas été révoqué",
  },
  connectorForbidden: {
    status: 403,
    en: '{platform} accepted the token but refused this action: give the app the product read and write permissions ({detail})',
    fr: "{platform} a accepté le jeton mais refusé cette action : donnez à l'application les droits de lecture et d'écriture des produits ({detail})",
  },
  connectorWrongDomain: {
    status: 400,
    en: 'No {platform} store answers at {storeUrl}. Check the store address',
    fr: "Aucune boutique {platform} ne répond à l'adresse {storeUrl}. Vérifiez l'adresse de la boutique",
  },
  connectorAddressInvalid: {
    status: 400,
    en: 'The store address is not valid: {detail}',
    fr: "L'adresse de la boutique n'est pas valide : {detail}",
  },
  connectorRateLimited: {
    status: 429,
    en: '{platform} is limiting our requests right now. Please wait {seconds} seconds and try again',
    fr: '{platform} limite nos requêtes pour le moment. Veuillez patienter {seconds} secondes puis réessayer',
  },
  connectorUnreachable: {
    status: 502,
    en: 'The store at {storeUrl} is unreachable. Check the address and that the site is online',
    fr: "La boutique à l'adresse {storeUrl} est injoignable. Vérifiez l'adresse et que le site est en ligne",
  },
  connectorPlatformError: {
    status: 502,
    en: '{platform} answered with an error: {detail}',
    fr: '{platform} a répondu par une erreur : {detail}',
  },
  connectorUsernameMissing: {
    status: 400,
    en: 'WooCommerce needs the WordPress user name that owns the application password',
    fr: "WooCommerce a besoin du nom d'utilisateur WordPress à qui appartient le mot de passe d'application",
  },
  connectionNotFound: { status: 404, en: 'Store connection not found', fr: 'Connexion à la boutique introuvable' },
  runNotFound: { status: 404, en: 'Store run not found', fr: 'Analyse de la boutique introuvable' },
  runRowNotFound: { status: 404, en: 'Image not found in this run', fr: 'Image introuvable dans cette analyse' },
  runNotReady: {
    status: 409,
    en: 'The images are still being described. Publish once the run is ready',
    fr: "Les images sont encore en cours de description. Publiez une fois l'analyse terminée",
  },
  publicationNotFound: { status: 404, en: 'Publication not found', fr: 'Publication introuvable' },
  publicationRunning: {
    status: 409,
    en: 'A publication of this run is still writing to the store. Wait for it to finish',
    fr: "Une publication de cette analyse est encore en cours d'écriture dans la boutique. Attendez qu'elle se termine",
  },
  nothingToUndo: {
    status: 409,
    en: 'This publication wrote nothing that can be undone',
    fr: "Cette publication n'a rien écrit qui puisse être annulé",
  },
});

/** Row-level messages (a publication item's failure, a run's failure), in the run's or request's language. */
export const CONNECTOR_ITEM_MESSAGES = {
  imageGone: {
    en: 'The image is no longer in the store',
    fr: "L'image n'est plus dans la boutique",
  },
} as const;
