import { LIMITS } from '@alt-optimizer/contract';
import { judgeAlt } from '@alt-optimizer/engine';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../core/deps.ts';
import { ImageFetcher } from '../../core/net/fetch-image.ts';
import { PageFetcher } from '../../core/net/fetch-page.ts';
import { AuditStore } from './audit/audit.store.ts';
import { HostPacer } from './audit/host-pacer.ts';
import { pageAuditRoutes } from './page-audit.routes.ts';
import { AUDIT_USER_AGENT_HEADER } from './page/robots.ts';

/**
 * The page audit feature: its fetchers go through the outbound-address policy of image URLs
 * (ALLOW_PRIVATE_IMAGE_URLS), one host pacer for all audits, audits kept in memory.
 */
export function pageAuditPlugin(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    const allowPrivate = deps.config.allowPrivateImageUrls;
    const pages = new PageFetcher({ allowPrivate, userAgent: AUDIT_USER_AGENT_HEADER });
    const images = new ImageFetcher({ allowPrivate, retries: 0 });
    app.addHook('onClose', async () => {
      await Promise.all([pages.close(), images.close()]);
    });
    await app.register(
      pageAuditRoutes({
        pages,
        images,
        pacer: new HostPacer(LIMITS.hostIntervalMs),
        engine: deps.engine,
        judge: judgeAlt,
        store: new AuditStore(),
        logger: deps.logger,
        jobsPerHour: deps.config.limits.jobsPerHour,
      }),
    );
  };
}
