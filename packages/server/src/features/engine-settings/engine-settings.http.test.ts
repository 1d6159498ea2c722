import { randomBytes } from 'node:crypto';
import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { engineInfoSchema, engineSettingsSchema, engineTestResultSchema } from '@alt-optimizer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../testing/openai-stand-in.ts';
import { startServerProcess, type ServerProcess } from '../../testing/server-process.ts';

/**
 * The AI engine settings over real HTTP, against a real server process and a local stand-in OpenAI-compatible
 * server (what Ollama or vLLM expose): connection test with a wrong then a right key, save, the next analysis written
 * by the chosen model without a restart, the key never in an answer, a log line or the database files, and a restart
 * on the same DATA_DIR that opens the sealed key again.
 */
const PASSWORD = 'engine settings password';
const KEY = `sk-stand-in-${randomBytes(8).toString('hex')}`;
const started: ServerProcess[] = [];
let server: ServerProcess;
let provider: OpenAiStandIn;
let dataDir: string;
let env: Record<string, string>;

async function start(): Promise<void> {
  // Generous: the engine loads its models at start, slow on a busy machine.
  server = await startServerProcess({ dataDir, env, startTimeoutMs: 420_000 });
  started.push(server);
}

async function call(
  method: string,
  route: string,
  token: string | null,
  body?: unknown,
): Promise<{ status: number; text: string; json: unknown }> {
  const headers: Record<string, string> = { 'accept-language': 'fr' };
  if (token) {
    headers['x-admin-token'] = token;
  }
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(server.api(route), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, text, json: JSON.parse(text) as unknown };
}

async function login(): Promise<string> {
  const { json } = await call('POST', '/admin/auth', null, { password: PASSWORD });
  return (json as { token: string }).token;
}

async function filesContaining(dir: string, needle: string): Promise<string[]> {
  const hits: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      if ((await readFile(file)).includes(needle)) {
        hits.push(file);
      }
    }
  }
  return hits;
}

beforeAll(async () => {
  provider = await startOpenAiStandIn();
  provider.requireKey(KEY);
  dataDir = await mkdtemp(path.join(tmpdir(), 'engine-settings-'));
  env = {
    ADMIN_PASSWORD: PASSWORD,
    CONNECTOR_SECRET_KEY: randomBytes(32).toString('hex'),
    ENGINE_WORKERS: '0',
    LOG_LEVEL: 'debug',
    // The stand-in listens on 127.0.0.1; nothing else here depends on private addresses.
    ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32',
  };
  await start();
}, 480_000);
afterAll(async () => {
  await Promise.all(started.map((s) => s.stop()));
  await provider?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('AI engine settings over HTTP', { timeout: 600_000 }, () => {
  it('tests, saves and switches to an OpenAI-compatible model without a restart; the key stays sealed', async () => {
    const token = await login();
    const before = engineSettingsSchema.parse((await call('GET', '/admin/engine-settings', token)).json);
    expect(before).toMatchObject({ source: 'default', provider: 'local', engine: 'local', apiKeySet: false, canStoreKey: true });
    expect(engineInfoSchema.parse((await call('GET', '/engine', null)).json)).toEqual({
      engine: 'local',
      paid: false,
      pricePerImageUsd: null,
    });
    expect((await call('GET', '/admin/engine-settings', null)).status).toBe(401);

    const form = { provider: 'openai-compatible', model: 'llava:13b', baseUrl: provider.baseUrl };
    const wrong = engineTestResultSchema.parse(
      (await call('POST', '/admin/engine-settings/test', token, { ...form, apiKey: 'sk-wrong' })).json,
    );
    expect(wrong).toMatchObject({ ok: false, engine: 'openai-compatible:llava:13b', alt: null });
    expect(wrong.message).toBe('Le fournisseur a refusé la clé d’API : vérifiez-la (HTTP 401)');

    const right = engineTestResultSchema.parse((await call('POST', '/admin/engine-settings/test', token, { ...form, apiKey: KEY })).json);
    expect(right).toMatchObject({ ok: true, alt: 'Sac à dos noir avec poches zippées sur fond blanc', message: null });
    const sent = provider.requests.at(-1)!;
    expect(sent).toMatchObject({ model: 'llava:13b', hadImage: true });
    expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
    // A test changes nothing.
    expect(engineInfoSchema.parse((await call('GET', '/engine', null)).json).engine).toBe('local');

    const saved = await call('PUT', '/admin/engine-settings', token, { ...form, apiKey: KEY, pricePerImageUsd: 0.002 });
    expect(saved.status).toBe(200);
    expect(saved.text).not.toContain(KEY);
    expect(engineSettingsSchema.parse(saved.json)).toMatchObject({
      source: 'admin',
      provider: 'openai-compatible',
      model: 'llava:13b',
      apiKeySet: true,
      pricePerImageUsd: 0.002,
      engine: 'openai-compatible:llava:13b',
    });
    const health = (await call('GET', '/health', null)).json as { engine: string };
    expect(health.engine).toBe('openai-compatible:llava:13b');
    // A self-hosted server bills nothing: no cost estimate in the tool.
    expect(engineInfoSchema.parse((await call('GET', '/engine', null)).json)).toMatchObject({ paid: false, pricePerImageUsd: 0.002 });

    // The next analysis is written by the chosen model.
    const image = await readFile(new URL('./sample-product.webp', import.meta.url));
    const body = new FormData();
    body.append('image', new Blob([image], { type: 'image/webp' }), 'bag.webp');
    body.append('language', 'fr');
    const requestsBefore = provider.requests.length;
    const analysed = await fetch(server.api('/analyze-single-image'), { method: 'POST', body });
    expect(analysed.status).toBe(200);
    const result = (await analysed.json()) as { data: { altTag: string; engine: string } };
    expect(result.data.engine).toBe('openai-compatible:llava:13b');
    expect(provider.requests.length).toBe(requestsBefore + 1);

    // Kept without resending the key: the form sends no key and the stored one is used.
    const kept = await call('POST', '/admin/engine-settings/test', token, form);
    expect(engineTestResultSchema.parse(kept.json).ok).toBe(true);

    expect(server.output()).not.toContain(KEY);
    expect(await filesContaining(dataDir, KEY)).toEqual([]);
  });

  it('a restart on the same data opens the sealed key and runs the saved engine', async () => {
    await server.stop();
    await start();
    const health = (await call('GET', '/health', null)).json as { engine: string };
    expect(health.engine).toBe('openai-compatible:llava:13b');
    const token = await login();
    const view = engineSettingsSchema.parse((await call('GET', '/admin/engine-settings', token)).json);
    expect(view).toMatchObject({ source: 'admin', apiKeySet: true });

    // Back to the offline engine: effective at once, the stored key forgotten.
    const local = await call('PUT', '/admin/engine-settings', token, { provider: 'local', clearApiKey: true });
    expect(engineSettingsSchema.parse(local.json)).toMatchObject({ provider: 'local', engine: 'local', apiKeySet: false, model: null });
    expect(((await call('GET', '/health', null)).json as { engine: string }).engine).toBe('local');
    expect(server.output()).not.toContain(KEY);
  });
});
