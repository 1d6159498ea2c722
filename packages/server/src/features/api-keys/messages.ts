import { API_KEY_PREFIX } from '@alt-optimizer/contract';
import { defineErrors } from '../../core/errors/index.ts';

/** The api-keys feature's errors, EN + FR side by side (same shape as the core catalogue). */
export const API_KEY_ERRORS = defineErrors({
  keyMissing: {
    status: 401,
    en: 'API key required: send it as "Authorization: Bearer <your key>"',
    fr: "Clé d'API requise : envoyez-la dans l'en-tête « Authorization: Bearer <votre clé> »",
  },
  keyMalformed: {
    status: 401,
    en: `Malformed API key: expected "Authorization: Bearer ${API_KEY_PREFIX}…" with the key exactly as it was shown`,
    fr: `Clé d'API mal formée : attendu « Authorization: Bearer ${API_KEY_PREFIX}… » avec la clé telle qu'elle a été affichée`,
  },
  keyUnknown: { status: 401, en: 'Unknown API key', fr: "Clé d'API inconnue" },
  keyRevoked: {
    status: 401,
    en: 'This API key has been revoked. Ask your administrator for a new one',
    fr: "Cette clé d'API a été révoquée. Demandez-en une nouvelle à votre administrateur",
  },
  keyNotFound: { status: 404, en: 'API key not found', fr: "Clé d'API introuvable" },
  keyInvalid: { status: 400, en: 'Invalid API key settings: {detail}', fr: "Paramètres de clé d'API invalides : {detail}" },
});
