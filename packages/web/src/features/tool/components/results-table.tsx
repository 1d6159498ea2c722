import { useState } from 'react';
import type { ResultRow } from '@alt-optimizer/contract';
import { useT } from '../../../i18n/index.ts';
import { inOrder, reviewFirstIds } from '../lib/review-order.ts';
import { rowName } from '../lib/row-name.ts';
import { runMessages } from '../messages-run.ts';
import { EditableAlt } from './editable-alt.tsx';

interface ResultsTableProps {
  jobId: string;
  rows: ResultRow[];
  id: string;
}

/**
 * The per-row report: Product_ID, Title, ALT tag generated (editable), status. Rows to review come first;
 * the order is fixed when the report opens, so a row does not move away when its edit clears the flag.
 * On a phone the same table is shown as one card per row (tool.css): each cell names its column (data-label).
 */
export function ResultsTable({ jobId, rows, id }: ResultsTableProps) {
  const t = useT(runMessages);
  const [order] = useState(() => reviewFirstIds(rows));
  return (
    <div id={id} className="tool-report">
      <h3 className="tool-subheading">{t.reportHeading}</h3>
      <div className="tool-table-scroll" tabIndex={0} role="region" aria-label={t.reportHeading}>
        <table className="tool-table">
          <caption>{t.reportCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.colProductId}</th>
              <th scope="col">{t.colTitle}</th>
              <th scope="col">{t.colAlt}</th>
              <th scope="col">{t.colStatus}</th>
            </tr>
          </thead>
          <tbody>
            {inOrder(rows, order).map((row) => {
              const ok = row.processingStatus === 'success';
              return (
                <tr key={row.id}>
                  <td data-label={t.colProductId}>{row.productId ?? '—'}</td>
                  <th scope="row">{rowName(row)}</th>
                  <td data-label={t.colAlt}>
                    <EditableAlt jobId={jobId} row={row} />
                  </td>
                  <td data-label={t.colStatus}>
                    <span className="tool-badges">
                      <span className={`tool-badge ${ok ? 'is-success' : 'is-error'}`}>{ok ? t.statusSuccess : t.statusFailed}</span>
                      {row.needsReview ? <span className="tool-badge is-review">{t.toReview}</span> : null}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
