import { buildOpenApiDocument } from '@alt-optimizer/contract';
import type { FastifyPluginAsync } from 'fastify';

/** GET /openapi.json: the public API's OpenAPI 3.1 document, generated from the contract's zod schemas once. */
export const apiDocsRoutes: FastifyPluginAsync = async (app) => {
  const document = JSON.stringify(buildOpenApiDocument());
  app.get('/openapi.json', async (_request, reply) =>
    reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(document),
  );
};
