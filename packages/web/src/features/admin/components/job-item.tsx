import { useId } from 'react';
import type { AdminJob } from '@alt-optimizer/contract';
import { Button } from '../../../components/index.ts';
import { formatCount, formatDate } from '../lib/admin-format.ts';
import { adminText as t } from '../messages.ts';
import { JobResults } from './job-results.tsx';
import { StatusBadge } from './status-badge.tsx';

interface JobItemProps {
  job: AdminJob;
  token: string;
  open: boolean;
  onToggle: () => void;
  onError: (error: unknown, message: string) => void;
}

/** One job row: name, date, badge, counts (errors only when > 0), download, Détails / Masquer. */
export function JobItem({ job, token, open, onToggle, onError }: JobItemProps) {
  const id = useId();
  return (
    <li className={`admin-job${open ? ' is-open' : ''}`}>
      <div className="admin-job-row">
        <div className="admin-job-main">
          <h3 id={`${id}-name`} className="admin-job-name">
            {job.originalFileName}
          </h3>
          <p className="admin-muted">
            <time dateTime={job.createdAt}>{formatDate(job.createdAt)}</time>
          </p>
        </div>
        <StatusBadge status={job.status} />
        <ul className="admin-job-counts">
          <li>{t.products(job.totalProducts, formatCount(job.totalProducts))}</li>
          <li className="admin-ok">{t.successful(job.successfulProducts, formatCount(job.successfulProducts))}</li>
          {job.errorProducts > 0 ? <li className="admin-ko">{t.errors(job.errorProducts, formatCount(job.errorProducts))}</li> : null}
        </ul>
        <div className="admin-job-actions">
          {job.enhancedFilePath ? (
            <a className="btn btn-secondary" href={`/api/download/${encodeURIComponent(job.id)}`} download aria-describedby={`${id}-name`}>
              {t.download}
            </a>
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
