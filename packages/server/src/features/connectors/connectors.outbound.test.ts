import { randomBytes } from 'node:crypto';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../testing/server-process.ts';
import { onLoopback, standInDns } from '../../testing/stand-in-dns.ts';
import { TEST_ADMIN_PASSWORD, useTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * Store connectors judge where a store's name resolves, not only what the merchant typed (issue 23, item 3), on the
 * app as main.ts builds it with real sockets, only ever to the loopback. The DNS is a stand-in: `shop.stand-in.test`
 * resolves to 127.0.0.1, where a listener counts connections. With the default policy nothing connects and the
 * merchant reads "unreachable"; with 127.0.0.1/32 open, a refused port and a TLS failure read the same.
 */
const STORE_HOST = 'shop.stand-in.test';
const { resolve, asked } = standInDns(onLoopback(STORE_HOST));
const secret = { CONNECTOR_SECRET_KEY: randomBytes(32).toString('hex') };
const defaultPolicy = useTestApp(secret, 'pglite', { resolve });
const loopbackOpen = useTestApp({ ...secret, ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32' }, 'pglite', { resolve });

let listener: TcpServer;
let connections = 0;
let plainHttp: HttpServer;

beforeAll(async () => {
  listener = createTcpServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  plainHttp = createHttpServer((_req, res) => res.end('not TLS'));
  await new Promise<void>((done) => listener.listen(0, '127.0.0.1', done));
  await new Promise<void>((done) => plainHttp.listen(0, '127.0.0.1', done));
});
afterAll(async () => {
  await new Promise((done) => listener?.close(done));
  await new Promise((done) => plainHttp?.close(done));
});

const portOf = (server: TcpServer | HttpServer) => (server.address() as AddressInfo).port;

async function testConnection(t: TestApp, storeUrl: string, language = 'en') {
  const login = await t.app.inject({ method: 'POST', url: '/api/admin/auth', payload: { password: TEST_ADMIN_PASSWORD } });
  const token = (login.json() as { token: string }).token;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/connectors/connections/test',
    headers: { 'x-admin-token': token, 'accept-language': language },
    payload: { platform: 'woocommerce', storeUrl, username: 'shop-admin', accessToken: 'store token that must stay home' },
  });
  return { status: res.statusCode, body: res.json() as { code?: string; error?: string } };
}

describe('store connectors and the outbound policy', { timeout: 120_000 }, () => {
  it('refuses a store name that resolves to the loopback: no connection, the token never leaves, "unreachable"', async () => {
    const storeUrl = `https://${STORE_HOST}:${portOf(listener)}`;
    const en = await testConnection(defaultPolicy(), storeUrl);
    const fr = await testConnection(defaultPolicy(), storeUrl, 'fr');
    expect(asked).toContain(STORE_HOST);
    expect(connections).toBe(0);
    expect(en).toEqual({
      status: 502,
      body: expect.objectContaining({
        code: 'connectorUnreachable',
        error: `The store at ${storeUrl} is unreachable. Check the address and that the site is online`,
      }),
    });
    expect(fr.body.error).toBe(`La boutique à l'adresse ${storeUrl} est injoignable. Vérifiez l'adresse et que le site est en ligne`);
  });

  it('tells a merchant the same thing for a refused port and a TLS failure (no port scanner)', async () => {
    const refusedUrl = `http://127.0.0.1:${await freePort()}`;
    const tlsUrl = `https://127.0.0.1:${portOf(plainHttp)}`;
    const refused = await testConnection(loopbackOpen(), refusedUrl);
    const tls = await testConnection(loopbackOpen(), tlsUrl);
    expect(refused.status).toBe(502);
    expect(refused.body.code).toBe('connectorUnreachable');
    expect({ status: tls.status, code: tls.body.code }).toEqual({ status: 502, code: 'connectorUnreachable' });
    expect(tls.body.error?.replace(tlsUrl, '{storeUrl}')).toBe(refused.body.error?.replace(refusedUrl, '{storeUrl}'));
    expect(refused.body.error).not.toMatch(/ECONN|SSL|TLS|EPROTO|timeout/i);
  });
});
