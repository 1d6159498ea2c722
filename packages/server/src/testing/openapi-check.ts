import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const DOC_ID = 'https://alt-optimizer.test/openapi.json';

/** A JSON-pointer segment (RFC 6901). */
const pointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

type Operation = { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> };

/**
 * Checks real answers against an OpenAPI 3.1 document: the status must be documented for the operation, and a JSON
 * body must validate (ajv, JSON Schema 2020-12) against the schema the document gives for that status.
 */
export class OpenApiResponses {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  readonly checked = new Set<string>();

  constructor(private readonly document: { paths: Record<string, Record<string, Operation>> }) {
    (addFormats as unknown as (ajv: Ajv2020) => void)(this.ajv);
    this.ajv.addSchema({ ...document, $id: DOC_ID });
  }

  /** Throws with the validator's words when the answer does not match the document. */
  check(method: string, pathTemplate: string, status: number, contentType: string | null, body: unknown): void {
    const operation = this.document.paths[pathTemplate]?.[method.toLowerCase()];
    if (!operation) {
      throw new Error(`${method} ${pathTemplate} is not in the document`);
    }
    const response = operation.responses[String(status)];
    if (!response) {
      throw new Error(`${method} ${pathTemplate} answered ${status}, which the document does not list`);
    }
    const media = (contentType ?? '').split(';')[0]!.trim();
    if (!response.content?.[media]) {
      throw new Error(
        `${method} ${pathTemplate} ${status} answered ${media}, documented: ${Object.keys(response.content ?? {}).join(', ')}`,
      );
    }
    if (media === 'application/json') {
      const ref = `${DOC_ID}#/paths/${pointer(pathTemplate)}/${method.toLowerCase()}/responses/${status}/content/${pointer(media)}/schema`;
      const validate = this.ajv.getSchema(ref) ?? this.ajv.compile({ $ref: ref });
      if (!validate(body)) {
        throw new Error(
          `${method} ${pathTemplate} ${status}: ${this.ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`,
        );
      }
    }
    this.checked.add(`${method.toUpperCase()} ${pathTemplate}`);
  }

  /** Every documented operation, as "METHOD /path". */
  operations(): string[] {
    return Object.entries(this.document.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
  }
}
