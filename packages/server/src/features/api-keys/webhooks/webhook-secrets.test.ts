import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../testing/databases.ts';
import { createApiKey } from '../api-key.service.ts';
import { apiKeys } from '../api-key.table.ts';
import { WebhookSecrets } from './webhook-secrets.ts';

/** Issue 23, item 7: a webhook signing secret is never stored in clear. */
let db: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  db = await openTestDatabase('pglite');
  dataDir = await mkdtemp(path.join(tmpdir(), 'webhook-secrets-'));
});
afterAll(async () => {
  await db.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

describe('webhook secrets at rest', () => {
  it('stores a new key’s secret sealed; it is shown once in clear and opens to the same value', async () => {
    const secrets = await WebhookSecrets.load(dataDir);
    const created = await createApiKey(db.db, secrets, { name: 'sealed', plan: 'pro' });
    expect(created.webhookSecret.startsWith('whsec_')).toBe(true);
    const [row] = await db.db.select({ secret: apiKeys.webhookSecret }).from(apiKeys).where(eq(apiKeys.id, created.key.id));
    expect(row!.secret).not.toContain(created.webhookSecret.slice('whsec_'.length));
    expect(row!.secret.startsWith('v1.')).toBe(true);
    expect(secrets.open(row!.secret)).toBe(created.webhookSecret);
  });

  it('keeps its key under DATA_DIR: a restart opens what was sealed, another DATA_DIR cannot', async () => {
    const sealed = (await WebhookSecrets.load(dataDir)).seal('whsec_kept');
    expect((await WebhookSecrets.load(dataDir)).open(sealed)).toBe('whsec_kept');
    const other = await mkdtemp(path.join(tmpdir(), 'webhook-secrets-other-'));
    try {
      const stranger = await WebhookSecrets.load(other);
      expect(() => stranger.open(sealed)).toThrow();
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});
