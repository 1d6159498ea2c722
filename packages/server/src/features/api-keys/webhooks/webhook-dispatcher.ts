import { API_V1_HEADERS, type ApiV1WebhookEvent } from '@alt-optimizer/contract';
import type { Db } from '../../../core/db/client.ts';
import { toApiV1Job } from '../../../core/jobs/api-v1-job.ts';
import type { Logger } from '../../../core/logger.ts';
import { dueWebhooks, markWebhookDelivered, markWebhookFailed, type DueWebhook } from './webhook.repository.ts';
import type { WebhookSecrets } from './webhook-secrets.ts';
import type { WebhookSender } from './webhook-sender.ts';
import { signWebhook } from './webhook-signature.ts';

export interface WebhookDispatcherOptions {
  /** How often the table is read for callbacks due. */
  pollMs: number;
  /** Wait before each retry (its length is the number of retries after the first attempt). */
  retryDelaysMs: readonly number[];
}

/** 1 attempt + 6 retries over about seven hours: a receiver down for a deploy or an afternoon still gets its event. */
export const DEFAULT_WEBHOOK_OPTIONS: WebhookDispatcherOptions = {
  pollMs: 2_000,
  retryDelaysMs: [10_000, 30_000, 120_000, 600_000, 3_600_000, 6 * 3_600_000],
};

const BATCH = 20;

/**
 * Sends each finished API job's callback. The state lives in api_jobs (next attempt time, attempts, delivered time),
 * so a restart resumes where it stopped and a job finished by any process (in-process runner or queue worker) is seen.
 */
export class WebhookDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly sender: WebhookSender,
    private readonly secrets: WebhookSecrets,
    private readonly logger: Logger,
    private readonly options: WebhookDispatcherOptions = DEFAULT_WEBHOOK_OPTIONS,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      this.running ??= this.tick().finally(() => {
        this.running = undefined;
      });
    }, this.options.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One pass over the callbacks due now (exported for tests that do not want to wait for the timer). */
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
