import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, WEBHOOK_SECRET_PREFIX } from '@alt-optimizer/contract';

/** 32 random bytes in base64url: 43 characters after the prefix. */
const KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);
/** Characters of the key the dashboard shows to tell keys apart (the prefix and 6 more: never enough to guess it). */
const SHOWN_CHARS = API_KEY_PREFIX.length + 6;

export function newApiKey(): { key: string; hash: string; shown: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashApiKey(key), shown: key.slice(0, SHOWN_CHARS) };
}

export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function isWellFormedApiKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** A key is 256 random bits, so SHA-256 is enough to store it: there is no password to brute-force. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
