import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipartBody, useTestApp } from '../../testing/test-app.ts';

async function imageBody() {
  const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
  return multipartBody([{ name: 'image', filename: 'photo.jpg', contentType: 'image/jpeg', data: jpeg }]);
}

describe('per-IP rate limits on the public endpoints', () => {
  const app = useTestApp({ RATE_LIMIT_JOBS_PER_HOUR: '1', RATE_LIMIT_IMAGES_PER_MINUTE: '1' });

  it('answers 429 with Retry-After and the EN/FR message once a client has used its uploads', async () => {
    const first = await app().app.inject({ method: 'POST', url: '/api/process-excel' });
    expect(first.statusCode).toBe(400);
    const limited = await app().app.inject({ method: 'POST', url: '/api/process-excel', headers: { 'accept-language': 'fr' } });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
    expect(limited.json()).toMatchObject({ success: false, code: 'rateLimited' });
    expect(limited.json().error).toMatch(/^Trop de requêtes depuis votre adresse\. Veuillez patienter \d+ secondes/);
  });

  it('limits single-image analyses per minute, before the image is read', async () => {
    const body = await imageBody();
    const analyse = () =>
      app().app.inject({ method: 'POST', url: '/api/analyze-single-image', payload: body.payload, headers: body.headers });
    expect((await analyse()).statusCode).toBe(200);
    const limited = await analyse();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json().error).toMatch(/^Too many requests from your address\. Please wait \d+ seconds/);
  });
});

describe('bounded engine queue', () => {
  // One analysis at a time (ENGINE_WORKERS=0 in tests) and no waiting room: a second image at once is refused.
  const app = useTestApp({ RATE_LIMIT_IMAGES_PER_MINUTE: '0', ENGINE_QUEUE_MAX: '0' });

  it('answers 503 + Retry-After instead of queueing when the engine is full', async () => {
    const body = await imageBody();
    const send = () => app().app.inject({ method: 'POST', url: '/api/analyze-single-image', payload: body.payload, headers: body.headers });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 503]);
    const busy = answers.find((a) => a.statusCode === 503)!;
    expect(Number(busy.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(busy.json()).toMatchObject({ code: 'engineBusy' });
    // Once the first has finished, the engine takes the next one.
    expect((await send()).statusCode).toBe(200);
  });
});
