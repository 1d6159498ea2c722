import { randomUUID } from 'node:crypto';
import { QueueEvents, QueueEventsProducer } from 'bullmq';
import type { JobEventTransport, JobFinished } from '../../../core/jobs/job-events.ts';
import type { Logger } from '../../../core/logger.ts';
import type { QueueConfig } from '../../../core/queue/queue-config.ts';
import { queueConnection } from './row-queue.ts';

/** The event stream's queue name (no job is ever added to it: it carries events only). */
export const JOB_EVENTS_QUEUE = 'bulk-jobs';
const FINISHED = 'job-finished';

/**
 * "Job finished" between the queue mode's server instances (issue 23 #8), through BullMQ's event stream on Redis
 * (QueueEventsProducer / QueueEvents, under QUEUE_PREFIX): the instance that completes a job publishes it, every other
 * instance's webhooks and store runs hear it. Each instance skips its own events (they reached it in-process).
 */
export class QueueJobEventTransport implements JobEventTransport {
  private readonly origin = randomUUID();
  private readonly producer: QueueEventsProducer;
  private events: QueueEvents | undefined;

  constructor(
    private readonly config: QueueConfig,
    private readonly logger: Logger,
  ) {
    this.producer = new QueueEventsProducer(JOB_EVENTS_QUEUE, queueConnection(config));
    this.producer.on('error', (err) => logger.warn({ err }, 'job events connection error'));
  }

  async publish(event: JobFinished): Promise<void> {
    await this.producer.publishEvent({ eventName: FINISHED, jobId: event.jobId, status: event.status, origin: this.origin });
  }

  listen(deliver: (event: JobFinished) => void): void {
    this.events = new QueueEvents(JOB_EVENTS_QUEUE, queueConnection(this.config));
    this.events.on('error', (err) => this.logger.warn({ err }, 'job events connection error'));
    this.events.on(FINISHED as 'waiting', (args: unknown) => {
      const { jobId, status, origin } = args as Record<string, string | undefined>;
      if (origin !== this.origin && jobId && (status === 'completed' || status === 'failed')) {
        deliver({ jobId, status });
      }
    });
  }

  /** Resolves once the listener reads the stream (what it publishes before that, it never sees). */
  async ready(): Promise<void> {
    await this.events?.waitUntilReady();
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.events?.close(), this.producer.close()]);
  }
}
