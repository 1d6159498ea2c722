import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ResultsResponse, ReviewFilter as Filter } from '@alt-optimizer/contract';
import { Button } from '../../../components/index.ts';
import { useLang, useT } from '../../../i18n/index.ts';
import { resultPagesKey, useResultPages } from '../api/results.ts';
import { formatNumber } from '../lib/format.ts';
import { filterCounts, initialFilter } from '../lib/review-filter.ts';
import { reviewMessages } from '../messages-review.ts';
import { runMessages } from '../messages-run.ts';
import { oldAltMessages } from '../messages-old-alt.ts';
import { ResultRow } from './result-row.tsx';
import { ReviewFilter } from './review-filter.tsx';
import './review.css';

interface ResultsTableProps {
  jobId: string;
  /** The job's summary: the filter's counts, and whether the file had alts (the previous ALT column). */
  summary: ResultsResponse;
  id: string;
}

/**
 * The per-row report and review queue: filter (to review / failed / all), then the filter's rows in sheet order, a
 * page at a time ("Show more rows", issue 23 #4: a large job is never read at once). A filter's pages are kept as
 * read, so a row does not move or vanish when an action clears its flag; choosing a filter reads it again from the
 * start. On a phone the same table is shown as one card per row (tool.css, data-label).
 */
export function ResultsTable({ jobId, summary, id }: ResultsTableProps) {
  const t = useT(runMessages);
  const r = useT(reviewMessages);
  const o = useT(oldAltMessages);
  const lang = useLang();
  const client = useQueryClient();
  const counts = filterCounts(summary);
  const [filter, setFilter] = useState<Filter>(() => initialFilter(counts));
  const pages = useResultPages(jobId, filter, lang);
  const rows = pages.data?.pages.flatMap((p) => p.results) ?? [];
  // The previous ALT column only when the file had alts (issue 25): shown beside the new one, with its verdict.
  const withOld = summary.results.some((row) => row.oldAlt !== null) || rows.some((row) => row.oldAlt !== null);
  const choose = (next: Filter) => {
    client.removeQueries({ queryKey: resultPagesKey(jobId, next), exact: true });
    setFilter(next);
  };
  // Rows read can outnumber the count now (approved rows stay in view until the filter is chosen again).
  const total = Math.max(counts[filter], rows.length);
  return (
    <div id={id} className="tool-report">
      <h3 className="tool-subheading">{t.reportHeading}</h3>
      <ReviewFilter value={filter} counts={counts} onChange={choose} />
      {pages.isPending ? (
        <p role="status" className="tool-muted">
          {t.loadingResults}
        </p>
      ) : pages.isError && rows.length === 0 ? (
        <p role="alert" className="tool-field-error">
          {t.resultsFetchFailed}
        </p>
      ) : rows.length === 0 ? (
        <p className="tool-muted" role="status">
          {filter === 'failed' ? r.emptyFailed : r.emptyReview}
        </p>
      ) : (
        <>
          <div className="tool-table-scroll" tabIndex={0} role="region" aria-label={t.reportHeading}>
            <table className="tool-table">
              <caption>{t.reportCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{r.colImage}</th>
                  <th scope="col">{t.colProductId}</th>
                  <th scope="col">{t.colTitle}</th>
                  {withOld ? <th scope="col">{o.colOldAlt}</th> : null}
                  <th scope="col">{t.colAlt}</th>
                  <th scope="col">{t.colStatus}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <ResultRow key={row.id} jobId={jobId} row={row} withOld={withOld} />
                ))}
              </tbody>
            </table>
          </div>
          <div className="tool-load-more">
            <p role="status" className="tool-muted" data-testid="rows-shown">
              {r.shownOf(formatNumber(rows.length, lang), formatNumber(total, lang))}
            </p>
            {pages.hasNextPage ? (
              <Button variant="secondary" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
                {pages.isFetchingNextPage ? r.loadingMore : r.loadMore}
              </Button>
            ) : null}
            {pages.isFetchNextPageError ? (
              <p role="alert" className="tool-field-error">
                {r.loadMoreFailed}
              </p>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
