import sharpActual from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { evalImage } from '../../testing/images.ts';
import { multipartBody, TEST_ADMIN_PASSWORD, useTestApp } from '../../testing/test-app.ts';

/**
 * Every sharp() opened on the uploaded file's own bytes (a header read or a pixel decode), counted, then run by the
 * real sharp: the rasters the engine derives from its one decode are not counted, nor is any other image.
 */
const opened = vi.hoisted(() => ({ watched: undefined as Uint8Array | undefined, count: 0 }));

vi.mock('sharp', async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof sharpActual }>()).default;
  const sameBytes = (input: unknown): boolean =>
    opened.watched !== undefined &&
    input instanceof Uint8Array &&
    input.byteLength === opened.watched.byteLength &&
    Buffer.compare(Buffer.from(input.buffer, input.byteOffset, input.byteLength), Buffer.from(opened.watched)) === 0;
  const counted = ((input?: unknown, options?: unknown) => {
    if (sameBytes(input)) {
      opened.count += 1;
    }
    return (real as (i?: unknown, o?: unknown) => sharpActual.Sharp)(input, options);
  }) as typeof sharpActual;
  return { default: Object.assign(counted, real) };
});

const testApp = useTestApp();

afterEach(() => {
  opened.watched = undefined;
  opened.count = 0;
});

/** A public API key, created the way the dashboard creates one. */
async function apiKey(): Promise<string> {
  const { app } = testApp();
  const auth = await app.inject({ method: 'POST', url: '/api/admin/auth', payload: { password: TEST_ADMIN_PASSWORD } });
  const created = await app.inject({
    method: 'POST',
    url: '/api/admin/api-keys',
    headers: { 'x-admin-token': auth.json<{ token: string }>().token },
    payload: { name: 'decode count', plan: 'free' },
  });
  return created.json<{ apiKey: string }>().apiKey;
}

/** Posts one dev photo to the web tool's route, or to the public API with a key, and counts what opened its bytes. */
async function opensFor(url: string, name: string, headers: Record<string, string> = {}): Promise<number> {
  const bytes = evalImage(name);
  opened.watched = bytes;
  const body = multipartBody([{ name: 'image', filename: name, contentType: 'image/jpeg', data: bytes }]);
  const res = await testApp().app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...headers } });
  expect(res.statusCode).toBe(200);
  return opened.count;
}

describe('one image, one decode (issue 26)', () => {
  // Before: the probe's header read and 8×8 decode, then the engine's own decode and header read (4), and one more
  // for the OCR pass until session 18 (g0001's text cue fires): its page now comes from the engine's raster too.
  it.each([
    ['p0002.jpg', 2],
    ['g0001.jpg', 2],
  ])('opens %s %i times on /api/analyze-single-image: its header once, its pixels once', async (name, times) => {
    expect(await opensFor('/api/analyze-single-image', name)).toBe(times);
  });

  it('opens a photo twice on POST /api/v1/alt-text: its header once, its pixels once', async () => {
    const key = await apiKey();
    expect(await opensFor('/api/v1/alt-text', 'p0002.jpg', { authorization: `Bearer ${key}` })).toBe(2);
  });
});
