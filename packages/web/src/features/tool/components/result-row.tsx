import type { ResultRow as Row } from '@alt-optimizer/contract';
import { RowThumbnail } from '../../../components/row-thumbnail.tsx';
import { useT } from '../../../i18n/index.ts';
import { imageFileName } from '../lib/review-filter.ts';
import { rowName } from '../lib/row-name.ts';
import { oldAltMessages } from '../messages-old-alt.ts';
import { reviewMessages } from '../messages-review.ts';
import { runMessages } from '../messages-run.ts';
import { EditableAlt } from './editable-alt.tsx';
import { OldAltCell } from './old-alt-cell.tsx';
import { RowActions } from './row-actions.tsx';
import { UrlText } from './url-text.tsx';

/**
 * One row of the report: its thumbnail, Product_ID, title with the image's file name, the previous ALT with its
 * verdict when the file had one, the ALT tag (editable), status with Approve and Regenerate.
 */
export function ResultRow({ jobId, row, withOld }: { jobId: string; row: Row; withOld: boolean }) {
  const t = useT(runMessages);
  const r = useT(reviewMessages);
  const o = useT(oldAltMessages);
  const ok = row.processingStatus === 'success';
  // The alt the file had, kept as it was (issue 25): not a failure.
  const kept = row.processingStatus === 'skipped';
  const name = rowName(row);
  const file = row.shopifyUrl ? imageFileName(row.shopifyUrl) : '';
  return (
    <tr>
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
}
