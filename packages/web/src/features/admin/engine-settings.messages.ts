import type { AiProvider } from '@alt-optimizer/contract';
import { defineMessages } from '../../i18n/index.ts';

/** The AI engine settings section of the dashboard (French in use, English kept complete like the rest of the admin). */
export const engineSettingsMessages = defineMessages({
  en: {
    heading: 'AI engine',
    intro: 'Who writes the alt texts: the offline engine on this server, or a vision model. Changes apply at once, no restart.',
    running: (engine: string) => `Engine answering now: ${engine}`,
    fromEnv:
      'Set by environment variables (ALT_AI_PROVIDER…) on the server: shown read-only. Only the price per image can be changed here.',
    provider: 'Engine',
    providers: {
      local: 'Offline engine (on this server, free)',
      openai: 'OpenAI',
      anthropic: 'Anthropic',
      google: 'Google (Gemini)',
      'openai-compatible': 'OpenAI-compatible server (Ollama, vLLM…)',
    } satisfies Record<AiProvider, string>,
    model: 'Model',
    modelHint: 'Leave empty for the provider’s default vision model.',
    modelRequired: 'Required for an OpenAI-compatible server, e.g. llava:13b.',
    baseUrl: 'Base URL',
    baseUrlHint:
      'e.g. http://127.0.0.1:11434/v1 for Ollama on this server (start it with ALLOW_PRIVATE_IMAGE_URLS=127.0.0.1/32). Leave empty for the provider’s own address.',
    apiKey: 'API key',
    apiKeyStored: 'A key is stored (encrypted). Leave empty to keep it; it is never shown again.',
    apiKeyNone: 'Stored encrypted (AES-256-GCM) and never shown again.',
    apiKeyCannotStore: 'This server has no CONNECTOR_SECRET_KEY: a key cannot be stored.',
    apiKeyElsewhere:
      'The stored key is only sent to the provider and base URL it was saved with: enter it again to use the ones shown here.',
    clearKey: 'Forget the stored key',
    price: 'Price per image (US dollars)',
    priceHint: 'From your provider’s rates; the tool shows the estimated cost before a bulk job.',
    test: 'Test connection',
    testing: 'Testing…',
    save: 'Save',
    saving: 'Saving…',
    saved: 'Settings saved: the new engine answers from now on.',
    testOk: (alt: string, seconds: string) => `Connection works: the model described the sample image as “${alt}” (${seconds} s).`,
    testOkLocal: (alt: string) => `The offline engine answers: “${alt}”.`,
    testFailed: (why: string) => `Connection failed: ${why}`,
    loadFailed: 'Failed to fetch the AI engine settings',
  },
  fr: {
    heading: 'Moteur IA',
    intro:
      'Qui rédige les textes alternatifs\u202f: le moteur hors ligne de ce serveur, ou un modèle de vision. Les changements s’appliquent aussitôt, sans redémarrage.',
    running: (engine: string) => `Moteur actif\u202f: ${engine}`,
    fromEnv:
      'Défini par des variables d’environnement (ALT_AI_PROVIDER…) sur le serveur\u202f: affiché en lecture seule. Seul le prix par image se modifie ici.',
    provider: 'Moteur',
    providers: {
      local: 'Moteur hors ligne (sur ce serveur, gratuit)',
      openai: 'OpenAI',
      anthropic: 'Anthropic',
      google: 'Google (Gemini)',
      'openai-compatible': 'Serveur compatible OpenAI (Ollama, vLLM…)',
    } satisfies Record<AiProvider, string>,
    model: 'Modèle',
    modelHint: 'Laissez vide pour le modèle de vision par défaut du fournisseur.',
    modelRequired: 'Obligatoire pour un serveur compatible OpenAI, par exemple llava:13b.',
    baseUrl: 'URL de base',
    baseUrlHint:
      'Par exemple http://127.0.0.1:11434/v1 pour Ollama sur ce serveur (démarrez-le avec ALLOW_PRIVATE_IMAGE_URLS=127.0.0.1/32). Laissez vide pour l’adresse du fournisseur.',
    apiKey: 'Clé d’API',
    apiKeyStored: 'Une clé est enregistrée (chiffrée). Laissez vide pour la conserver\u202f; elle n’est plus jamais affichée.',
    apiKeyNone: 'Enregistrée chiffrée (AES-256-GCM), elle n’est plus jamais affichée.',
    apiKeyCannotStore: 'Ce serveur n’a pas de CONNECTOR_SECRET_KEY\u202f: aucune clé ne peut être enregistrée.',
    apiKeyElsewhere:
      'La clé enregistrée n’est envoyée qu’au fournisseur et à l’URL de base avec lesquels elle a été enregistrée\u202f: saisissez-la de nouveau pour utiliser ceux indiqués ici.',
    clearKey: 'Oublier la clé enregistrée',
    price: 'Prix par image (dollars US)',
    priceHint: 'Selon les tarifs de votre fournisseur\u202f; l’outil affiche le coût estimé avant un traitement en masse.',
    test: 'Tester la connexion',
    testing: 'Test en cours…',
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    saved: 'Réglages enregistrés\u202f: le nouveau moteur répond dès maintenant.',
    testOk: (alt: string, seconds: string) =>
      `Connexion réussie\u202f: le modèle a décrit l’image d’exemple ainsi\u202f: «\u202f${alt}\u202f» (${seconds} s).`,
    testOkLocal: (alt: string) => `Le moteur hors ligne répond\u202f: «\u202f${alt}\u202f».`,
    testFailed: (why: string) => `Échec de la connexion\u202f: ${why}`,
    loadFailed: 'Impossible de récupérer les réglages du moteur IA',
  },
});
