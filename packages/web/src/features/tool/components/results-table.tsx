import { useState } from 'react';
import type { ResultRow, ReviewFilter as Filter } from '@alt-optimizer/contract';
import { useT } from '../../../i18n/index.ts';
import { filterCounts, filterIds, imageFileName, initialFilter } from '../lib/review-filter.ts';
import { inOrder, reviewFirstIds } from '../lib/review-order.ts';
import { rowName } from '../lib/row-name.ts';
import { reviewMessages } from '../messages-review.ts';
import { runMessages } from '../messages-run.ts';
import { oldAltMessages } from '../messages-old-alt.ts';
import { EditableAlt } from './editable-alt.tsx';
import { OldAltCell } from './old-alt-cell.tsx';
import { ReviewFilter } from './review-filter.tsx';
import { RowActions } from './row-actions.tsx';
import { RowThumbnail } from '../../../components/row-thumbnail.tsx';
import { UrlText } from './url-text.tsx';
import './review.css';

interface ResultsTableProps {
  jobId: string;
  rows: ResultRow[];
  id: string;
}

/**
 * The per-row report and review queue: filter (to review / failed / all), then per row its thumbnail, Product_ID,
 * title with the image's file name, the previous ALT with its verdict when the file had one, the ALT tag (editable), status with Approve and Regenerate. Rows to review come
 * first; the order and a filter's rows are fixed when chosen, so a row does not move or vanish when an action
 * clears its flag. On a phone the same table is shown as one card per row (tool.css, data-label).
 */
export function ResultsTable({ jobId, rows, id }: ResultsTableProps) {
  const t = useT(runMessages);
  const r = useT(reviewMessages);
  const o = useT(oldAltMessages);
  // The previous ALT column only when the file had alts (issue 25): shown beside the new one, with its verdict.
  const [withOld] = useState(() => rows.some((row) => row.oldAlt !== null));
  const [order] = useState(() => reviewFirstIds(rows));
  const [filter, setFilter] = useState<Filter>(() => initialFilter(rows));
  const [shown, setShown] = useState(() => filterIds(rows, filter));
  const visible = inOrder(
    rows.filter((row) => shown.has(row.id)),
    order,
  );
  const choose = (next: Filter) => {
    setFilter(next);
    setShown(filterIds(rows, next));
  };
  return (
    <div id={id} className="tool-report">
      <h3 className="tool-subheading">{t.reportHeading}</h3>
      <ReviewFilter value={filter} counts={filterCounts(rows)} onChange={choose} />
      {visible.length === 0 ? (
        <p className="tool-muted" role="status">
          {filter === 'failed' ? r.emptyFailed : r.emptyReview}
        </p>
      ) : (
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
              {visible.map((row) => {
                const ok = row.processingStatus === 'success';
                // The alt the file had, kept as it was (issue 25): not a failure.
                const kept = row.processingStatus === 'skipped';
                const name = rowName(row);
                const file = row.shopifyUrl ? imageFileName(row.shopifyUrl) : '';
                return (
                  <tr key={row.id}>
                    <td className="tool-thumb-cell" data-label={r.colImage}>
                      <RowThumbnail jobId={jobId} resultId={row.id} failed={row.processingStatus === 'failed'} />
                    </td>
                    <td data-label={t.colProductId}>{row.productId ?? '—'}</td>
                    <th scope="row">
                      <span className="tool-row-name">
                        <UrlText text={name} />
                      </span>
                      {file && row.title.trim() ? (
                        <span className="tool-row-url" title={row.shopifyUrl}>
                          {file}
                        </span>
                      ) : null}
                    </th>
                    {withOld ? (
                      <td data-label={o.colOldAlt}>
                        <OldAltCell jobId={jobId} row={row} />
                      </td>
                    ) : null}
                    <td data-label={t.colAlt}>
                      <EditableAlt jobId={jobId} row={row} />
                    </td>
                    <td data-label={t.colStatus}>
                      <span className="tool-badges">
                        <span className={`tool-badge ${ok || kept ? 'is-success' : 'is-error'}`}>
                          {ok ? t.statusSuccess : kept ? o.statusKept : t.statusFailed}
                        </span>
                        {row.needsReview ? <span className="tool-badge is-review">{t.toReview}</span> : null}
                      </span>
                      <RowActions jobId={jobId} row={row} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
