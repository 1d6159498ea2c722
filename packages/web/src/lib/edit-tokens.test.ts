// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-request.ts';
import { editTokenFor, editTokenHeader, rememberEditToken } from './edit-tokens.ts';

const JOB = '3f2b8c1e-4a5d-4e6f-8a7b-9c0d1e2f3a4b';

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('job edit tokens in the browser', () => {
  it('sends the job edit token on changes to that job rows only, never on reads or other jobs', () => {
    rememberEditToken(JOB, 'token-1');
    expect(editTokenHeader(`/api/results/${JOB}/row-1`, 'PATCH')).toEqual({ 'x-edit-token': 'token-1' });
    expect(editTokenHeader(`/api/results/${JOB}/row-1/approve`, 'POST')).toEqual({ 'x-edit-token': 'token-1' });
    expect(editTokenHeader(`/api/results/${JOB}`, 'GET')).toEqual({});
    expect(editTokenHeader(`/api/results/${JOB}/row-1/thumbnail`, 'GET')).toEqual({});
    expect(editTokenHeader('/api/results/other-job/row-1', 'PATCH')).toEqual({});
    expect(editTokenHeader('/api/process-excel', 'POST')).toEqual({});
  });

  it('keeps the token in sessionStorage so a reload of the tab can still edit', () => {
    rememberEditToken(JOB, 'token-2');
    expect(JSON.parse(window.sessionStorage.getItem('alt-optimizer-edit-tokens')!)).toEqual({ [JOB]: 'token-2' });
    expect(editTokenFor(JOB)).toBe('token-2');
  });

  it('is added by apiRequest to the PATCH it sends', async () => {
    rememberEditToken(JOB, 'token-3');
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response('{"success":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest(`/api/results/${JOB}/row-9`, { method: 'PATCH', body: { generatedAlt: 'x' } });
    const init = fetchMock.mock.calls[0]![1];
    expect(init.headers).toMatchObject({ 'x-edit-token': 'token-3', 'Content-Type': 'application/json' });
  });
});
