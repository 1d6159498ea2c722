import { z } from 'zod';
import { XLSX_MIME } from '../files.ts';
import { LIMITS } from '../limits.ts';
import { apiV1AltTextJsonRequestSchema, apiV1AltTextMultipartSchema, apiV1AltTextResponseSchema } from './alt-text.ts';
import { apiV1ErrorSchema } from './errors.ts';
import {
  apiV1JobJsonRequestSchema,
  apiV1JobMultipartSchema,
  apiV1JobSchema,
  apiV1ResultsPageSchema,
  apiV1ResultSchema,
  apiV1WebhookEventSchema,
} from './jobs.ts';
import { API_KEY_PREFIX, API_PLAN_DAILY_LIMITS, API_V1_HEADERS } from './plans.ts';

/** The document's named schemas: each zod schema of the contract once, referenced by name everywhere else. */
const NAMED = {
  AltTextJsonRequest: apiV1AltTextJsonRequestSchema,
  AltTextMultipartRequest: apiV1AltTextMultipartSchema,
  AltTextResponse: apiV1AltTextResponseSchema,
  JobJsonRequest: apiV1JobJsonRequestSchema,
  JobMultipartRequest: apiV1JobMultipartSchema,
  Job: apiV1JobSchema,
  JobResult: apiV1ResultSchema,
  JobResultsPage: apiV1ResultsPageSchema,
  WebhookEvent: apiV1WebhookEventSchema,
  Error: apiV1ErrorSchema,
} as const;
export type OpenApiSchemaName = keyof typeof NAMED;

const ref = (name: OpenApiSchemaName) => ({ $ref: `#/components/schemas/${name}` });

/** JSON Schema 2020-12 of every named schema, refs pointing at #/components/schemas (zod v4's z.toJSONSchema). */
function componentSchemas(): Record<string, Record<string, unknown>> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(NAMED)) {
    registry.add(schema, { id });
  }
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    uri: (id) => `#/components/schemas/${id}`,
    // z.number().int() states the safe-integer range; it says nothing to an API user.
    override: ({ jsonSchema }) => {
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) {
        delete jsonSchema.minimum;
      }
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) {
        delete jsonSchema.maximum;
      }
    },
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _s, $id: _i, ...rest } = schema as Record<string, unknown>;
      return [id, rest];
    }),
  );
}

