import { request, type Agent } from 'undici';
import { outboundUrlProblem, type OutboundPolicy } from '../../../core/net/outbound.ts';

export type SendResult = { ok: true; status: number } | { ok: false; error: string };

const TIMEOUT_MS = 10_000;

/** Whether a callback URL may be accepted at all (http(s), no literal blocked address); its DNS is checked when sending. */
export function callbackUrlAcceptable(url: string, isBlocked: (address: string) => boolean): boolean {
  return outboundUrlProblem(url, isBlocked) === null;
}

/**
 * POSTs webhook bodies under the server's one outbound policy (core/net/outbound.ts): every address a callback host
 * resolves to is checked at connect time, so a callback URL cannot reach the server's own network unless
 * ALLOW_PRIVATE_IMAGE_URLS opens it; cloud metadata never. Redirects are not followed (a 3xx is a failed attempt).
 * A delivery that got no answer is recorded as "unreachable" (refused port, TLS failure and blocked address alike);
 * the cause goes to the debug log only.
 */
export class WebhookSender {
  private readonly agent: Agent;

  constructor(private readonly policy: OutboundPolicy) {
    this.agent = policy.agent({ connectTimeoutMs: TIMEOUT_MS, timeoutMs: TIMEOUT_MS });
  }

  async send(url: string, body: string, headers: Record<string, string>): Promise<SendResult> {
    const problem = this.policy.urlProblem(url);
    if (problem) {
      return { ok: false, error: problem === 'addressBlocked' ? 'unreachable' : 'invalid URL' };
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
      // Refused port, TLS failure, timeout or blocked address: one word, so the log is no port scanner.
      this.policy.explain(url, error);
      return { ok: false, error: 'unreachable' };
    }
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}
