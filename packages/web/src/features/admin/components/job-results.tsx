import { useEffect } from 'react';
import { useAdminJobResults } from '../api/admin-job-results.ts';
import { adminText as t } from '../messages.ts';

interface JobResultsProps {
  token: string;
  jobId: string;
  jobName: string;
  id: string;
  onError: (error: unknown, message: string) => void;
}

/** One job's results in a height-limited, keyboard-scrollable area. */
export function JobResults({ token, jobId, jobName, id, onError }: JobResultsProps) {
  const results = useAdminJobResults(token, jobId);

  useEffect(() => {
    if (results.isError) {
      onError(results.error, t.resultsFailed);
    }
  }, [results.isError, results.error, onError]);

  if (results.isPending) {
    return (
      <p id={id} role="status" className="admin-muted">
        {t.loading}
      </p>
    );
  }
  if (results.isError) {
    return (
      <p id={id} className="admin-field-error">
        {t.resultsFailed}
      </p>
    );
  }
  if (results.data.length === 0) {
    return (
      <p id={id} className="admin-muted">
        {t.noResults}
      </p>
    );
  }
  return (
    <div id={id} className="admin-results" role="region" aria-label={t.resultsOf(jobName)} tabIndex={0}>
      <ul>
        {results.data.map((row) => {
          const ok = row.processingStatus === 'success';
          return (
            <li key={row.id} className="admin-result">
              <div className="admin-result-head">
                <strong>{row.title}</strong>
                <span className="admin-badges">
                  <span className={`admin-badge admin-badge-${ok ? 'green' : 'red'}`}>{ok ? t.resultSuccess : t.resultError}</span>
                  {row.needsReview ? <span className="admin-badge admin-badge-amber">{t.resultToReview}</span> : null}
                </span>
              </div>
              {row.generatedAlt ? <p>{row.generatedAlt}</p> : null}
              {!ok && row.errorMessage ? <p className="admin-field-error">{row.errorMessage}</p> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
