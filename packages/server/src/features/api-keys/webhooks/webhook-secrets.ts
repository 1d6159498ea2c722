import path from 'node:path';
import { WEBHOOK_SECRET_PREFIX } from '@alt-optimizer/contract';
import { eq, and, like } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import { loadKeyFile } from '../../../core/secrets/key-file.ts';
import { SecretBox } from '../../../core/secrets/secret-box.ts';
import { apiKeys } from '../api-key.table.ts';

/** The key webhook secrets are sealed with, under DATA_DIR (a key of their own, made once, like the job-edit key). */
export const WEBHOOK_KEY_FILE = path.join('secrets', 'webhook-secrets.key');

/**
 * Webhook signing secrets at rest (issue 23, item 7): sealed with AES-256-GCM (core/secrets) under a key kept in
 * DATA_DIR, not in the database, so a copy of the database alone cannot forge a customer's callbacks. The secret is
 * shown once at key creation and opened only to sign a delivery. A value stored before sealing began is the secret
 * itself (it starts with whsec_): it still opens, and sealStoredWebhookSecrets rewrites it sealed at start.
 */
export class WebhookSecrets {
  constructor(private readonly box: SecretBox) {}

  static async load(dataDir: string): Promise<WebhookSecrets> {
    return new WebhookSecrets(new SecretBox(await loadKeyFile(dataDir, WEBHOOK_KEY_FILE)));
  }

  seal(secret: string): string {
    return this.box.seal(secret);
  }

  open(stored: string): string {
    return isPlain(stored) ? stored : this.box.open(stored);
  }
}

function isPlain(stored: string): boolean {
  return stored.startsWith(WEBHOOK_SECRET_PREFIX);
}

/**
 * Seals every secret still stored in clear (keys made before sealing): run at start, so existing hooks keep their
 * secret and keep working. Each row is rewritten only if it still holds the clear value, so processes starting
 * together never seal a value twice. Returns how many were sealed.
 */
export async function sealStoredWebhookSecrets(db: Db, secrets: WebhookSecrets): Promise<number> {
  const plain = await db
    .select({ id: apiKeys.id, secret: apiKeys.webhookSecret })
    .from(apiKeys)
    .where(like(apiKeys.webhookSecret, `${WEBHOOK_SECRET_PREFIX}%`));
  let sealed = 0;
  for (const row of plain) {
    const updated = await db
      .update(apiKeys)
      .set({ webhookSecret: secrets.seal(row.secret) })
      .where(and(eq(apiKeys.id, row.id), eq(apiKeys.webhookSecret, row.secret)))
      .returning({ id: apiKeys.id });
    sealed += updated.length;
  }
  return sealed;
}
