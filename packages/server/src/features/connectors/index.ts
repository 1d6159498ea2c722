import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../core/deps.ts';
import { jobEventsOf } from '../../core/jobs/job-events.ts';
import { connectorRoutes } from './connectors.routes.ts';
import { getConnection } from './connections.repository.ts';
import { Publisher } from './publisher.ts';
import { runsWithStatus } from './runs.repository.ts';
import { settleRun, settleRunOfJob, startCollecting, type RunDeps } from './runs.service.ts';
import { StoreAccess, type ConnectorSettings } from './store-access.ts';
import { WriteLimiter } from './write-limiter.ts';

/**
 * Registered inside the /api scope: `api.register(connectorsPlugin(deps, settings))`. At start it reads again the runs
 * a stopped process left collecting, settles the runs whose job finished meanwhile and resumes the publications left
 * running (their jobs resume with the bulk runner); a run becomes ready on its job's job-finished event; on close it
 * lets the image in hand finish.
 */
export function connectorsPlugin(deps: AppDeps, settings: ConnectorSettings): FastifyPluginAsync {
  return async (app) => {
    const access = new StoreAccess(settings);
    const tasks = new Set<Promise<void>>();
    let closing = false;
    const track = (task: Promise<void>) => {
      tasks.add(task);
      void task.finally(() => tasks.delete(task));
    };
    const publisher = new Publisher({ db: deps.db, logger: deps.logger, access, limiter: new WriteLimiter(settings.writesPerSecond) });
    const runDeps: RunDeps = { db: deps.db, logger: deps.logger, access, starter: app.jobStarter, track, stopping: () => closing };

    // A run is ready when its job finishes: the job-finished event (issue 23 #8); runs whose job ended while no
    // process listened are settled now.
    const unsubscribe = jobEventsOf(deps.db).onFinished(({ jobId }) => settleRunOfJob(runDeps, jobId));
    for (const run of await runsWithStatus(deps.db, 'processing')) {
      await settleRun(runDeps, run);
    }
    if (settings.secretKey) {
      for (const run of await runsWithStatus(deps.db, 'collecting')) {
        const connection = await getConnection(deps.db, run.connectionId);
        if (connection) {
          startCollecting(runDeps, run, connection);
        }
      }
      await publisher.start();
    }
    app.addHook('onClose', async () => {
      closing = true;
      unsubscribe();
      await publisher.stop();
      await Promise.allSettled([...tasks]);
      await access.close();
    });
    await app.register(connectorRoutes({ ...runDeps, publisher }));
  };
}
