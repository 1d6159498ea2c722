import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClaimedRow } from '../../../core/jobs/claim.repository.ts';
import { RunProgress } from './run-progress.ts';

const row = (id: string, title = ''): ClaimedRow =>
  ({ id, jobId: 'job-1', title, shopifyUrl: `http://127.0.0.1:9/${id}.jpg` }) as ClaimedRow;

describe('RunProgress', () => {
  afterEach(() => vi.useRealTimers());

  it('estimates the seconds left from the rows stored since the job began here', () => {
    vi.useFakeTimers();
    const progress = new RunProgress();
    progress.begin('job-1');
    expect(progress.estimateSeconds('job-1', 10)).toBeNull();
    expect(progress.estimateSeconds('job-1', 0)).toBe(0);
    vi.advanceTimersByTime(2000);
    progress.rowStored(row('a'), { processingStatus: 'success', errorMessage: null, generatedAlt: 'Red shoe', characterCount: 8 });
    progress.rowStored(row('b'), { processingStatus: 'success', errorMessage: null, generatedAlt: 'Blue bag', characterCount: 8 });
    // Two rows in two seconds: one a second.
    expect(progress.estimateSeconds('job-1', 10)).toBe(10);
  });

  it('keeps the last row stored for the live preview, with the URL when there is no title, and forgets a finished job', () => {
    const progress = new RunProgress();
    progress.begin('job-1');
    progress.rowStored(row('a', 'Red shoe'), {
      processingStatus: 'failed',
      errorMessage: 'Not an image',
      generatedAlt: null,
      characterCount: 0,
    });
    expect(progress.currentRow('job-1')).toMatchObject({ title: 'Red shoe', status: 'failed', generatedAlt: null, resultId: 'a' });
    progress.rowStored(row('b'), { processingStatus: 'success', errorMessage: null, generatedAlt: 'Blue bag', characterCount: 8 });
    expect(progress.currentRow('job-1')).toMatchObject({ title: 'http://127.0.0.1:9/b.jpg', generatedAlt: 'Blue bag' });
    progress.forget('job-1');
    expect(progress.currentRow('job-1')).toBeUndefined();
    expect(progress.estimateSeconds('job-1', 5)).toBeNull();
  });
});
