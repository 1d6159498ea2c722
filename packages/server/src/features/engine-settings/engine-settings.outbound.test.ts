import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../testing/openai-stand-in.ts';
import { onLoopback, standInDns } from '../../testing/stand-in-dns.ts';
import { TEST_ADMIN_PASSWORD, useTestApp, type TestApp } from '../../testing/test-app.ts';
import { EngineSwitch } from '../../core/engine-switch.ts';
import { engineSettings } from './engine-settings.table.ts';

/**
 * The stored AI key goes only to the provider and base URL it was saved with, and the AI base URL an administrator
 * types goes through the server's one outbound policy (issue 23, item 3). The app as main.ts builds it, two local
 * stand-in OpenAI-compatible servers on the loopback (A: where the key was saved, B: somewhere else), and a stand-in
 * DNS that answers `ai.stand-in.test` with 127.0.0.1.
 */
const KEY = `sk-bound-${randomBytes(6).toString('hex')}`;
const AI_HOST = 'ai.stand-in.test';
const { resolve, asked } = standInDns(onLoopback(AI_HOST));
const secret = { CONNECTOR_SECRET_KEY: randomBytes(32).toString('hex') };
const loopbackOpen = useTestApp({ ...secret, ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32' }, 'pglite', { resolve });
const defaultPolicy = useTestApp(secret, 'pglite', { resolve });
let a: OpenAiStandIn;
let b: OpenAiStandIn;

beforeAll(async () => {
  a = await startOpenAiStandIn();
  b = await startOpenAiStandIn();
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

async function call(t: TestApp, method: 'PUT' | 'POST' | 'GET', url: string, payload?: object) {
  const login = await t.app.inject({ method: 'POST', url: '/api/admin/auth', payload: { password: TEST_ADMIN_PASSWORD } });
  const token = (login.json() as { token: string }).token;
  const res = await t.app.inject({
    method,
    url: `/api/admin/engine-settings${url}`,
    headers: { 'x-admin-token': token, 'accept-language': 'fr' },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

const form = (baseUrl: string) => ({ provider: 'openai-compatible', model: 'llava:13b', baseUrl });
const BOUND_FR =
  'La clé d’API enregistrée n’est envoyée qu’au fournisseur et à l’URL de base avec lesquels elle a été enregistrée : saisissez-la de nouveau pour en changer, ou supprimez-la';

describe('the stored AI key and the AI base URL', { timeout: 240_000 }, () => {
  it('sends the stored key only to the base URL it was saved with; another one needs the key again', async () => {
    const t = loopbackOpen();
    expect((await call(t, 'PUT', '', { ...form(a.baseUrl), apiKey: KEY })).status).toBe(200);
    // The running engine calls the provider through the outbound policy's fetch (checked at every connection).
    expect(t.deps.engine).toBeInstanceOf(EngineSwitch);
    const running = (t.deps.engine as EngineSwitch).provider;
    expect(running.provider !== 'local' && typeof running.fetch).toBe('function');

    const tested = await call(t, 'POST', '/test', form(b.baseUrl));
    expect(tested).toEqual({ status: 409, body: expect.objectContaining({ code: 'keyBoundToUrl', error: BOUND_FR }) });
    const saved = await call(t, 'PUT', '', form(b.baseUrl));
    expect(saved.status).toBe(409);
    expect(saved.body.error).toBe(BOUND_FR);
    // Another provider is another address too.
    expect((await call(t, 'POST', '/test', { provider: 'openai', model: 'gpt-4o' })).status).toBe(409);
    expect(b.requests).toHaveLength(0);
    expect((await call(t, 'GET', '')).body).toMatchObject({ baseUrl: a.baseUrl, apiKeySet: true });

    // Its own base URL (a trailing slash aside) still gets it, without typing it again.
    const kept = await call(t, 'POST', '/test', form(`${a.baseUrl}/`));
    expect(kept.body).toMatchObject({ ok: true });
    expect(a.requests.at(-1)?.headers.authorization).toBe(`Bearer ${KEY}`);

    // The binding is sealed with the key: pointing the row at B in the database does not move the key there.
    await t.deps.db.update(engineSettings).set({ baseUrl: b.baseUrl });
    expect((await call(t, 'POST', '/test', form(b.baseUrl))).status).toBe(409);
    expect(b.requests).toHaveLength(0);

    // Given again, the key is saved for B.
    expect((await call(t, 'PUT', '', { ...form(b.baseUrl), apiKey: KEY })).status).toBe(200);
    expect((await call(t, 'POST', '/test', form(b.baseUrl))).body).toMatchObject({ ok: true });
    expect(b.requests.at(-1)?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('refuses a base URL whose name resolves to the loopback under the default policy, before any request', async () => {
    const t = defaultPolicy();
    const before = a.requests.length;
    const baseUrl = `http://${AI_HOST}:${new URL(a.baseUrl).port}/v1`;
    const tested = await call(t, 'POST', '/test', { ...form(baseUrl), apiKey: KEY });
    expect(tested).toEqual({ status: 400, body: expect.objectContaining({ code: 'baseUrlUnreachable' }) });
    expect(tested.body.error).toMatch(/^Cette URL de base est injoignable depuis le serveur/);
    expect((await call(t, 'PUT', '', { ...form(baseUrl), apiKey: KEY })).status).toBe(400);
    expect((await call(t, 'PUT', '', { ...form(a.baseUrl), apiKey: KEY })).body).toMatchObject({ code: 'baseUrlUnreachable' });
    expect(asked).toContain(AI_HOST);
    expect(a.requests.length).toBe(before);
  });
});
