import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from './engine.ts';
import type { RemoteProviderConfig } from './providers/index.ts';

const DEV = process.env.ALT_EVAL_DIR ?? fileURLToPath(new URL('../../../../shared/eval/dev/', import.meta.url));
const PHOTO = `${DEV}/images/p0002.jpg`;

/** A stand-in for an OpenAI-compatible server (the one third party tests may fake), speaking its wire protocol. */
function fakeProvider(
  reply: (body: string) => { status: number; content?: string },
): Promise<{ server: Server; url: string; bodies: string[] }> {
  const bodies: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString();
    });
    req.on('end', () => {
      bodies.push(body);
      const r = reply(body);
      res.writeHead(r.status, { 'content-type': 'application/json' });
      if (r.status !== 200) {
        res.end(JSON.stringify({ error: { message: 'upstream failure', type: 'server_error' } }));
        return;
      }
      res.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 1,
          model: 'test-model',
          choices: [{ index: 0, message: { role: 'assistant', content: r.content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}/v1`, bodies });
    });
  });
}

function config(baseUrl: string): RemoteProviderConfig {
  return {
    provider: 'openai-compatible',
    model: 'test-model',
    baseUrl,
    apiKey: undefined,
    timeoutMs: 10_000,
    maxRetries: 0,
    maxRetryDelayMs: 0,
  };
}

describe.skipIf(!existsSync(PHOTO))('createEngine with a vision-LLM provider', () => {
  let ok: Awaited<ReturnType<typeof fakeProvider>>;
  let down: Awaited<ReturnType<typeof fakeProvider>>;
  beforeAll(async () => {
    ok = await fakeProvider(() => ({
      status: 200,
      content: JSON.stringify({ alt: 'Sac de voyage marron en toile posé sur fond blanc', imageType: 'packshot', confidence: 0.9 }),
    }));
    down = await fakeProvider(() => ({ status: 500 }));
  });
  afterAll(() => {
    ok.server.close();
    down.server.close();
  });

  it('uses the provider answer, grounded by the local facts', async () => {
    const engine = await createEngine({ provider: config(ok.url) });
    try {
      expect(engine.name).toBe('openai-compatible:test-model');
      const r = await engine.analyze(new Uint8Array(readFileSync(PHOTO)), { language: 'fr', title: 'Overnight Duffle' });
      expect(r).toMatchObject({
        altTag: 'Sac de voyage marron en toile posé sur fond blanc',
        engine: 'openai-compatible:test-model',
        fallback: false,
        violations: [],
      });
      const sent = ok.bodies.at(-1) ?? '';
      expect(sent).toContain('data:image/jpeg;base64,');
      expect(sent).toContain('Overnight Duffle');
      expect(sent).toMatch(/background: plain/);
    } finally {
      await engine.close();
    }
  });

  it('falls back to the local composer and says so when the provider fails', async () => {
    const reasons: unknown[] = [];
    const engine = await createEngine({ provider: config(down.url), onFallback: (e) => reasons.push(e) });
    try {
      const r = await engine.analyze(new Uint8Array(readFileSync(PHOTO)), { language: 'fr', title: 'Overnight Duffle' });
      expect(r.engine).toBe('local');
      expect(r.fallback).toBe(true);
      expect(r.altTag).toMatch(/^Sac de voyage Overnight/);
      expect(reasons).toHaveLength(1);
      expect(down.bodies.length).toBeGreaterThan(0);
    } finally {
      await engine.close();
    }
  });
});
