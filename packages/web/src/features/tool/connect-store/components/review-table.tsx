import { useEffect, useState } from 'react';
import type { ReviewRow } from '@alt-optimizer/contract';
import { useLang, useT } from '../../../../i18n/index.ts';
import { AltEditor } from '../../components/alt-editor.tsx';
import { imageFileName } from '../../lib/review-filter.ts';
import { runMessages } from '../../messages-run.ts';
import { useUpdateRow } from '../api/runs.ts';
import { publishMessages } from '../publish.messages.ts';
import { useFailureText } from '../lib/session.ts';

interface ReviewTableProps {
  runId: string;
  rows: ReviewRow[];
  /** While a publication writes, the rows stay as they are. */
  locked: boolean;
}

/**
 * One row per store image: a tick (only ticked rows are published), the product and image file, the store's current
 * ALT, the proposed one (editable with the bulk report's editor; an edit is what gets published) and the status.
 * On a phone the table becomes one card per row (tool.css, data-label).
 */
export function ReviewTable({ runId, rows, locked }: ReviewTableProps) {
  const t = useT(publishMessages);
  const run = useT(runMessages);
  return (
    <div className="tool-table-scroll" tabIndex={0} role="region" aria-label={t.tableCaption}>
      <table className="tool-table store-table">
        <caption>{t.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.colPublish}</th>
            <th scope="col">{t.colProduct}</th>
            <th scope="col">{t.colCurrent}</th>
            <th scope="col">{t.colProposed}</th>
            <th scope="col">{t.colStatus}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <ReviewTableRow
              key={row.id}
              runId={runId}
              row={row}
              locked={locked}
              statusText={row.status === 'failed' ? run.statusFailed : run.statusSuccess}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ReviewTableRow({ runId, row, locked, statusText }: { runId: string; row: ReviewRow; locked: boolean; statusText: string }) {
  const t = useT(publishMessages);
  const run = useT(runMessages);
  const lang = useLang();
  const update = useUpdateRow(runId, lang);
  const failureText = useFailureText();
  const [problem, setProblem] = useState('');
  const name = row.productTitle.trim() || imageFileName(row.imageUrl);
  const alt = row.editedAlt ?? row.proposedAlt;
  const ok = row.status === 'success';
  // The box follows the click at once (a checkbox that waits for the server reads as broken); a refusal puts it back.
  const [clicked, setClicked] = useState<boolean | null>(null);
  const ticked = clicked ?? row.ticked;
  // Once the server's row agrees, it is the truth again (the cache answers a tick after the request resolves).
  useEffect(() => {
    if (clicked === row.ticked) {
      setClicked(null);
    }
  }, [clicked, row.ticked]);

  const change = (change: { ticked?: boolean; editedAlt?: string | null }) =>
    update.mutateAsync({ rowId: row.id, change }).catch((error: unknown) => {
      setProblem(failureText(error, t.tickFailed) ?? '');
      throw error;
    });

  return (
    <tr data-row-id={row.id} className={ticked ? 'is-ticked' : undefined}>
      <td data-label={t.colPublish} className="store-tick-cell">
        <input
          type="checkbox"
          className="store-tick"
          checked={ticked}
          disabled={alt === null || locked || update.isPending}
          aria-label={t.tickLabel(name)}
          onChange={(event) => {
            setProblem('');
            setClicked(event.target.checked);
            void change({ ticked: event.target.checked }).catch(() => setClicked(null));
          }}
        />
      </td>
      <th scope="row">
        <span className="tool-row-name">{name}</span>
        <span className="tool-row-url" title={row.imageUrl}>
          {imageFileName(row.imageUrl)}
        </span>
      </th>
      <td data-label={t.colCurrent}>
        <span lang={lang} className={row.currentAlt ? undefined : 'tool-muted'}>
          {row.currentAlt || t.emptyAlt}
        </span>
      </td>
      <td data-label={t.colProposed}>
        {locked ? (
          <span lang={lang}>{alt ?? row.error ?? '—'}</span>
        ) : (
          <AltEditor alt={alt} fallback={row.error} name={name} pending={update.isPending} onSave={(text) => change({ editedAlt: text })} />
        )}
        {row.editedAlt !== null && !locked ? (
          <button
            type="button"
            className="store-link-button"
            aria-label={t.resetEditLabel(name)}
            onClick={() => void change({ editedAlt: null }).catch(() => undefined)}
          >
            {t.resetEdit}
          </button>
        ) : null}
        <span className="tool-field-error" role="alert">
          {problem}
        </span>
      </td>
      <td data-label={t.colStatus}>
        <span className="tool-badges">
          <span className={`tool-badge ${ok ? 'is-success' : 'is-error'}`}>
            {row.status === 'pending' || row.status === 'processing' ? '…' : statusText}
          </span>
          {row.needsReview ? <span className="tool-badge is-review">{run.toReview}</span> : null}
          {row.editedAlt !== null ? <span className="tool-badge is-edited">{t.edited}</span> : null}
        </span>
      </td>
    </tr>
  );
}
