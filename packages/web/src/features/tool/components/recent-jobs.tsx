import { useState } from 'react';
import { useLang, useT } from '../../../i18n/index.ts';
import { recentJobs, type RecentJob } from '../../../lib/recent-jobs.ts';
import { jobPath } from '../../../routes/paths.ts';
import { runMessages } from '../messages-run.ts';

/** This browser's recent bulk jobs on the home page, each a link to its own page (issue 24 item 1). */
export function RecentJobs() {
  const t = useT(runMessages);
  const lang = useLang();
  // Read once when shown: rendered only after hydration, since the prerendered page cannot know this browser's jobs.
  const [jobs] = useState<RecentJob[]>(() => recentJobs());
  if (jobs.length === 0) {
    return null;
  }
  const when = (iso: string) =>
    new Date(iso).toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="tool-recent-jobs" aria-labelledby="recent-jobs-title" data-testid="recent-jobs">
      <h3 id="recent-jobs-title" className="tool-subheading">
        {t.recentJobsHeading}
      </h3>
      <ul>
        {jobs.map((job) => (
          <li key={job.id}>
            {/* A full page load at the job's URL: the tool restores it from there, like a reload. */}
            <a href={jobPath(job.id, job.token, lang)}>{job.fileName || t.recentJobUnnamed}</a>{' '}
            <span className="tool-muted">
              <time dateTime={job.startedAt}>{when(job.startedAt)}</time>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
