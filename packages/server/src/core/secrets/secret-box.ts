import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (a store's access token, an AI provider's API key): AES-256-GCM from node:crypto, a fresh 12-byte
 * IV per value, the 16-byte tag checked on the way back, so a value changed in the database or read with another key
 * is refused instead of decrypted to garbage. Stored as one text: `v1.<iv>.<tag>.<ciphertext>` (base64url), the
 * version first so a later key rotation can tell formats apart.
 *
 * The key is 32 random bytes given as 64 hex characters or base64 (`openssl rand -base64 32`): see parseSecretKey.
 */
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const KEY_BYTES = 32;
const FORMAT = 'v1';

export type SecretKeyResult = { ok: true; key: Buffer } | { ok: false; reason: string };

/** Reads a 256-bit key from hex (64 characters) or base64/base64url (44 or 43 characters). */
export function parseSecretKey(text: string): SecretKeyResult {
  const value = text.trim();
  let key: Buffer | undefined;
  if (/^[0-9a-fA-F]{64}$/.test(value)) {
    key = Buffer.from(value, 'hex');
  } else if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  }
  if (!key || key.length !== KEY_BYTES) {
    return { ok: false, reason: 'expected 32 random bytes as 64 hex characters or base64 (openssl rand -base64 32)' };
  }
  return { ok: true, key };
}

export class SecretBox {
  private readonly key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== KEY_BYTES) {
      throw new Error(`SecretBox needs a ${KEY_BYTES}-byte key`);
    }
    this.key = Buffer.from(key);
  }

  seal(plaintext: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [FORMAT, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  /** Throws when the value was not sealed with this key or was altered (GCM tag mismatch). */
  open(sealed: string): string {
    const [format, iv, tag, body] = sealed.split('.');
    if (format !== FORMAT || iv === undefined || tag === undefined || body === undefined) {
      throw new Error('not a sealed secret');
    }
    const decipher = createDecipheriv(ALGORITHM, this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}
