import type { ApiV1Operation } from '@alt-optimizer/contract';

/**
 * The French of each response the OpenAPI document describes in English (the page shows them per route); a test
 * checks that every operation and status of the document has one here.
 */
const KEY = 'Clé d’API absente, mal formée, inconnue ou révoquée';
const NO_JOB = 'Aucun traitement de ce nom pour cette clé';

export const V1_STATUSES_FR: Record<ApiV1Operation, Record<string, string>> = {
  createAltText: {
    200: 'Le texte alternatif',
    400: 'Pas une image, image trop grande, champ invalide ou URL de l’image injoignable',
    401: KEY,
    413: 'Image de plus de 10 Mo',
    429: 'Quota du jour atteint',
    503: 'La file d’attente du moteur est pleine',
  },
  createJob: {
    200: 'Le traitement déjà créé avec cet Idempotency-Key',
    202: 'Traitement créé',
    400: 'Fichier illisible, colonnes manquantes, trop d’images, champ ou callbackUrl invalide',
    401: KEY,
    413: 'Tableur de plus de 50 Mo',
    415: 'Ni multipart/form-data ni JSON',
    429: 'Les images du traitement dépassent le quota du jour',
  },
  getJob: { 200: 'Le traitement', 401: KEY, 404: NO_JOB },
  getJobResults: { 200: 'Une page de résultats', 400: 'page ou pageSize invalide', 401: KEY, 404: NO_JOB },
  downloadJob: {
    200: 'Le fichier enrichi',
    401: KEY,
    404: NO_JOB,
    409: 'Le traitement n’est pas encore terminé',
    410: 'Le fichier a été supprimé (durée de conservation)',
  },
};
