import { describe, expect, it } from 'vitest';
import { addKeyword, isCommitKey, pasteKeywords, removeLastKeyword } from './keyword-rules.ts';

describe('addKeyword', () => {
  it('adds a trimmed keyword', () => {
    expect(addKeyword(['a'], '  leather ')).toEqual({ keywords: ['a', 'leather'], errors: [] });
  });
  it('ignores empty input', () => {
    expect(addKeyword(['a'], '   ')).toEqual({ keywords: ['a'], errors: [] });
  });
  it('rejects a seventh keyword', () => {
    const six = ['1', '2', '3', '4', '5', '6'];
    expect(addKeyword(six, 'seven')).toEqual({ keywords: six, errors: [{ code: 'max-reached' }] });
  });
  it('rejects more than 30 characters but accepts exactly 30', () => {
    expect(addKeyword([], 'x'.repeat(31)).errors).toEqual([{ code: 'too-long' }]);
    expect(addKeyword([], 'x'.repeat(30)).keywords).toEqual(['x'.repeat(30)]);
  });
  it('rejects duplicates regardless of case', () => {
    expect(addKeyword(['Shoe'], 'shoe')).toEqual({ keywords: ['Shoe'], errors: [{ code: 'duplicate' }] });
  });
});

describe('pasteKeywords', () => {
  it('splits on commas and line breaks, keeping multi-word keywords whole (issue 24)', () => {
    expect(pasteKeywords([], 'red, leather armchair\tbag\nsummer').keywords).toEqual(['red', 'leather armchair', 'bag', 'summer']);
  });
  it('adds only what fits and reports how many could be added', () => {
    const result = pasteKeywords(['a', 'b', 'c', 'd'], 'e, f, g, h');
    expect(result.keywords).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(result.errors).toEqual([{ code: 'paste-limit', remaining: 2 }]);
  });
  it('names an over-long pasted keyword and keeps the others', () => {
    const long = 'y'.repeat(31);
    const result = pasteKeywords([], `ok, ${long}`);
    expect(result.keywords).toEqual(['ok']);
    expect(result.errors).toEqual([{ code: 'paste-too-long', keyword: long }]);
  });
  it('skips duplicates within the paste and against existing keywords', () => {
    expect(pasteKeywords(['Red'], 'red, blue, Blue').keywords).toEqual(['Red', 'blue']);
  });
  it('reports zero remaining when already full', () => {
    const six = ['1', '2', '3', '4', '5', '6'];
    expect(pasteKeywords(six, 'x')).toEqual({ keywords: six, errors: [{ code: 'paste-limit', remaining: 0 }] });
  });
});

describe('small helpers', () => {
  it('removes the last keyword', () => {
    expect(removeLastKeyword(['a', 'b'])).toEqual(['a']);
    expect(removeLastKeyword([])).toEqual([]);
  });
  it('commits on Enter and comma only: a space belongs to a multi-word keyword', () => {
    expect(['Enter', ','].every(isCommitKey)).toBe(true);
    expect(isCommitKey(' ')).toBe(false);
    expect(isCommitKey('a')).toBe(false);
    expect(isCommitKey('Tab')).toBe(false);
  });
});
