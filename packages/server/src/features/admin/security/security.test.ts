import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from './password-hash.ts';
import { generateToken, hashToken, sameHash } from './session-token.ts';

describe('password hashing', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const a = await hashPassword('correct horse battery staple');
    const b = await hashPassword('correct horse battery staple');
    expect(a).not.toBe(b);
    expect(a.startsWith('scrypt$32768$8$1$')).toBe(true);
    expect(await verifyPassword('correct horse battery staple', a)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', a)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });

  it('generates passwords and tokens with at least 128 bits of randomness', () => {
    expect(Buffer.from(generatePassword(), 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(Buffer.from(generateToken(), 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(generateToken()).not.toBe(generateToken());
  });

  it('hashes tokens deterministically and compares hashes safely', () => {
    const token = generateToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(sameHash(hashToken(token), hashToken(token))).toBe(true);
    expect(sameHash(hashToken(token), hashToken(`${token}x`))).toBe(false);
    expect(sameHash('short', 'longer')).toBe(false);
  });
});
