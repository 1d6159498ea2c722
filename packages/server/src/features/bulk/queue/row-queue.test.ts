import { describe, expect, it } from 'vitest';
import { rowBatches } from './row-queue.ts';

const rows = (states: string) => [...states].map((s, i) => ({ id: `r${i}`, unfinished: s === '.' }));

describe('rowBatches', () => {
  it('cuts fixed slices in sheet order and keeps those with a row left to do, under ids that never change', () => {
    // 7 rows, slices of 3: [0-2] has work, [3-5] is all done (x), [6] has work.
    expect(rowBatches('job', rows('.x.xxx.'), 3)).toEqual([
      { name: 'rows', data: { jobId: 'job', rowIds: ['r0', 'r1', 'r2'] }, opts: { jobId: 'job-b0' } },
      { name: 'rows', data: { jobId: 'job', rowIds: ['r6'] }, opts: { jobId: 'job-b2' } },
    ]);
    // Cut again after more rows finished: the same slices keep the same ids (BullMQ adds nothing it already holds).
    expect(rowBatches('job', rows('xx.xxx.'), 3).map((b) => b.opts.jobId)).toEqual(['job-b0', 'job-b2']);
    expect(rowBatches('job', rows('xxx'), 3)).toEqual([]);
  });
});
