import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AltContext } from '../types.ts';
import { allStrings, jpegsIn, startFakeProvider, type FakeProvider } from '../testing/fake-provider.ts';
import { errorReply, expectedPath, refusalReply, textReply, type Protocol } from '../testing/fake-wire.ts';
import { ProviderError } from './errors.ts';
import { generateAltWithProvider } from './generate-alt.ts';
import { answerJson, checkFor, testConfig, testImage, TEST_MODELS } from '../testing/provider-setup.ts';

const FR: AltContext = { language: 'fr', title: 'Sac cabas en cuir', keywords: ['cuir', 'fait main'] };
const FACTS = {
  text: [{ text: 'MADE IN FRANCE', confidence: 0.95 }],
  colours: [{ name: 'brown', share: 0.6, rgb: [120, 70, 40] as [number, number, number] }],
  people: 0,
  imageType: 'packshot' as const,
};
const GOOD_FR = 'Sac cabas en cuir marron fait main posé sur un fond blanc uni';

let server: FakeProvider;
let image: Buffer;
beforeAll(async () => {
  server = await startFakeProvider();
  image = await testImage();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

const PROTOCOLS: Protocol[] = ['openai-compatible', 'openai', 'anthropic', 'google'];

describe.each(PROTOCOLS)('%s wire protocol', (protocol) => {
  const run = (context: AltContext = FR, overrides = {}) =>
    generateAltWithProvider({
      config: testConfig(protocol, server.url, overrides),
      image,
      context,
      facts: FACTS,
      check: checkFor(context),
      sleep: async () => {},
    });

  it('sends the image, rules, language, context and facts, and returns the answer', async () => {
    server.reply((req) => textReply(protocol, answerJson(GOOD_FR, 'packshot', 0.9), req));
    const result = await run();
    expect(result).toMatchObject({
      alt: GOOD_FR,
      imageType: 'packshot',
      confidence: 0.9,
      engine: `${protocol}:${TEST_MODELS[protocol]}`,
      calls: 1,
    });

    const [req] = server.requests;
    expect(req?.path).toMatch(expectedPath(protocol, TEST_MODELS[protocol]));
    if (protocol !== 'google') {
      expect((req?.body as { model: string }).model).toBe(TEST_MODELS[protocol]);
    }
    const auth = String(req?.headers.authorization ?? req?.headers['x-api-key'] ?? req?.headers['x-goog-api-key']);
    expect(auth).toContain('test-key');
    const jpegs = jpegsIn(req?.body);
    expect(jpegs).toHaveLength(1);
    const meta = await sharp(jpegs[0]).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1024);
    const prompt = allStrings(req?.body).join('\n');
    expect(prompt).toContain('in French');
    expect(prompt).toContain('At most 125 characters');
    expect(prompt).toContain('"image of"');
    expect(prompt).toContain('Sac cabas en cuir');
    expect(prompt).toContain('"fait main"');
    expect(prompt).toContain('MADE IN FRANCE');
    expect(prompt).toContain('brown');
  });

  it("sends every call through the config's own fetch when it has one (the server's outbound policy)", async () => {
    server.reply((req) => textReply(protocol, answerJson(GOOD_FR, 'packshot', 0.9), req));
    const seen: string[] = [];
    const viaPolicy: typeof globalThis.fetch = (input, init) => {
      seen.push(input instanceof Request ? input.url : String(input));
      return globalThis.fetch(input, init);
    };
    const result = await run(FR, { fetch: viaPolicy });
    expect(result.alt).toBe(GOOD_FR);
    expect(seen).toHaveLength(server.requests.length);
    expect(seen[0]?.startsWith(server.url)).toBe(true);
  });

  it('retries a 429 after the Retry-After the server asked for, then succeeds', async () => {
    const waits: number[] = [];
    server.reply(
      () => errorReply(protocol, 429, 'Rate limit reached', { 'retry-after': '2' }),
      (req) => textReply(protocol, answerJson(GOOD_FR), req),
    );
    const result = await generateAltWithProvider({
      config: testConfig(protocol, server.url),
      image,
      context: FR,
      check: checkFor(FR),
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(result.alt).toBe(GOOD_FR);
    expect(result.calls).toBe(2);
    expect(waits).toEqual([2000]);
  });

  it('gives up with a typed error after repeated 5xx answers', async () => {
    server.reply(() => errorReply(protocol, 503, 'overloaded'));
    const error = await run().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ kind: 'unavailable', status: 503, attempts: 3 });
    expect(server.requests).toHaveLength(3);
  });

  it('falls back at once on the refusal signal of the API', async () => {
    server.reply((req) => refusalReply(protocol, 'I cannot help with that request.', req));
    await expect(run()).rejects.toMatchObject({ kind: 'refused', attempts: 1 });
    expect(server.requests).toHaveLength(1);
  });

  it('retries once on a non-JSON answer, telling the model what was wrong', async () => {
    server.reply(
      (req) => textReply(protocol, 'Here is a nice leather bag.', req),
      (req) => textReply(protocol, answerJson(GOOD_FR), req),
    );
    const result = await run();
    expect(result.alt).toBe(GOOD_FR);
    expect(server.requests).toHaveLength(2);
    expect(allStrings(server.requests[1]?.body).join('\n')).toContain('Your answer broke these rules');
  });
});

describe('answer handling (openai-compatible)', () => {
  const protocol: Protocol = 'openai-compatible';
  const run = (context: AltContext = FR, overrides = {}) =>
    generateAltWithProvider({
      config: testConfig(protocol, server.url, overrides),
      image,
      context,
      check: checkFor(context),
      sleep: async () => {},
    });

  it('fails as malformed when the answer is not JSON twice', async () => {
    server.reply((req) => textReply(protocol, 'not json at all', req));
    await expect(run()).rejects.toMatchObject({ kind: 'malformed', attempts: 2 });
  });

  it('fails as malformed on JSON outside the schema, twice', async () => {
    server.reply((req) => textReply(protocol, JSON.stringify({ description: 'a bag' }), req));
    await expect(run()).rejects.toMatchObject({ kind: 'malformed' });
    expect(server.requests).toHaveLength(2);
  });

  it('salvages fenced JSON with a capitalised type and a 0–100 confidence', async () => {
    server.reply((req) => textReply(protocol, '```json\n{"alt": "' + GOOD_FR + '", "imageType": "Packshot", "confidence": 85}\n```', req));
    await expect(run()).resolves.toMatchObject({ alt: GOOD_FR, imageType: 'packshot', confidence: 0.85, calls: 1 });
  });

  it('falls back at once when the model refuses', async () => {
    server.reply((req) => textReply(protocol, "I'm sorry, but I can't help with describing this image.", req));
    await expect(run()).rejects.toMatchObject({ kind: 'refused', attempts: 1 });
    expect(server.requests).toHaveLength(1);
  });

  it('times out on a slow answer without retrying it', async () => {
    server.reply((req) => ({ ...textReply(protocol, answerJson(GOOD_FR), req), delayMs: 3000 }));
    await expect(run(FR, { timeoutMs: 300 })).rejects.toMatchObject({ kind: 'timeout' });
    expect(server.requests).toHaveLength(1);
  });

  it('does not wait out a Retry-After longer than the configured bound', async () => {
    server.reply(() => errorReply(protocol, 429, 'slow down', { 'retry-after': '120' }));
    await expect(run(FR, { maxRetryDelayMs: 10_000 })).rejects.toMatchObject({ kind: 'rate-limited', attempts: 1 });
  });

  it('honours a real Retry-After: 0 with the default timer', async () => {
    server.reply(
      () => errorReply(protocol, 429, 'slow down', { 'retry-after': '0' }),
      (req) => textReply(protocol, answerJson(GOOD_FR), req),
    );
    const result = await generateAltWithProvider({ config: testConfig(protocol, server.url), image, context: FR, check: checkFor(FR) });
    expect(result.calls).toBe(2);
  });

  it('does not retry an authentication error', async () => {
    server.reply(() => errorReply(protocol, 401, 'invalid api key'));
    await expect(run()).rejects.toMatchObject({ kind: 'auth', status: 401, attempts: 1 });
  });

  it('repairs quotes, an "Image de" opener and excess length without another call', async () => {
    const long = `Image de « sac cabas » en cuir marron fait main avec anses courtes, posé sur un fond blanc uni, coutures visibles et fermoir doré sur le devant`;
    server.reply((req) => textReply(protocol, answerJson(long, 'packshot', 0.9), req));
    const result = await run();
    expect(result.calls).toBe(1);
    expect(result.repaired).toBe(true);
    expect(result.alt.length).toBeLessThanOrEqual(125);
    expect(result.alt).toMatch(/^Sac cabas en cuir marron/);
    expect(result.alt).not.toMatch(/[«»"]/);
    expect(result.confidence).toBeCloseTo(0.8);
  });

  it('asks again without a brand the merchant did not give, saying so', async () => {
    server.reply(
      (req) => textReply(protocol, answerJson('Sac cabas Gucci en cuir marron fait main sur fond blanc'), req),
      (req) => textReply(protocol, answerJson(GOOD_FR), req),
    );
    await expect(run()).resolves.toMatchObject({ alt: GOOD_FR, calls: 2 });
    expect(allStrings(server.requests[1]?.body).join('\n')).toContain('leave the brand out');
  });

  it('respects a stricter length (RGAA profile at 80)', async () => {
    server.reply((req) => textReply(protocol, answerJson(`${GOOD_FR}, avec des anses courtes et un fermoir doré`), req));
    const result = await run({ ...FR, maxLength: 80 });
    expect(result.alt.length).toBeLessThanOrEqual(80);
    expect(allStrings(server.requests[0]?.body).join('\n')).toContain('At most 80 characters');
  });

  it('retries once with the problem when the answer is in the wrong language', async () => {
    server.reply(
      (req) => textReply(protocol, answerJson('Handmade brown leather tote bag with short handles on a plain white background'), req),
      (req) => textReply(protocol, answerJson(GOOD_FR), req),
    );
    const result = await run();
    expect(result.alt).toBe(GOOD_FR);
    expect(result.calls).toBe(2);
    expect(allStrings(server.requests[1]?.body).join('\n')).toContain('wrong language');
  });

  it('reports undecodable image bytes as a typed error without calling the provider', async () => {
    const error = await generateAltWithProvider({
      config: testConfig(protocol, server.url),
      image: new Uint8Array([1, 2, 3]),
      context: FR,
      check: checkFor(FR),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ kind: 'bad-request' });
    expect(server.requests).toHaveLength(0);
  });

  it('returns an empty alt for an image the model calls decorative', async () => {
    server.reply((req) => textReply(protocol, answerJson('', 'decorative', 0.7), req));
    await expect(run({ language: 'en' })).resolves.toMatchObject({ alt: '', imageType: 'decorative' });
  });
});

describe('anthropic json-tool mode (models without native structured output)', () => {
  it('reads the answer from the forced json tool call', async () => {
    server.reply((req) => textReply('anthropic', answerJson('Brown leather tote bag on a plain white background'), req));
    const context: AltContext = { language: 'en' };
    const result = await generateAltWithProvider({
      config: testConfig('anthropic', server.url, { model: 'claude-3-haiku-20240307' }),
      image,
      context,
      check: checkFor(context),
    });
    expect(result.alt).toBe('Brown leather tote bag on a plain white background');
    const body = server.requests[0]?.body as { tools?: { name: string }[] };
    expect(body.tools?.map((t) => t.name)).toContain('json');
  });
});

describe('an image the engine already prepared', () => {
  it('is sent as it is, without decoding the original again', async () => {
    server.reply((req) => textReply('openai-compatible', answerJson('Brown leather tote bag on a plain white background'), req));
    const prepared = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#7a4a2a' } })
      .jpeg()
      .toBuffer();
    const context: AltContext = { language: 'en' };
    await generateAltWithProvider({
      config: testConfig('openai-compatible', server.url),
      // Not an image at all: only the prepared JPEG may be read.
      image: new Uint8Array([1, 2, 3]),
      preparedJpeg: new Uint8Array(prepared),
      context,
      check: checkFor(context),
    });
    expect(jpegsIn(server.requests[0]?.body)).toEqual([prepared]);
  });
});
