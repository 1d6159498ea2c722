import { useState } from 'react';
import { Undo2 } from 'lucide-react';
import { VERDICT_LABELS, type ResultRow } from '@alt-optimizer/contract';
import { Button } from '../../../components/index.ts';
import { useLang, useT } from '../../../i18n/index.ts';
import { errorText } from '../../../lib/api-request.ts';
import { useKeepOldAlt } from '../api/review-actions.ts';
import { rowName } from '../lib/row-name.ts';
import { oldAltMessages } from '../messages-old-alt.ts';

const VERDICT_CLASS = { keep: 'is-success', improve: 'is-review', replace: 'is-error' } as const;

/**
 * The alt the file already had (issue 25): its text, the engine's verdict and reasons in the reader's language, and
 * "Keep this ALT" when the row now holds another one (one click: the server stores it as the row's alt).
 */
export function OldAltCell({ jobId, row }: { jobId: string; row: ResultRow }) {
  const t = useT(oldAltMessages);
  const lang = useLang();
  const keep = useKeepOldAlt();
  const [status, setStatus] = useState<{ text: string; error: boolean }>({ text: '', error: false });
  if (row.oldAlt === null) {
    return <span className="tool-muted">{t.none}</span>;
  }
  const inUse = row.generatedAlt === row.oldAlt;
  const onKeep = () =>
    keep.mutate(
      { jobId, resultId: row.id, language: lang },
      {
        onSuccess: () => setStatus({ text: t.kept, error: false }),
        onError: (error) => setStatus({ text: errorText(error, t.keepFailed), error: true }),
      },
    );
  return (
    <div className="tool-old-alt">
      <p className="tool-old-alt-text">{row.oldAlt || t.empty}</p>
      {row.oldAltVerdict ? (
        <span className="tool-badges">
          <span className={`tool-badge ${VERDICT_CLASS[row.oldAltVerdict]}`}>{VERDICT_LABELS[row.oldAltVerdict][lang]}</span>
          {inUse && row.oldAltVerdict !== 'keep' ? <span className="tool-badge">{t.inUse}</span> : null}
        </span>
      ) : null}
      {row.oldAltReasons.length > 0 ? (
        <ul className="tool-old-alt-reasons">
          {row.oldAltReasons.map((reason) => (
            <li key={reason.id}>{reason[lang]}</li>
          ))}
        </ul>
      ) : null}
      {!inUse && row.oldAlt.trim() ? (
        <div className="tool-actions">
          <Button
            variant="secondary"
            className="tool-edit-button"
            aria-label={t.keepOldLabel(rowName(row))}
            disabled={keep.isPending}
            onClick={onKeep}
          >
            <Undo2 aria-hidden="true" size={16} />
            {t.keepOld}
          </Button>
        </div>
      ) : null}
      <span className={`tool-save-status${status.error ? ' is-error' : ''}`} role="status">
        {status.text}
      </span>
    </div>
  );
}
