import { API_V1_HEADERS, type ApiV1WebhookEvent } from '@alt-optimizer/contract';
import type { Db } from '../../../core/db/client.ts';
import { toApiV1Job } from '../../../core/jobs/api-v1-job.ts';
import type { Logger } from '../../../core/logger.ts';
import { dueWebhooks, markWebhookDelivered, markWebhookFailed, nextWebhookAt, type DueWebhook } from './webhook.repository.ts';
import type { WebhookSecrets } from './webhook-secrets.ts';
import type { WebhookSender } from './webhook-sender.ts';
import { signWebhook } from './webhook-signature.ts';

export interface WebhookDispatcherOptions {
  /** Wait before each retry (its length is the number of retries after the first attempt). */
  retryDelaysMs: readonly number[];
}

/** 1 attempt + 6 retries over about seven hours: a receiver down for a deploy or an afternoon still gets its event. */
export const DEFAULT_WEBHOOK_OPTIONS: WebhookDispatcherOptions = {
  retryDelaysMs: [10_000, 30_000, 120_000, 600_000, 3_600_000, 6 * 3_600_000],
};

const BATCH = 20;
/** setTimeout's longest wait; a retry further away is looked at again then. */
const MAX_WAIT_MS = 2_147_000_000;

/**
 * Sends each finished API job's callback. The state lives in api_jobs (next attempt time, attempts, delivered time),
 * so a restart resumes where it stopped. Nothing polls (issue 23 #8): a pass runs at start, on each job-finished
 * event (`poke`, wired in the api-keys plugin), and when the earliest retry falls due (one timer, set to that time).
 */
export class WebhookDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  /** When the timer will run a pass (tests: no timer while nothing is due). */
  wakeAt: Date | null = null;

  constructor(
    private readonly db: Db,
    private readonly sender: WebhookSender,
    private readonly secrets: WebhookSecrets,
    private readonly logger: Logger,
    private readonly options: WebhookDispatcherOptions = DEFAULT_WEBHOOK_OPTIONS,
  ) {}

  /** Sends what finished while the process was stopped, then waits for events. */
  start(): void {
    this.poke();
  }

  /** A job finished (or a retry is due): one pass now, or right after the pass under way. */
  poke(): void {
    if (this.stopped) {
      return;
    }
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.passes().finally(() => {
      this.running = undefined;
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private async passes(): Promise<void> {
    do {
      this.again = false;
      await this.tick();
    } while (this.again && !this.stopped);
    await this.scheduleRetry();
  }

  /** One timer, at the earliest attempt due among finished jobs' undelivered callbacks; none when there is none. */
  private async scheduleRetry(): Promise<void> {
    clearTimeout(this.timer);
    this.wakeAt = null;
    const next = await nextWebhookAt(this.db).catch(() => null);
    if (!next || this.stopped) {
      return;
    }
    this.wakeAt = next;
    this.timer = setTimeout(() => this.poke(), Math.min(MAX_WAIT_MS, Math.max(0, next.getTime() - Date.now())));
    this.timer.unref();
  }

  /** One pass over the callbacks due at `now` (tests call it with a time of their own). */
  async tick(now = new Date()): Promise<void> {
    try {
      for (const due of await dueWebhooks(this.db, now, BATCH)) {
        await this.deliver(due);
      }
    } catch (error) {
      this.logger.error({ err: error }, 'webhook dispatch failed');
    }
  }

  private async deliver(due: DueWebhook): Promise<void> {
    const event: ApiV1WebhookEvent = {
      event: due.job.status === 'completed' ? 'job.completed' : 'job.failed',
      job: toApiV1Job(due.job, due.callbackUrl, null),
      sentAt: new Date().toISOString(),
    };
    const body = JSON.stringify(event);
    const result = await this.sender.send(due.callbackUrl, body, {
      [API_V1_HEADERS.webhookSignature]: signWebhook(this.secrets.open(due.secret), body, Math.floor(Date.now() / 1000)),
      [API_V1_HEADERS.webhookEvent]: event.event,
    });
    const attempts = due.attempts + 1;
    if (result.ok) {
      await markWebhookDelivered(this.db, due.job.id, attempts, new Date());
      this.logger.info({ jobId: due.job.id, attempts }, 'webhook delivered');
      return;
    }
    const delay = this.options.retryDelaysMs[attempts - 1];
    const nextAt = delay === undefined ? null : new Date(Date.now() + delay);
    await markWebhookFailed(this.db, due.job.id, attempts, nextAt, result.error);
    this.logger.warn({ jobId: due.job.id, attempts, error: result.error, retry: nextAt !== null }, 'webhook attempt failed');
  }
}
