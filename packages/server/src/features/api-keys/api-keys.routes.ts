import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../core/deps.ts';
import { AppError, ERRORS } from '../../core/errors/index.ts';
import { isAdminRequest } from '../../core/http/admin-gate.ts';
import { createApiKey, keyUsage, listKeys, revokeKey } from './api-key.service.ts';
import { parseCreateKeyBody } from './api-keys.schema.ts';
import type { WebhookSecrets } from './webhooks/webhook-secrets.ts';

type KeyParams = { Params: { id: string } };

/** The admin dashboard's API keys: GET/POST /admin/api-keys, POST /admin/api-keys/:id/revoke, GET …/:id/usage. */
export function apiKeysAdminRoutes(deps: AppDeps, secrets: WebhookSecrets): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!(await isAdminRequest(request))) {
        throw new AppError(ERRORS.adminUnauthorized);
      }
    });

    app.get('/admin/api-keys', async () => ({ keys: await listKeys(deps.db) }));

    app.post('/admin/api-keys', async (request, reply) => {
      const created = await createApiKey(deps.db, secrets, parseCreateKeyBody(request.body));
      // The key is in this body only: no cache may keep it.
      return reply.status(201).header('cache-control', 'no-store').send(created);
    });

    app.post<KeyParams>('/admin/api-keys/:id/revoke', async (request) => ({
      success: true as const,
      key: await revokeKey(deps.db, request.params.id),
    }));

    app.get<KeyParams>('/admin/api-keys/:id/usage', async (request) => keyUsage(deps.db, request.params.id));
  };
}
