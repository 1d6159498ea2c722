import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trustProxyOption, type TrustProxySetting } from './trust-proxy.ts';

/** The client address Fastify settles on for one request. */
async function clientIp(setting: TrustProxySetting, remoteAddress: string, forwardedFor?: string): Promise<string> {
  const app = Fastify({ trustProxy: trustProxyOption(setting) });
  app.get('/', async (request) => request.ip);
  const res = await app.inject({ url: '/', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
  await app.close();
  return res.body;
}

describe('TRUST_PROXY', () => {
  it('0: the socket address, X-Forwarded-For ignored', async () => {
    expect(await clientIp(0, '203.0.113.9', '1.1.1.1')).toBe('203.0.113.9');
  });

  it('1 hop: the address our proxy appended (rightmost), never the client-written leftmost one', async () => {
    expect(await clientIp(1, '127.0.0.1', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
    expect(await clientIp(1, '10.0.0.2', '198.51.100.7')).toBe('198.51.100.7');
  });

  it('2 hops: two proxies on the private network', async () => {
    expect(await clientIp(2, '10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.3')).toBe('198.51.100.7');
  });

  it('a hop count never trusts a public peer: a direct client cannot choose its address', async () => {
    expect(await clientIp(1, '203.0.113.9', '127.0.0.1')).toBe('203.0.113.9');
  });

  it('a list trusts exactly the named proxies', async () => {
    expect(await clientIp(['203.0.113.0/24'], '203.0.113.9', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
    expect(await clientIp(['203.0.113.0/24'], '192.0.2.1', '198.51.100.7')).toBe('192.0.2.1');
  });
});
