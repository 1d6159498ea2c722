import { describe, expect, it } from 'vitest';
import { looksLikeRefusal, salvageAnswer } from './answer.ts';
import { cutToLength } from '../quality/alt-length.ts';
import { cleanForm, repairAlt } from './repair.ts';
import { retryAfterMs, retryDelayMs } from './retry.ts';

describe('retryAfterMs', () => {
  it('reads seconds, HTTP dates and retry-after-ms', () => {
    expect(retryAfterMs({ 'Retry-After': '3' })).toBe(3000);
    expect(retryAfterMs({ 'retry-after-ms': '250', 'retry-after': '1' })).toBe(250);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs({ 'retry-after': 'Thu, 01 Jan 2026 00:00:05 GMT' }, now)).toBe(5000);
    expect(retryAfterMs({ 'retry-after': 'later' })).toBeUndefined();
    expect(retryAfterMs(undefined)).toBeUndefined();
  });

  it('bounds the wait: the server value when acceptable, none when too long, jittered backoff otherwise', () => {
    const policy = { maxRetries: 2, maxDelayMs: 10_000, baseDelayMs: 500 };
    expect(retryDelayMs(0, policy, 2000)).toBe(2000);
    expect(retryDelayMs(0, policy, 60_000)).toBeNull();
    expect(retryDelayMs(2, policy, undefined, () => 1)).toBe(2000);
    expect(retryDelayMs(2, policy, undefined, () => 0)).toBe(1000);
  });
});

describe('repair', () => {
  it('strips quotes, markdown, line breaks, an "image of" opener and the final full stop', () => {
    expect(cleanForm('Photo of a **"red"** dress\non a hanger.')).toBe('A red dress on a hanger');
    expect(cleanForm("Photo de l'escarpin en cuir")).toBe("L'escarpin en cuir");
    expect(cleanForm("Women's sneakers")).toBe("Women's sneakers");
  });

  it('cuts at a word boundary and never ends on a dangling word', () => {
    expect(cutToLength('Black leather ankle boots with a side zip', 30)).toBe('Black leather ankle boots');
    expect(cutToLength('Robe rouge en lin avec ceinture', 22)).toBe('Robe rouge en lin');
    expect(cutToLength('Short enough', 30)).toBe('Short enough');
    expect(repairAlt('Image of a blue mug, on a wooden table.', 125)).toBe('A blue mug, on a wooden table');
  });
});

describe('salvageAnswer', () => {
  it('maps loose answers onto the schema', () => {
    expect(salvageAnswer('Sure! {"alt":"Red mug","imageType":"product shot","confidence":"0.7"}')).toEqual({
      alt: 'Red mug',
      imageType: 'packshot',
      confidence: 0.7,
    });
  });

  it('rejects what it cannot map', () => {
    expect(salvageAnswer('{"alt":"Red mug","imageType":"meme"}')).toBeNull();
    expect(salvageAnswer('{"alt": ')).toBeNull();
    expect(salvageAnswer('no json')).toBeNull();
  });
});

describe('looksLikeRefusal', () => {
  it('spots refusals in both languages and leaves descriptions alone', () => {
    expect(looksLikeRefusal("I'm sorry, I can't help with that.")).toBe(true);
    expect(looksLikeRefusal('Désolé, je ne peux pas décrire cette image.')).toBe(true);
    expect(looksLikeRefusal('Sorry Not Sorry slogan tee in white cotton')).toBe(false);
  });
});
