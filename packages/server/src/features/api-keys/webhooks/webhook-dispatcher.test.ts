import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../core/logger.ts';
import { SecretBox } from '../../../core/secrets/secret-box.ts';
import { insertJobWithRows, patchJob } from '../../../core/jobs/job.repository.ts';
import { openTestDatabase, type TestDatabase } from '../../../testing/databases.ts';
import { signatureMatches, startWebhookReceiver } from '../../../testing/public-api.ts';
import { insertApiJob, insertApiKey } from '../api-key.repository.ts';
import { apiKeys } from '../api-key.table.ts';
import { WebhookDispatcher } from './webhook-dispatcher.ts';
import { sealStoredWebhookSecrets, WebhookSecrets } from './webhook-secrets.ts';
import { WebhookSender } from './webhook-sender.ts';
import { verifyWebhook } from './webhook-signature.ts';
import { OutboundPolicy } from '../../../core/net/outbound.ts';
import { freePort } from '../../../testing/server-process.ts';

/** A fresh sealing key: the rows below hold secrets in clear (as before sealing) or sealed under it. */
const secrets = new WebhookSecrets(new SecretBox(randomBytes(32)));

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('pglite');
});
afterAll(() => db.dispose());

async function finishedApiJob(callbackUrl: string, secret: string): Promise<string> {
  const key = await insertApiKey(db.db, {
    name: 'hooks',
    plan: 'pro',
    dailyLimit: 10_000,
    keyHash: `hash-${callbackUrl}-${secret}`,
    keyPrefix: 'alto_abcdef',
    webhookSecret: secret,
  });
  const job = await insertJobWithRows(db.db, { originalFileName: 'rows.csv', status: 'pending', sourceFormat: 'csv' }, []);
  await insertApiJob(db.db, { jobId: job.id, keyId: key.id, idempotencyKey: null, callbackUrl });
  await patchJob(db.db, job.id, { status: 'completed', processingCompleted: new Date() });
  return job.id;
}

describe('webhook dispatcher', () => {
  it('retries a failed delivery after its backoff, then stops once delivered; the signature verifies', async () => {
    const receiver = await startWebhookReceiver(1);
    const sender = new WebhookSender(new OutboundPolicy(['127.0.0.1/32']));
    const dispatcher = new WebhookDispatcher(db.db, sender, secrets, createLogger({ logLevel: 'silent' }), {
      retryDelaysMs: [1_000],
    });
    try {
      // A key made before secrets were sealed: its clear secret is sealed at start and still signs its hook.
      const jobId = await finishedApiJob(receiver.url, 'whsec_test');
      expect(await sealStoredWebhookSecrets(db.db, secrets)).toBeGreaterThanOrEqual(1);
      const stored = (await db.db.select({ secret: apiKeys.webhookSecret }).from(apiKeys)).map((r) => r.secret);
      expect(stored.some((s) => s.includes('whsec_'))).toBe(false);
      expect(await sealStoredWebhookSecrets(db.db, secrets)).toBe(0);
      const start = new Date();
      await dispatcher.tick(start);
      expect(receiver.received).toHaveLength(1);
      // Not due again before its backoff.
      await dispatcher.tick(new Date(start.getTime() + 500));
      expect(receiver.received).toHaveLength(1);
      await dispatcher.tick(new Date(Date.now() + 1_500));
      expect(receiver.received).toHaveLength(2);
      await dispatcher.tick(new Date(Date.now() + 60_000));
      expect(receiver.received).toHaveLength(2);

      const [, delivered] = receiver.received;
      const header = delivered!.headers['x-alt-optimizer-signature'] as string;
      expect(signatureMatches('whsec_test', header, delivered!.body)).toBe(true);
      expect(verifyWebhook('whsec_test', header, delivered!.body, Math.floor(Date.now() / 1000))).toBe(true);
      expect(verifyWebhook('whsec_test', header, delivered!.body.replace('completed', 'failed'), Math.floor(Date.now() / 1000))).toBe(
        false,
      );
      expect(verifyWebhook('whsec_test', header, delivered!.body, Math.floor(Date.now() / 1000) + 3600)).toBe(false);
      expect(JSON.parse(delivered!.body)).toMatchObject({ event: 'job.completed', job: { id: jobId, status: 'completed' } });
    } finally {
      await dispatcher.stop();
      await sender.close();
      await receiver.close();
    }
  });

  it('gives up after the last retry, and never connects to a blocked address', async () => {
    const sender = new WebhookSender(new OutboundPolicy(false));
    const dispatcher = new WebhookDispatcher(db.db, sender, secrets, createLogger({ logLevel: 'silent' }), {
      retryDelaysMs: [],
    });
    const receiver = await startWebhookReceiver();
    try {
      // Loopback is private: refused by the policy before any connection (the receiver never hears of it).
      await finishedApiJob(receiver.url, 'whsec_private');
      await dispatcher.tick(new Date());
      await dispatcher.tick(new Date(Date.now() + 3_600_000));
      expect(receiver.received).toHaveLength(0);
      // Refused for its address, literal or resolved: "unreachable", the word a closed port gets (no port scanner).
      expect(await sender.send('http://127.0.0.2:9/latest', '{}', {})).toEqual({ ok: false, error: 'unreachable' });
      expect(await sender.send('http://localhost:1/hook', '{}', {})).toEqual({ ok: false, error: 'unreachable' });
    } finally {
      await dispatcher.stop();
      await sender.close();
      await receiver.close();
    }
  });

  it('records a refused port and a TLS failure on the loopback with the same word', async () => {
    const sender = new WebhookSender(new OutboundPolicy(['127.0.0.1/32']));
    const receiver = await startWebhookReceiver();
    try {
      const refused = await sender.send(`http://127.0.0.1:${await freePort()}/hook`, '{}', {});
      // https to a plain-HTTP listener: the TLS handshake fails.
      const tls = await sender.send(receiver.url.replace(/^http:/, 'https:'), '{}', {});
      expect(refused).toEqual({ ok: false, error: 'unreachable' });
      expect(tls).toEqual(refused);
    } finally {
      await sender.close();
      await receiver.close();
    }
  });
});
