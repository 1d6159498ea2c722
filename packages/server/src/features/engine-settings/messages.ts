import { defineErrors } from '../../core/errors/index.ts';

/** The engine-settings feature's errors and connection-test outcomes, EN + FR side by side. */
export const ENGINE_SETTINGS_ERRORS = defineErrors({
  settingsInvalid: { status: 400, en: 'Invalid AI engine settings: {detail}', fr: 'Réglages du moteur IA non valides : {detail}' },
  settingsFromEnv: {
    status: 409,
    en: 'The AI engine is set by environment variables (ALT_AI_PROVIDER…): change them on the server, or remove them to choose here',
    fr: 'Le moteur IA est défini par des variables d’environnement (ALT_AI_PROVIDER…) : modifiez-les sur le serveur, ou retirez-les pour choisir ici',
  },
  keyNeedsSecret: {
    status: 400,
    en: 'An API key cannot be stored: the server has no CONNECTOR_SECRET_KEY to encrypt it with',
    fr: 'Impossible d’enregistrer une clé d’API : le serveur n’a pas de CONNECTOR_SECRET_KEY pour la chiffrer',
  },
  keyUnreadable: {
    status: 409,
    en: 'The stored API key cannot be decrypted (CONNECTOR_SECRET_KEY changed?): enter the key again',
    fr: 'La clé d’API enregistrée ne peut pas être déchiffrée (CONNECTOR_SECRET_KEY modifiée ?) : saisissez la clé à nouveau',
  },
  keyBoundToUrl: {
    status: 409,
    en: 'The stored API key is only sent to the provider and base URL it was saved with: enter the key again to change them, or remove it',
    fr: 'La clé d’API enregistrée n’est envoyée qu’au fournisseur et à l’URL de base avec lesquels elle a été enregistrée : saisissez-la de nouveau pour en changer, ou supprimez-la',
  },
  baseUrlUnreachable: {
    status: 400,
    en: 'This base URL is unreachable from the server: check it (a model on this machine or your network is reachable only where ALLOW_PRIVATE_IMAGE_URLS opens its addresses)',
    fr: 'Cette URL de base est injoignable depuis le serveur : vérifiez-la (un modèle sur cette machine ou votre réseau n’est joignable que si ALLOW_PRIVATE_IMAGE_URLS ouvre ses adresses)',
  },
  engineBuildFailed: {
    status: 500,
    en: 'The settings were saved but the engine could not be started with them: {detail}',
    fr: 'Les réglages sont enregistrés mais le moteur n’a pas pu démarrer avec eux : {detail}',
  },
});

/** Why a connection test failed, by the engine's ProviderError kind, in plain words with the fix. */
export const TEST_FAILURES = {
  auth: { en: 'The provider refused the API key: check it', fr: 'Le fournisseur a refusé la clé d’API : vérifiez-la' },
  'bad-request': {
    en: 'The provider refused the request: check the model name',
    fr: 'Le fournisseur a refusé la requête : vérifiez le nom du modèle',
  },
  'rate-limited': {
    en: 'The provider limits requests right now (quota or rate): try again later',
    fr: 'Le fournisseur limite les requêtes en ce moment (quota ou débit) : réessayez plus tard',
  },
  unavailable: { en: 'The provider is unavailable (server error)', fr: 'Le fournisseur est indisponible (erreur serveur)' },
  network: {
    en: 'The server cannot reach this address: check the base URL',
    fr: 'Le serveur ne parvient pas à joindre cette adresse : vérifiez l’URL de base',
  },
  timeout: { en: 'The provider did not answer in time', fr: 'Le fournisseur n’a pas répondu à temps' },
  malformed: {
    en: 'The model answered, but not in the expected format: choose a vision model',
    fr: 'Le modèle a répondu, mais pas au format attendu : choisissez un modèle de vision',
  },
  refused: { en: 'The model declined to describe the image', fr: 'Le modèle a refusé de décrire l’image' },
  'rule-violation': {
    en: 'The model answered, but its alt text broke the quality rules twice',
    fr: 'Le modèle a répondu, mais son texte alternatif a enfreint deux fois les règles de qualité',
  },
  config: { en: 'The settings are incomplete', fr: 'Les réglages sont incomplets' },
  unknown: {
    en: 'The provider did not answer: the offline engine would have written the alt',
    fr: 'Le fournisseur n’a pas répondu : le moteur hors ligne aurait rédigé le texte alternatif',
  },
} as const;
