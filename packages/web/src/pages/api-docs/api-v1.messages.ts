import { defineMessages } from '../../i18n/index.ts';
import type { ApiV1Operation as V1Operation } from '@alt-optimizer/contract';
import { V1_STATUSES_FR } from './api-v1-statuses.content.ts';

/** The public API v1 part of the API documentation page; routes, fields and statuses come from the OpenAPI document. */
export const apiV1Messages = defineMessages({
  en: {
    title: 'Public API v1 (API keys)',
    intro:
      'Integrate Alt Optimizer in your own tools with an API key from your administrator. Every call sends it as Authorization: Bearer alto_…; each key has a daily quota in images (one per alt text, a job counts its images; an image that gives no alt text is given back) and every answer carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset. Past the quota the answer is 429 with Retry-After.',
    openapi:
      'The machine-readable description (OpenAPI 3.1) is served at /api/openapi.json: import it in Postman, Insomnia or a client generator.',
    setKey: 'The examples read your key from a shell variable:',
    summaries: {
      createAltText: 'Alt text for one image: upload it (multipart) or send its public URL (JSON), with optional product context.',
      createJob:
        'Start a bulk job from a catalog spreadsheet (multipart field file) or a JSON list of rows. Send an Idempotency-Key to retry safely: the same key answers the same job. An optional callbackUrl is called when the job finishes.',
      getJob: 'Progress of a job: counts and estimated time remaining.',
      getJobResults: "A page of the job's images with their alt texts, in the file's order.",
      downloadJob: 'The catalog with its alt texts written in, once the job is completed.',
    } satisfies Record<V1Operation, string>,
    field: 'Field',
    type: 'Type',
    required: 'Required',
    yes: 'yes',
    no: 'no',
    responses: 'Responses',
    requestBody: (media: string) => `Request body (${media})`,
    /** The OpenAPI document's own description is the English. */
    statusText: (_operation: V1Operation, _status: string, english: string) => english,
    webhooksTitle: 'Webhooks',
    webhooksText:
      'A job created with a callbackUrl is POSTed to it when it completes or fails (body: event, job, sentAt). The X-Alt-Optimizer-Signature header holds t=<unix time>,v1=<HMAC-SHA256 of "<t>.<body>" with the webhook secret shown when the key was created>. Answer 2xx; anything else is retried with backoff for about 7 hours. Callback URLs on private addresses are refused.',
  },
  fr: {
    title: 'API publique v1 (clés d’API)',
    intro:
      'Intégrez Alt Optimizer à vos outils avec une clé d’API fournie par votre administrateur. Chaque appel l’envoie dans Authorization: Bearer alto_… ; chaque clé a un quota quotidien en images (une par texte alternatif, un traitement compte ses images ; une image qui ne donne aucun texte alternatif est rendue) et chaque réponse porte RateLimit-Limit, RateLimit-Remaining et RateLimit-Reset. Au-delà du quota, la réponse est 429 avec Retry-After.',
    openapi:
      'La description lisible par machine (OpenAPI 3.1) est servie à /api/openapi.json : importez-la dans Postman, Insomnia ou un générateur de client.',
    setKey: 'Les exemples lisent votre clé dans une variable du shell :',
    summaries: {
      createAltText:
        'Texte alternatif d’une image : envoyez-la (multipart) ou donnez son URL publique (JSON), avec le contexte produit si vous le souhaitez.',
      createJob:
        'Lance un traitement en masse à partir d’un catalogue (champ multipart file) ou d’une liste JSON de lignes. Envoyez un Idempotency-Key pour réessayer sans risque : la même clé renvoie le même traitement. Un callbackUrl facultatif est appelé à la fin du traitement.',
      getJob: 'Avancement d’un traitement : compteurs et temps restant estimé.',
      getJobResults: 'Une page des images du traitement et de leurs textes alternatifs, dans l’ordre du fichier.',
      downloadJob: 'Le catalogue avec ses textes alternatifs, une fois le traitement terminé.',
    } satisfies Record<V1Operation, string>,
    field: 'Champ',
    type: 'Type',
    required: 'Obligatoire',
    yes: 'oui',
    no: 'non',
    responses: 'Réponses',
    requestBody: (media: string) => `Corps de la requête (${media})`,
    statusText: (operation: V1Operation, status: string, english: string) => V1_STATUSES_FR[operation]?.[status] ?? english,
    webhooksTitle: 'Webhooks',
    webhooksText:
      'Un traitement créé avec un callbackUrl y est envoyé en POST quand il se termine ou échoue (corps : event, job, sentAt). L’en-tête X-Alt-Optimizer-Signature contient t=<heure unix>,v1=<HMAC-SHA256 de « <t>.<corps> » avec le secret de webhook affiché à la création de la clé>. Répondez 2xx ; sinon l’envoi est retenté avec un délai croissant pendant environ 7 heures. Les URL de rappel sur des adresses privées sont refusées.',
  },
});
