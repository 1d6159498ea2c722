import {
  connectionCredentialsSchema,
  createConnectionRequestSchema,
  createRunRequestSchema,
  reviewRowsQuerySchema,
  tickAllRequestSchema,
  updateReviewRowRequestSchema,
} from '@alt-optimizer/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError, ERRORS, requestLanguage } from '../../core/errors/index.ts';
import { isAdminRequest } from '../../core/http/admin-gate.ts';
import { parseWith } from './connectors.schema.ts';
import {
  allConnections,
  createConnection,
  previewStore,
  removeConnection,
  retestConnection,
  testCredentials,
} from './connections.service.ts';
import { publicationDetail, publicationsOf, publishRun, undoPublication, type PublishDeps } from './publications.service.ts';
import { createRun, requireRun, runRows, runView, runsOf, tickRows, updateRow } from './runs.service.ts';

type Id = { Params: { id: string } };
type RunRowParams = { Params: { id: string; rowId: string } };

/**
 * /api/connectors/*: every route needs an admin session (a visitor must never point our server at a store), checked
 * before any body is read. Routes parse and map; the services decide.
 */
export function connectorRoutes(deps: PublishDeps): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!(await isAdminRequest(request))) {
        throw new AppError(ERRORS.adminUnauthorized);
      }
    });

    app.post('/connectors/connections/test', async (request) =>
      testCredentials(deps, parseWith(connectionCredentialsSchema, request.body)),
    );

    app.post('/connectors/connections', async (request, reply) => {
      const connection = await createConnection(deps, parseWith(createConnectionRequestSchema, request.body));
      return reply.status(201).send({ success: true as const, connection });
    });

    app.get('/connectors/connections', async () => ({ success: true as const, connections: await allConnections(deps) }));

    app.post<Id>('/connectors/connections/:id/test', async (request) => retestConnection(deps, request.params.id));

    app.delete<Id>('/connectors/connections/:id', async (request) => {
      await removeConnection(deps, request.params.id);
      return { success: true as const };
    });

    app.get<Id>('/connectors/connections/:id/preview', async (request) => ({
      success: true as const,
      preview: await previewStore(deps, request.params.id),
    }));

    app.post<Id>('/connectors/connections/:id/runs', async (request, reply) => {
      const body = parseWith(createRunRequestSchema, request.body);
      const run = await createRun(deps, request.params.id, body, requestLanguage(request));
      return reply.status(202).send({ success: true as const, run });
    });

    app.get<Id>('/connectors/connections/:id/runs', async (request) => ({
      success: true as const,
      runs: await runsOf(deps, request.params.id, requestLanguage(request)),
    }));

    app.get<Id>('/connectors/runs/:id', async (request) => ({
      success: true as const,
      run: await runView(deps, await requireRun(deps, request.params.id), requestLanguage(request)),
    }));

    app.get<Id>('/connectors/runs/:id/rows', async (request) =>
      runRows(deps, request.params.id, parseWith(reviewRowsQuerySchema, request.query)),
    );

    app.patch<RunRowParams>('/connectors/runs/:id/rows/:rowId', async (request) => ({
      success: true as const,
      row: await updateRow(deps, request.params.id, request.params.rowId, parseWith(updateReviewRowRequestSchema, request.body)),
    }));

    app.post<Id>('/connectors/runs/:id/tick', async (request) =>
      tickRows(deps, request.params.id, parseWith(tickAllRequestSchema, request.body).ticked),
    );

    app.post<Id>('/connectors/runs/:id/publish', async (request, reply) => {
      const publication = await publishRun(deps, request.params.id, requestLanguage(request));
      return reply.status(202).send({ success: true as const, publication });
    });

    app.get<Id>('/connectors/runs/:id/publications', async (request) => ({
      success: true as const,
      publications: await publicationsOf(deps, request.params.id),
    }));

    app.get<Id & { Querystring: { offset?: string; limit?: string } }>('/connectors/publications/:id', async (request) =>
      publicationDetail(deps, request.params.id, request.query),
    );

    app.post<Id>('/connectors/publications/:id/undo', async (request, reply) => {
      const publication = await undoPublication(deps, request.params.id);
      return reply.status(202).send({ success: true as const, publication });
    });
  };
}
