import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBox, parseSecretKey } from './secret-box.ts';

const key = randomBytes(32);

describe('SecretBox', () => {
  it('gives back what it sealed, and the sealed text holds no trace of it', () => {
    const box = new SecretBox(key);
    const sealed = box.seal('shpat_0123456789abcdef');
    expect(sealed).not.toContain('shpat');
    expect(box.open(sealed)).toBe('shpat_0123456789abcdef');
  });

  it('seals the same value differently each time (fresh IV)', () => {
    const box = new SecretBox(key);
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses another key and an altered value', () => {
    const sealed = new SecretBox(key).seal('token');
    expect(() => new SecretBox(randomBytes(32)).open(sealed)).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    expect(() => new SecretBox(key).open([...parts.slice(0, 3), body.toString('base64url')].join('.'))).toThrow();
    expect(() => new SecretBox(key).open('plain text')).toThrow('not a sealed secret');
  });
});

describe('parseSecretKey', () => {
  it('reads 64 hex characters and base64 of 32 bytes', () => {
    const hex = parseSecretKey(key.toString('hex'));
    const b64 = parseSecretKey(key.toString('base64'));
    const b64url = parseSecretKey(key.toString('base64url'));
    for (const parsed of [hex, b64, b64url]) {
      expect(parsed.ok && parsed.key.equals(key)).toBe(true);
    }
  });

  it('refuses a short or free-text key', () => {
    expect(parseSecretKey('secret').ok).toBe(false);
    expect(parseSecretKey(randomBytes(16).toString('hex')).ok).toBe(false);
    expect(parseSecretKey('').ok).toBe(false);
  });
});
