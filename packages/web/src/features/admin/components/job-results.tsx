import { useEffect } from 'react';
import { RowThumbnail } from '../../../components/row-thumbnail.tsx';
import { useAdminJobResults } from '../api/admin-job-results.ts';
import { failureKind, reasonText } from '../../../lib/failure-reasons.ts';
import { failureReasonMessages } from '../../../lib/failure-reasons.messages.ts';
import { ADMIN_LANG, adminText as t } from '../messages.ts';

// Rows carry the messages of the language their job was started in; the French admin says a known reason in French.
const reasons = failureReasonMessages[ADMIN_LANG];

interface JobResultsProps {
  token: string;
  jobId: string;
  jobName: string;
  id: string;
  onError: (error: unknown, message: string) => void;
}

/**
 * One job's results in a height-limited, keyboard-scrollable area. Every row is identifiable (issue 15 #5): its
 * thumbnail through our server (lazy, never the merchant's URL), its title, or its image URL when it has none
 * (simple mode), and the URL under a title.
 */
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
          const title = row.title.trim();
          return (
            <li key={row.id} className="admin-result">
              <RowThumbnail jobId={jobId} resultId={row.id} failed={row.processingStatus === 'failed'} size={56} />
              <div className="admin-result-body">
                <div className="admin-result-head">
                  <strong className="admin-result-name">{title || row.shopifyUrl}</strong>
                  <span className="admin-badges">
                    <span className={`admin-badge admin-badge-${ok ? 'green' : 'red'}`}>{ok ? t.resultSuccess : t.resultError}</span>
                    {row.needsReview ? <span className="admin-badge admin-badge-amber">{t.resultToReview}</span> : null}
                  </span>
                </div>
                {title && row.shopifyUrl ? <p className="admin-result-url">{row.shopifyUrl}</p> : null}
                {row.generatedAlt ? <p>{row.generatedAlt}</p> : null}
                {!ok && row.errorMessage ? (
                  <p className="admin-field-error">{reasonText(reasons, failureKind(row.errorMessage), row.errorMessage)}</p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
