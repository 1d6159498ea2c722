import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../core/deps.ts';
import type { ApiAccess } from '../../core/http/api-access.ts';
import { jobEventsOf } from '../../core/jobs/job-events.ts';
import { addressPolicy } from '../../core/net/ip-policy.ts';
import { outboundPolicy } from '../../core/net/outbound.ts';
import { apiAccessService } from './api-access.service.ts';
import { apiKeysAdminRoutes } from './api-keys.routes.ts';
import { DEFAULT_WEBHOOK_OPTIONS, WebhookDispatcher, type WebhookDispatcherOptions } from './webhooks/webhook-dispatcher.ts';
import { sealStoredWebhookSecrets, WebhookSecrets } from './webhooks/webhook-secrets.ts';
import { WebhookSender } from './webhooks/webhook-sender.ts';

/** What app.ts decorates as `app.apiAccess` (core/http/api-access.ts): keys, quotas, job ownership, callback URLs. */
export function apiAccessFor(deps: AppDeps): ApiAccess {
  return apiAccessService(deps.db, addressPolicy(deps.config.allowPrivateImageUrls));
}

/**
 * Registered inside the /api scope: the admin routes of API keys, and the webhook dispatcher (started here, woken by
 * the job-finished event, stopped when the app closes).
 */
export function apiKeysPlugin(deps: AppDeps, webhooks: WebhookDispatcherOptions = DEFAULT_WEBHOOK_OPTIONS): FastifyPluginAsync {
  return async (app) => {
    // Webhook secrets are sealed at rest; any still in clear (keys made before sealing) are sealed now.
    const secrets = await WebhookSecrets.load(deps.config.dataDir);
    const sealed = await sealStoredWebhookSecrets(deps.db, secrets);
    if (sealed > 0) {
      deps.logger.info({ sealed }, 'webhook secrets sealed at rest');
    }
    const sender = new WebhookSender(outboundPolicy(deps));
    const dispatcher = new WebhookDispatcher(deps.db, sender, secrets, deps.logger, webhooks);
    // A callback is sent when its job finishes: the job-finished event, not a poll (issue 23 #8).
    const unsubscribe = jobEventsOf(deps.db).onFinished(() => dispatcher.poke());
    dispatcher.start();
    app.addHook('onClose', async () => {
      unsubscribe();
      await dispatcher.stop();
      await sender.close();
    });
    await app.register(apiKeysAdminRoutes(deps, secrets));
  };
}
