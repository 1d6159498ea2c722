import { defineErrors } from '../../../core/errors/index.ts';

/** Errors of the public API's job routes, EN + FR side by side. */
export const JOBS_V1_ERRORS = defineErrors({
  idempotencyKeyInvalid: {
    status: 400,
    en: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
    fr: "L'en-tête Idempotency-Key doit compter de 1 à 255 caractères ASCII visibles",
  },
  idempotencyKeyBusy: {
    status: 409,
    en: 'A request with this Idempotency-Key is still being processed. Retry in a few seconds',
    fr: 'Une requête avec cet en-tête Idempotency-Key est encore en cours de traitement. Réessayez dans quelques secondes',
  },
  callbackUrlInvalid: {
    status: 400,
    en: 'callbackUrl must be an http(s) URL on a public address',
    fr: 'callbackUrl doit être une URL http(s) sur une adresse publique',
  },
  rowsInvalid: { status: 400, en: 'Invalid job: {detail}', fr: 'Traitement invalide : {detail}' },
  jobsContentType: {
    status: 415,
    en: 'Send the job as multipart/form-data (a "file" spreadsheet) or as JSON ({ "rows": [...] })',
    fr: 'Envoyez le traitement en multipart/form-data (un tableur dans « file ») ou en JSON ({ "rows": [...] })',
  },
});
