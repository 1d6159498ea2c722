import { Agent, request } from 'undici';
import { addressPolicy, BLOCKED_CODE, guardedLookup, literalHostBlocked, type PrivateAddressAccess } from '../../../core/net/ip-policy.ts';

export type SendResult = { ok: true; status: number } | { ok: false; error: string };

const TIMEOUT_MS = 10_000;

/** Whether a callback URL may be accepted at all (http(s), no literal blocked address); its DNS is checked when sending. */
export function callbackUrlAcceptable(url: string, isBlocked: (address: string) => boolean): boolean {
  if (!URL.canParse(url)) {
    return false;
  }
  const parsed = new URL(url);
  return /^https?:$/.test(parsed.protocol) && !literalHostBlocked(parsed.hostname, isBlocked);
}

/**
 * POSTs webhook bodies under the image fetcher's address policy (core/net/ip-policy.ts): every address a callback
 * host resolves to is checked at connect time, so a callback URL cannot reach the server's own network unless
 * ALLOW_PRIVATE_IMAGE_URLS opens it; cloud metadata never. Redirects are not followed (a 3xx is a failed attempt).
 */
export class WebhookSender {
  private readonly isBlocked: (address: string) => boolean;
  private readonly agent: Agent;

  constructor(allowPrivate: PrivateAddressAccess) {
    this.isBlocked = addressPolicy(allowPrivate);
    this.agent = new Agent({
      connect: { timeout: TIMEOUT_MS, lookup: guardedLookup(this.isBlocked) },
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
    });
  }

  async send(url: string, body: string, headers: Record<string, string>): Promise<SendResult> {
    if (!callbackUrlAcceptable(url, this.isBlocked)) {
      return { ok: false, error: 'address not allowed' };
    }
    try {
      const res = await request(url, {
        dispatcher: this.agent,
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'user-agent': 'AltOptimizer-Webhook/1.0', ...headers },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await res.body.dump();
      return res.statusCode >= 200 && res.statusCode < 300
        ? { ok: true, status: res.statusCode }
        : { ok: false, error: `HTTP ${res.statusCode}` };
    } catch (error) {
      const e = error as { code?: string; cause?: { code?: string }; message?: string };
      const code = e.code ?? e.cause?.code;
      return { ok: false, error: code === BLOCKED_CODE ? 'address not allowed' : (code ?? e.message ?? 'network error') };
    }
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}
