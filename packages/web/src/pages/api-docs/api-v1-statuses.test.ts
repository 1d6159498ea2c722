import { buildOpenApiDocument, type ApiV1Operation } from '@alt-optimizer/contract';
import { describe, expect, it } from 'vitest';
import { V1_STATUSES_FR } from './api-v1-statuses.content.ts';

interface Doc {
  paths: Record<string, Record<string, { operationId: ApiV1Operation; responses: Record<string, unknown> }>>;
}

describe('API v1 responses in French', () => {
  it('has French for every operation and status the OpenAPI document describes, and nothing it does not', () => {
    const doc = buildOpenApiDocument() as unknown as Doc;
    const described = Object.values(doc.paths)
      .flatMap((methods) => Object.values(methods))
      .flatMap((op) => Object.keys(op.responses).map((status) => `${op.operationId} ${status}`))
      .sort();
    const translated = Object.entries(V1_STATUSES_FR)
      .flatMap(([operation, statuses]) => Object.keys(statuses).map((status) => `${operation} ${status}`))
      .sort();
    expect(translated).toEqual(described);
  });
});
