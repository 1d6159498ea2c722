// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@alt-optimizer/contract';
import { recentJobs, rememberRecentJob, RECENT_JOBS_MAX } from './recent-jobs.ts';

const job = (id: string, fileName = `${id}.xlsx`) => ({
  id,
  token: `t-${id}`,
  fileName,
  lang: 'en' as const,
  startedAt: '2026-11-26T07:00:00.000Z',
});

afterEach(() => window.localStorage.clear());

describe('this browser’s recent jobs (issue 24 item 1)', () => {
  it('keeps the newest first, once each, at most the limit', () => {
    for (let i = 0; i < RECENT_JOBS_MAX + 2; i += 1) {
      rememberRecentJob(job(`j${i}`));
    }
    rememberRecentJob(job('j3'));
    const list = recentJobs();
    expect(list).toHaveLength(RECENT_JOBS_MAX);
    expect(list[0]?.id).toBe('j3');
    expect(new Set(list.map((j) => j.id)).size).toBe(list.length);
  });

  it('keeps the file name known from the upload when the job is reopened from its link', () => {
    rememberRecentJob(job('a', 'catalogue.xlsx'));
    rememberRecentJob(job('a', ''));
    expect(recentJobs()[0]?.fileName).toBe('catalogue.xlsx');
  });

  it('ignores anything else found under its key', () => {
    window.localStorage.setItem(STORAGE_KEYS.recentJobs, '{"not":"a list"}');
    expect(recentJobs()).toEqual([]);
    window.localStorage.setItem(STORAGE_KEYS.recentJobs, '[1, {"id": "x"}]');
    expect(recentJobs()).toEqual([]);
  });
});
