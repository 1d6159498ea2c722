import { describe, expect, it } from 'vitest';
import { jobAt, jobPath, toggleTarget } from './paths.ts';
import { matchPath } from './route-table.ts';

const JOB = '3f2b8c1e-4a5d-4e6f-8a7b-9c0d1e2f3a4b';

describe('a bulk job’s own URL (issue 24 item 1)', () => {
  it('puts the job id in the path and its edit token after #, in each language', () => {
    expect(jobPath(JOB, 'tok-1', 'en')).toBe(`/jobs/${JOB}#tok-1`);
    expect(jobPath(JOB, 'tok-1', 'fr')).toBe(`/fr/jobs/${JOB}#tok-1`);
    expect(jobPath(JOB, undefined, 'en')).toBe(`/jobs/${JOB}`);
  });

  it('is the home page of its language, and the language toggle leads to its twin', () => {
    expect(jobAt(`/fr/jobs/${JOB}`)).toEqual({ jobId: JOB, lang: 'fr' });
    expect(jobAt('/jobs/not-a-job')).toBeUndefined();
    expect(matchPath(`/jobs/${JOB}`)).toMatchObject({ lang: 'en', route: { id: 'home' } });
    expect(matchPath(`/fr/jobs/${JOB}`)).toMatchObject({ lang: 'fr', route: { id: 'home' } });
    expect(toggleTarget(`/jobs/${JOB}`, 'en')).toBe(`/fr/jobs/${JOB}`);
    expect(toggleTarget(`/fr/jobs/${JOB}`, 'fr')).toBe(`/jobs/${JOB}`);
  });
});
