import { useId } from 'react';
import { FILE_NAMES, type AdminJob } from '@alt-optimizer/contract';
import { Button } from '../../../components/index.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { writtenBy } from '../../../lib/engine-words.ts';
import { formatCount, formatDate } from '../lib/admin-format.ts';
import { ADMIN_LANG, adminText as t } from '../messages.ts';
import { JobResults } from './job-results.tsx';
import { StatusBadge } from './status-badge.tsx';

interface JobItemProps {
  job: AdminJob;
  token: string;
  /** The engine answering now, named for a job stored before its engines were recorded. */
  currentEngine?: string;
  open: boolean;
  onToggle: () => void;
  onError: (error: unknown, message: string) => void;
}

/**
 * The engines behind a job's alts (issue 15 #3): those the job recorded; for a job stored before they were, the engine
 * answering now; none when the job wrote no alt.
 */
function jobEngines(job: AdminJob, currentEngine: string | undefined): string[] {
  if (job.successfulProducts === 0) {
    return [];
  }
  return job.engines.length > 0 ? job.engines : currentEngine ? [currentEngine] : [];
}

/** One job row: name, date, which engine wrote it, badge, counts (errors only when > 0), download, Détails / Masquer. */
export function JobItem({ job, token, currentEngine, open, onToggle, onError }: JobItemProps) {
  const id = useId();
  const engines = jobEngines(job, currentEngine);
  // Through fetch with the session header, not a plain link: a job made through /api/v1 is not served by its id alone.
  const download = async () => {
    const outcome = await downloadFile(`/api/download/${encodeURIComponent(job.id)}`, FILE_NAMES.optimizedXlsx, ADMIN_LANG, {
      'x-admin-token': token,
    });
    if (outcome !== 'ok') {
      onError(new Error(outcome), t.downloadFailed);
    }
  };
  return (
    <li className={`admin-job${open ? ' is-open' : ''}`} data-job-id={job.id}>
      <div className="admin-job-row">
        <div className="admin-job-main">
          <h3 id={`${id}-name`} className="admin-job-name">
            {job.originalFileName}
          </h3>
          <p className="admin-muted">
            <time dateTime={job.createdAt}>{formatDate(job.createdAt)}</time>
          </p>
          {engines.length > 0 ? (
            <p className="admin-muted" data-testid="job-engines">
              {writtenBy(engines, ADMIN_LANG)}
            </p>
          ) : null}
        </div>
        <StatusBadge status={job.status} allFailed={job.errorProducts > 0 && job.successfulProducts === 0} />
        <ul className="admin-job-counts">
          <li>{t.products(job.totalProducts, formatCount(job.totalProducts))}</li>
          <li className="admin-ok">{t.successful(job.successfulProducts, formatCount(job.successfulProducts))}</li>
          {job.errorProducts > 0 ? <li className="admin-ko">{t.errors(job.errorProducts, formatCount(job.errorProducts))}</li> : null}
        </ul>
        <div className="admin-job-actions">
          {job.enhancedFilePath ? (
            <Button variant="secondary" aria-describedby={`${id}-name`} onClick={() => void download()}>
              {t.download}
            </Button>
          ) : null}
          <Button
            variant="ghost"
            aria-expanded={open}
            aria-controls={open ? `${id}-results` : undefined}
            aria-describedby={`${id}-name`}
            onClick={onToggle}
          >
            {open ? t.hide : t.details}
          </Button>
        </div>
      </div>
      {open ? <JobResults id={`${id}-results`} token={token} jobId={job.id} jobName={job.originalFileName} onError={onError} /> : null}
    </li>
  );
}
