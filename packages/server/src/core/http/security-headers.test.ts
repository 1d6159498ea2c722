import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { answerFrameworkError, HSTS_VALUE, registerSecurityHeaders } from './security-headers.ts';
import { trustProxyOption } from './trust-proxy.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function build(trustProxyHops = 0): Promise<FastifyInstance> {
  app = Fastify({ trustProxy: trustProxyOption(trustProxyHops), frameworkErrors: answerFrameworkError });
  await registerSecurityHeaders(app);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  app.get('/page', async (_request, reply) => reply.type('text/html').send('<!doctype html><p>hi</p>'));
  return app;
}

describe('security headers', () => {
  it('puts CSP, frame-ancestors, nosniff, Referrer-Policy and X-Frame-Options on JSON, HTML, errors and 404s', async () => {
    const server = await build();
    for (const url of ['/ok', '/page', '/boom', '/missing', '/%E0%A4%A']) {
      const res = await server.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self';");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).not.toContain('unsafe-eval');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('answers a URL Fastify refuses before routing with the same policy and the app error body', async () => {
    const server = await build();
    const res = await server.inject({ url: '/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
    expect(res.headers['content-security-policy']).toBe((await server.inject({ url: '/ok' })).headers['content-security-policy']);
  });

  it('sends HSTS only on a request that came over TLS through a trusted proxy', async () => {
    const server = await build(1);
    const viaProxy = await server.inject({ url: '/ok', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers['strict-transport-security']).toBe(HSTS_VALUE);
    const plain = await server.inject({ url: '/ok', remoteAddress: '127.0.0.1' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // A client on the internet talking to the server directly cannot claim TLS.
    const forged = await server.inject({ url: '/ok', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});
