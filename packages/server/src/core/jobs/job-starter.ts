/** What runs a job's pending rows once the transaction that inserted them has committed (the bulk runner, or its queue). */
export interface JobStarter {
  enqueue(jobId: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Decorated once in app.ts; the bulk plugin provides its runner. Lets another feature (store connectors) insert a
     * job through core/jobs and have it run like an uploaded one, without importing the bulk feature.
     */
    jobStarter: JobStarterHub;
  }
}

/**
 * Hands jobs to the bulk feature's starter. A job enqueued before the starter is provided waits here; a job never
 * handed over (the process stopped) is not lost either: the runner resumes every unfinished job at start.
 */
export class JobStarterHub implements JobStarter {
  private target: JobStarter | undefined;
  private readonly waiting: string[] = [];

  provide(target: JobStarter): void {
    this.target = target;
    for (const jobId of this.waiting.splice(0)) {
      target.enqueue(jobId);
    }
  }

  enqueue(jobId: string): void {
    if (this.target) {
      this.target.enqueue(jobId);
    } else {
      this.waiting.push(jobId);
    }
  }
}
