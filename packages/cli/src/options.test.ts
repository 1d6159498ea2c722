import { describe, expect, it } from 'vitest';
import { CliError } from './cli-error.ts';
import { parseKeywords, parseRunOptions } from './options.ts';

const base = { lang: 'en' as const, mode: 'complete' as const, concurrency: '2' };

describe('parseKeywords', () => {
  it('splits on commas and trims, with the contract rules', () => {
    expect(parseKeywords(' cotton, blue ,organic')).toEqual(['cotton', 'blue', 'organic']);
    expect(parseKeywords(undefined)).toEqual([]);
    expect(parseKeywords('  ')).toEqual([]);
  });

  it.each([
    ['a,b,c,d,e,f,g', /Maximum 6 keywords/],
    ['cotton,Cotton', /already added/],
    ['x'.repeat(31), /30 characters/],
  ])('refuses %s', (raw, message) => {
    expect(() => parseKeywords(raw)).toThrow(message);
  });
});

describe('parseRunOptions', () => {
  it('runs locally unless --server is given', () => {
    expect(parseRunOptions(base).target).toEqual({ kind: 'local' });
  });

  it('replaces only the bad alts a catalogue has unless told otherwise (issue 25); --overwrite is overwrite', () => {
    expect(parseRunOptions(base).existingAlts).toBe('replace-bad');
    expect(parseRunOptions({ ...base, existingAlts: 'fill-empty' }).existingAlts).toBe('fill-empty');
    expect(parseRunOptions({ ...base, overwrite: true }).existingAlts).toBe('overwrite');
  });

  it('takes the server URL without its trailing slash and the key', () => {
    expect(parseRunOptions({ ...base, server: 'https://alt.example.com/', key: 'alto_x' }).target).toEqual({
      kind: 'remote',
      url: 'https://alt.example.com',
      key: 'alto_x',
    });
  });

  it.each([
    [{ server: 'ftp://alt.example.com', key: 'k' }, /http or https/],
    [{ server: 'not a url', key: 'k' }, /Invalid --server/],
    [{ key: 'alto_x' }, /only used with --server/],
    [{ concurrency: '0' }, /--concurrency/],
    [{ concurrency: 'two' }, /--concurrency/],
  ])('refuses %o with a clear message', (extra, message) => {
    expect(() => parseRunOptions({ ...base, ...extra })).toThrow(CliError);
    expect(() => parseRunOptions({ ...base, ...extra })).toThrow(message);
  });

  it('asks for a key when --server has none', () => {
    const saved = process.env.ALT_OPTIMIZER_API_KEY;
    delete process.env.ALT_OPTIMIZER_API_KEY;
    try {
      expect(() => parseRunOptions({ ...base, server: 'http://127.0.0.1:5000' })).toThrow(/--key KEY/);
    } finally {
      if (saved !== undefined) {
        process.env.ALT_OPTIMIZER_API_KEY = saved;
      }
    }
  });
});