const json = (name: OpenApiSchemaName) => ({ 'application/json': { schema: ref(name) } });
const error = (description: string) => ({ description, content: json('Error') });
const QUOTA_HEADERS = {
  'RateLimit-Limit': { description: 'Images per UTC day for this key (absent on uncapped plans)', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Images left today', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the quota resets (00:00 UTC)', schema: { type: 'integer' } },
  'RateLimit-Policy': { description: 'e.g. "100;w=86400"', schema: { type: 'string' } },
};
const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } };
const COMMON_ERRORS = {
  '401': error('Missing, malformed, unknown or revoked API key'),
};
const JOB_ID = { name: 'jobId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } };

/** The public API as an OpenAPI 3.1 document (served at /api/openapi.json; the API documentation page reads it). */
export function buildOpenApiDocument(): Record<string, unknown> {
  const plans = Object.entries(API_PLAN_DAILY_LIMITS)
    .map(([plan, limit]) => `${plan}: ${limit === null ? 'no daily cap' : `${limit} images/day`}`)
    .join(', ');
  return {
    openapi: '3.1.0',
    info: {
      title: 'Alt Optimizer API',
      version: '1.0.0',
      description:
        `Alt text (at most ${LIMITS.altMaxChars} characters) for product images, one at a time or by catalogue. ` +
        `Every call sends an API key: \`Authorization: Bearer ${API_KEY_PREFIX}…\`. Daily quotas per plan (${plans}; ` +
        'enterprise: set per key); one image counts one, a job counts its images; an image that gives no alt text is given back.',
    },
    servers: [{ url: '/' }],
    security: [{ bearerAuth: [] }],
    paths: {
      '/api/v1/alt-text': {
        post: {
          operationId: 'createAltText',
          summary: 'Alt text for one image (uploaded, or fetched from a public URL)',
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': { schema: ref('AltTextMultipartRequest') },
              'application/json': { schema: ref('AltTextJsonRequest') },
            },
          },
          responses: {
            '200': { description: 'The alt text', headers: QUOTA_HEADERS, content: json('AltTextResponse') },
            '400': error('Not an image, image too large, bad field, or the image URL could not be fetched'),
            ...COMMON_ERRORS,
            '413': error(`Image over ${LIMITS.imageMaxBytes / (1024 * 1024)} MB`),
            '429': { description: 'Daily quota reached', headers: { ...RETRY_AFTER, ...QUOTA_HEADERS }, content: json('Error') },
            '503': { description: 'The engine queue is full', headers: RETRY_AFTER, content: json('Error') },
          },
        },
      },
      '/api/v1/jobs': {
        post: {
          operationId: 'createJob',
          summary: 'Start a bulk job from a catalogue spreadsheet or a list of rows',
          parameters: [
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: false,
              description: 'Repeating a request with the same key answers the first job (200) instead of creating another',
              schema: { type: 'string', maxLength: 255 },
            },
          ],
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': { schema: ref('JobMultipartRequest') },
              'application/json': { schema: ref('JobJsonRequest') },
            },
          },
          responses: {
            '202': { description: 'Job created', headers: QUOTA_HEADERS, content: json('Job') },
            '200': { description: 'The job already created with this Idempotency-Key', content: json('Job') },
            '400': error('Unreadable file, missing columns, too many images, bad field or callbackUrl'),
            ...COMMON_ERRORS,
            '413': error(`Spreadsheet over ${LIMITS.spreadsheetMaxBytes / (1024 * 1024)} MB`),
            '415': error('Neither multipart/form-data nor JSON'),
            '429': {
              description: "The job's images exceed today's quota",
              headers: { ...RETRY_AFTER, ...QUOTA_HEADERS },
              content: json('Error'),
            },
          },
          callbacks: {
            jobFinished: {
              '{$request.body#/callbackUrl}': {
                post: {
                  summary: 'Sent when the job completes or fails',
                  parameters: [
                    { name: API_V1_HEADERS.webhookSignature, in: 'header', required: true, schema: { type: 'string' } },
                    { name: API_V1_HEADERS.webhookEvent, in: 'header', required: true, schema: { type: 'string' } },
                  ],
                  requestBody: { required: true, content: json('WebhookEvent') },
                  responses: { '2XX': { description: 'Received (anything else is retried with backoff)' } },
                },
              },
            },
          },
        },
      },
      '/api/v1/jobs/{jobId}': {
        get: {
          operationId: 'getJob',
          summary: 'Progress of a job',
          parameters: [JOB_ID],
          responses: {
            '200': { description: 'The job', content: json('Job') },
            ...COMMON_ERRORS,
            '404': error('No such job for this key'),
          },
        },
      },
      '/api/v1/jobs/{jobId}/results': {
        get: {
          operationId: 'getJobResults',
          summary: "A page of the job's images and their alt texts, in sheet order",
          parameters: [
            JOB_ID,
            { name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1, default: 1 } },
            { name: 'pageSize', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 1000, default: 100 } },
          ],
          responses: {
            '200': { description: 'One page of results', content: json('JobResultsPage') },
            '400': error('Bad page or pageSize'),
            ...COMMON_ERRORS,
            '404': error('No such job for this key'),
          },
        },
      },
      '/api/v1/jobs/{jobId}/download': {
        get: {
          operationId: 'downloadJob',
          summary: 'The catalogue with its alt texts written in (same format as the source)',
          parameters: [JOB_ID],
          responses: {
            '200': {
              description: 'The enhanced file',
              content: {
                [XLSX_MIME]: { schema: { type: 'string', contentMediaType: XLSX_MIME } },
                'text/csv': { schema: { type: 'string' } },
              },
            },
            ...COMMON_ERRORS,
            '404': error('No such job for this key'),
            '409': error('The job has not finished yet'),
            '410': error('The file has been deleted (retention period)'),
          },
        },
      },
    },
    webhooks: {
      jobFinished: {
        post: {
          summary: `POSTed to a job's callbackUrl, signed: ${API_V1_HEADERS.webhookSignature}: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>" under the key's webhook secret>`,
          requestBody: { required: true, content: json('WebhookEvent') },
          responses: { '2XX': { description: 'Received' } },
        },
      },
    },
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: `An API key (${API_KEY_PREFIX}…) from the administrator` },
      },
      schemas: componentSchemas(),
    },
  };
}
