import { LIMITS } from '@alt-optimizer/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { evalImage, oversizedPng } from '../../testing/images.ts';
import { multipartBody, useTestApp } from '../../testing/test-app.ts';

const testApp = useTestApp();

type Part = Parameters<typeof multipartBody>[0][number];

function post(parts: Part[], headers: Record<string, string> = {}) {
  const body = multipartBody(parts);
  return testApp().app.inject({
    method: 'POST',
    url: '/api/analyze-single-image',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

const imagePart = (filename: string, contentType: string, data: Buffer): Part => ({ name: 'image', filename, contentType, data });
const photo = (name = 'p0002.jpg'): Part => imagePart(name, 'image/jpeg', evalImage(name));

describe('POST /api/analyze-single-image with real photos', () => {
  it('returns an English alt text from the engine', async () => {
    const res = await post([photo('p0002.jpg')]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(Object.keys(body.data).sort()).toEqual(['altTag', 'confidence', 'engine', 'imageType', 'needsReview', 'processing_time']);
    // The test app runs the offline engine: the answer says so rather than naming a model it did not use.
    expect(body.data.engine).toBe('local');
    expect(body.data.altTag.length).toBeGreaterThan(0);
    expect(body.data.altTag.length).toBeLessThanOrEqual(LIMITS.altMaxChars);
    expect(body.data.confidence).toBeGreaterThanOrEqual(0);
    expect(body.data.confidence).toBeLessThanOrEqual(1);
    expect(body.data.processing_time).toBeGreaterThan(0);
    expect(typeof body.data.needsReview).toBe('boolean');
    // Under the calibrated threshold, a person must check the alt.
    if (body.data.confidence < LIMITS.reviewBelowConfidence) {
      expect(body.data.needsReview).toBe(true);
    }
  });

  it('answers in French with language=fr and uses the keywords', async () => {
    const english = await post([photo('p0001.jpg')]);
    const french = await post([photo('p0001.jpg'), { name: 'keywords', value: '["baskets"]' }, { name: 'language', value: 'fr' }]);
    expect(french.statusCode).toBe(200);
    const alt: string = french.json().data.altTag;
    expect(alt.length).toBeLessThanOrEqual(LIMITS.altMaxChars);
    expect(alt).not.toBe(english.json().data.altTag);
    expect(alt.toLowerCase()).toContain('baskets');
  });

  it('accepts PNG and WEBP as well as JPEG', async () => {
    for (const format of ['png', 'webp'] as const) {
      const data = await sharp(evalImage('p0003.jpg')).toFormat(format).toBuffer();
      const res = await post([imagePart(`photo.${format}`, `image/${format}`, data)]);
      expect(res.statusCode, format).toBe(200);
      expect(res.json().data.altTag.length, format).toBeGreaterThan(0);
    }
  });

  it('accepts an image whatever MIME type the client claims, because the bytes decide', async () => {
    const res = await post([imagePart('photo', 'application/octet-stream', evalImage('g0001.jpg'))]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.altTag.length).toBeGreaterThan(0);
  });
});

describe('POST /api/analyze-single-image rejects bad input with a clear message', () => {
  const withField = (name: string, value: string) => (): Part[] => [photo(), { name, value }];
  const notImage = 'The file is not a valid image. Please select an image file (PNG, JPG, WEBP)';
  const notKeywordList = 'Keywords must be a JSON list of strings, for example ["linen","summer"]';
  const tooBig = () => Buffer.concat([evalImage('p0002.jpg'), Buffer.alloc(LIMITS.imageMaxBytes)]);

  it.each<[name: string, parts: () => Part[], status: number, en: string]>([
    [
      'missing file',
      () => [{ name: 'keywords', value: '["linen"]' }],
      400,
      'No image provided. Please select an image file (PNG, JPG, WEBP)',
    ],
    ['non-image bytes sent as image/jpeg', () => [imagePart('fake.jpg', 'image/jpeg', Buffer.from('%PDF-1.7 not a photo'))], 400, notImage],
    ['empty file', () => [imagePart('empty.png', 'image/png', Buffer.alloc(0))], 400, notImage],
    [
      'image over 10 MB',
      () => [imagePart('huge.jpg', 'image/jpeg', tooBig())],
      413,
      'Image too large. Please select an image smaller than 10MB',
    ],
    ['7 keywords', withField('keywords', JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f', 'g'])), 400, 'Maximum 6 keywords allowed'],
    [
      'a 31-character keyword',
      withField('keywords', JSON.stringify(['linen', 'x'.repeat(31)])),
      400,
      `Keyword "${'x'.repeat(31)}" exceeds 30 characters`,
    ],
    ['malformed keywords JSON', withField('keywords', '["linen", summer'), 400, notKeywordList],
    ['keywords that are not a list of strings', withField('keywords', '{"a":1}'), 400, notKeywordList],
    ['duplicate keywords', withField('keywords', '["Linen","linen "]'), 400, 'Keyword "linen" is listed twice'],
    ['unknown language', withField('language', 'de'), 400, 'Language must be "en" or "fr"'],
  ])('%s', async (_name, parts, status, en) => {
    const res = await post(parts());
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, error: en });
  });

  it('answers in French when the form says language=fr', async () => {
    const res = await post([
      { name: 'language', value: 'fr' },
      photo(),
      { name: 'keywords', value: JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f', 'g']) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Maximum 6 mots-clés autorisés');
  });

  it('answers in French for a request coming from a /fr page', async () => {
    const res = await post([{ name: 'keywords', value: '[' }], { referer: 'http://localhost:5000/fr' });
    expect(res.json().error).toBe('Les mots-clés doivent être une liste JSON de textes, par exemple ["lin","été"]');
  });

  it('refuses an image over the pixel limit with a 400 in both languages (the engine would not decode it)', async () => {
    const big = imagePart('big.png', 'image/png', await oversizedPng());
    const en = await post([big]);
    expect(en.statusCode).toBe(400);
    expect(en.json().error).toBe('Image too large: 8000×8000 pixels. The maximum is 50 megapixels; please resize it and try again');
    const fr = await post([{ name: 'language', value: 'fr' }, big]);
    expect(fr.statusCode).toBe(400);
    expect(fr.json().error).toBe('Image trop grande : 8000×8000 pixels. Le maximum est de 50 mégapixels ; réduisez-la puis réessayez');
  });

  it('refuses a request that is not multipart', async () => {
    const res = await testApp().app.inject({ method: 'POST', url: '/api/analyze-single-image', payload: { image: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Send the image as multipart/form-data in a field named "image"');
  });
});
