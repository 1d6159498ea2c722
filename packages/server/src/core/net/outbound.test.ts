import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { standInDns } from '../../testing/stand-in-dns.ts';
import { BLOCKED_CODE } from './ip-policy.ts';
import { OutboundPolicy, failureCode, outboundPolicy } from './outbound.ts';

/**
 * The one outbound policy with a stub resolver: a public-looking store, webhook or AI host name that resolves to a
 * private, loopback or link-local address is refused before any socket exists. Non-loopback addresses appear only
 * here, in the resolver's answers to a pure lookup: nothing connects to them (issue 23, items 3 and 9).
 */
const ANSWERS: Record<string, LookupAddress[]> = {
  'shop-intranet.stub': [{ address: '10.0.0.7', family: 4 }],
  'shop-metadata.stub': [{ address: '169.254.169.254', family: 4 }],
  'shop-v6-loopback.stub': [{ address: '::1', family: 6 }],
  'shop-v4-loopback.stub': [{ address: '127.0.0.1', family: 4 }],
  'shop-mapped.stub': [{ address: '::ffff:192.168.1.1', family: 6 }],
  'shop-mixed.stub': [
    { address: '127.0.0.1', family: 4 },
    { address: '10.0.0.7', family: 4 },
  ],
  'shop-public.stub': [{ address: '93.184.216.34', family: 4 }],
};
const REFUSED = Object.keys(ANSWERS).filter((name) => name !== 'shop-public.stub');

function lookupOf(policy: OutboundPolicy, hostname: string): Promise<{ code?: string; address?: string }> {
  return new Promise((resolve) => {
    policy.lookup(hostname, {}, (err, address) =>
      resolve(err ? { code: (err as NodeJS.ErrnoException).code } : { address: address as string }),
    );
  });
}

/** The policy exactly as the app builds it for stores, webhooks and the AI base URL (deps.resolve = the stub). */
function appPolicy(allowPrivate: string | undefined, dns = standInDns(ANSWERS)): OutboundPolicy {
  const parsed = parseConfig(allowPrivate ? { ALLOW_PRIVATE_IMAGE_URLS: allowPrivate } : {});
  if (!parsed.ok) {
    throw new Error(parsed.errors.join('\n'));
  }
  return outboundPolicy({ config: parsed.config, logger: createLogger({ logLevel: 'silent' }), resolve: dns.resolve });
}

describe('the outbound policy with a stub resolver', () => {
  it('refuses a store name that resolves to a private, loopback or link-local address, and asks the resolver', async () => {
    const dns = standInDns(ANSWERS);
    const policy = appPolicy(undefined, dns);
    for (const name of REFUSED) {
      expect(await lookupOf(policy, name), name).toEqual({ code: BLOCKED_CODE });
      expect(await policy.allows(`https://${name}/wp-json/`), name).toBe(false);
    }
    expect(dns.asked).toEqual(expect.arrayContaining(REFUSED));
    expect(await lookupOf(policy, 'shop-public.stub')).toEqual({ address: '93.184.216.34' });
    expect(await policy.allows('https://shop-public.stub/v1')).toBe(true);
  });

  it('opens only the listed range, checks every answer, and never opens metadata', async () => {
    const loopback = appPolicy('127.0.0.1/32');
    expect(await lookupOf(loopback, 'shop-v4-loopback.stub')).toEqual({ address: '127.0.0.1' });
    expect(await lookupOf(loopback, 'shop-mixed.stub')).toEqual({ code: BLOCKED_CODE });
    expect(await lookupOf(loopback, 'shop-intranet.stub')).toEqual({ code: BLOCKED_CODE });
    const open = appPolicy('1');
    expect(await lookupOf(open, 'shop-intranet.stub')).toEqual({ address: '10.0.0.7' });
    expect(await lookupOf(open, 'shop-metadata.stub')).toEqual({ code: BLOCKED_CODE });
  });

  it('judges literal addresses and schemes without a lookup', async () => {
    const dns = standInDns(ANSWERS);
    const policy = appPolicy(undefined, dns);
    expect(policy.urlProblem('https://[::1]/')).toBe('addressBlocked');
    expect(policy.urlProblem('https://127.0.0.2/latest')).toBe('addressBlocked');
    expect(policy.urlProblem('ftp://shop-public.stub/')).toBe('urlInvalid');
    expect(policy.urlProblem('not a url')).toBe('urlInvalid');
    expect(await policy.allows('http://127.0.0.1:11434/v1')).toBe(false);
    expect(await appPolicy('127.0.0.1/32', dns).allows('http://127.0.0.1:11434/v1')).toBe(true);
    expect(dns.asked).toEqual([]);
  });

  it('tells a failure’s host and cause to the debug log, and nothing else', () => {
    const told: unknown[] = [];
    const policy = new OutboundPolicy(false, { debug: (detail, message) => told.push({ detail, message }) });
    policy.explain('https://shop-public.stub:8443/wp-json/?token=secret', { cause: { code: 'ECONNREFUSED' } });
    expect(told).toEqual([{ detail: { host: 'shop-public.stub:8443', cause: 'ECONNREFUSED' }, message: 'outbound request failed' }]);
  });

  it('names a failure’s cause for the debug log only, however the HTTP client wraps it', () => {
    expect(failureCode({ cause: { code: 'ECONNREFUSED' } })).toBe('ECONNREFUSED');
    expect(failureCode({ cause: { cause: { code: 'ERR_SSL_WRONG_VERSION_NUMBER' } } })).toBe('ERR_SSL_WRONG_VERSION_NUMBER');
    expect(failureCode(Object.assign(new Error('t'), { name: 'TimeoutError' }))).toBe('timeout');
    expect(failureCode(null)).toBe('network error');
  });
});

function listen(host: string): Promise<{ server: Server; port: number; connections: () => number }> {
  let connections = 0;
  const server = createServer((_req, res) => res.end('{"ok":true}'));
  server.on('connection', () => connections++);
  return new Promise((done) =>
    server.listen(0, host, () => done({ server, port: (server.address() as AddressInfo).port, connections: () => connections })),
  );
}

describe("the policy's fetch (the AI SDK's calls to an administrator's base URL)", () => {
  it('checks the address each time a socket opens: a name that now resolves outside the open range is refused', async () => {
    // Both listeners are on the loopback; only 127.0.0.1/32 is open, so 127.0.0.2 stands for "elsewhere".
    const allowed = await listen('127.0.0.1');
    const elsewhere = await listen('127.0.0.2');
    try {
      const dns = standInDns({
        'ai-ok.stub': [{ address: '127.0.0.1', family: 4 }],
        'ai-moved.stub': [{ address: '127.0.0.2', family: 4 }],
      });
      const fetch = appPolicy('127.0.0.1/32', dns).fetch({ connectTimeoutMs: 2000, timeoutMs: 5000 });
      const ok = await fetch(`http://ai-ok.stub:${allowed.port}/v1/models`);
      expect(await ok.json()).toEqual({ ok: true });
      const moved = await fetch(`http://ai-moved.stub:${elsewhere.port}/v1/models`).then(
        () => 'answered',
        (error: unknown) => failureCode(error),
      );
      expect(moved).toBe(BLOCKED_CODE);
      expect(elsewhere.connections()).toBe(0);
      expect(dns.asked).toEqual(['ai-ok.stub', 'ai-moved.stub']);
    } finally {
      allowed.server.close();
      elsewhere.server.close();
    }
  });
});
