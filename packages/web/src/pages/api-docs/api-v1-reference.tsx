import {
  API_V1_CURL_EXAMPLES as V1_EXAMPLES,
  API_V1_WEBHOOK_CHECK as WEBHOOK_CHECK,
  buildOpenApiDocument,
  type ApiV1Operation as V1Operation,
} from '@alt-optimizer/contract';
import { useT } from '../../i18n/index.ts';
import { apiV1Messages } from './api-v1.messages.ts';
import { Code } from './code-block.tsx';

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  items?: JsonSchema;
  $ref?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}
interface Operation {
  operationId: V1Operation;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

// Read at build time (the page is prerendered): the same document /api/openapi.json serves.
const DOCUMENT = buildOpenApiDocument() as unknown as Document;

const resolve = (schema: JsonSchema): JsonSchema => (schema.$ref ? DOCUMENT.components.schemas[schema.$ref.split('/').pop()!]! : schema);

function typeOf(schema: JsonSchema): string {
  const s = resolve(schema);
  if (s.enum) {
    return s.enum.map(String).join(' | ');
  }
  const type = Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? 'object');
  if (s.items) {
    return `${typeOf(s.items)}[]`;
  }
  return s.format === 'binary' ? 'file' : type;
}

function Fields({ media, schema }: { media: string; schema: JsonSchema }) {
  const t = useT(apiV1Messages);
  const s = resolve(schema);
  return (
    <table>
      <caption>{t.requestBody(media)}</caption>
      <thead>
        <tr>
          <th scope="col">{t.field}</th>
          <th scope="col">{t.type}</th>
          <th scope="col">{t.required}</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(s.properties ?? {}).map(([name, field]) => (
          <tr key={name}>
            <th scope="row">
              <code>{name}</code>
            </th>
            <td>{typeOf(field)}</td>
            <td>{s.required?.includes(name) ? t.yes : t.no}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The public API v1 section of the documentation page, rendered from the OpenAPI document (routes, fields, statuses). */
export function ApiV1Reference() {
  const t = useT(apiV1Messages);
  const operations = Object.entries(DOCUMENT.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );
  return (
    <section aria-labelledby="api-v1">
      <h2 id="api-v1">{t.title}</h2>
      <p>{t.intro}</p>
      <p>{t.openapi}</p>
      <p>{t.setKey}</p>
      <Code label={t.setKey}>{'export ALTO_KEY=alto_…'}</Code>
      {operations.map(({ path, method, op }) => (
        <section key={op.operationId} aria-labelledby={`v1-${op.operationId}`}>
          <h3 id={`v1-${op.operationId}`}>
            <code>{method}</code> {path}
          </h3>
          <p>{t.summaries[op.operationId]}</p>
          {Object.entries(op.requestBody?.content ?? {}).map(([media, { schema }]) => (
            <Fields key={media} media={media} schema={schema} />
          ))}
          <Code label={`curl: ${method} ${path}`}>{V1_EXAMPLES[op.operationId]}</Code>
          <h4>{t.responses}</h4>
          <ul>
            {Object.entries(op.responses).map(([status, response]) => (
              <li key={status}>
                <code>{status}</code> {t.statusText(op.operationId, status, response.description)}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <h3 id="v1-webhooks">{t.webhooksTitle}</h3>
      <p>{t.webhooksText}</p>
      <Code label={t.webhooksTitle}>{WEBHOOK_CHECK}</Code>
    </section>
  );
}
