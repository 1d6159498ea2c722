import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The webhook signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` under the key's webhook
 * secret. The timestamp is signed too, so a receiver can refuse an old delivery replayed later.
 */
export function signWebhook(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** A receiver's check (what the API docs show): the signature matches and is at most `toleranceSeconds` old. */
export function verifyWebhook(secret: string, header: string, body: string, nowSeconds: number, toleranceSeconds = 300): boolean {
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const given = parts.get('v1');
  if (!Number.isInteger(t) || !given || Math.abs(nowSeconds - t) > toleranceSeconds) {
    return false;
  }
  const expected = signWebhook(secret, body, t).split('v1=')[1]!;
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
