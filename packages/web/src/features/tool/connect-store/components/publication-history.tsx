import { useState } from 'react';
import type { Publication } from '@alt-optimizer/contract';
import { Button } from '../../../../components/index.ts';
import { useLang, useT } from '../../../../i18n/index.ts';
import { formatNumber } from '../../lib/format.ts';
import { usePublications, useUndo } from '../api/publications.ts';
import { publishMessages } from '../publish.messages.ts';
import { formatDate } from '../lib/store-format.ts';
import { failureMessage, useFailureText, useSessionCheck } from '../lib/session.ts';

interface PublicationHistoryProps {
  runId: string;
  /** The report shown under the table. */
  shownId: string | null;
  onShow: (publicationId: string) => void;
}

/** Only a finished, real (not dry-run) publication that wrote something and was not undone yet can be undone. */
export function canUndo(publication: Publication): boolean {
  return (
    publication.kind === 'publish' &&
    publication.status === 'done' &&
    !publication.dryRun &&
    !publication.undone &&
    publication.counts.written > 0
  );
}

/** The run's publications and undos, newest first: each one's counts, its report, and Undo where it applies. */
export function PublicationHistory({ runId, shownId, onShow }: PublicationHistoryProps) {
  const t = useT(publishMessages);
  const lang = useLang();
  const query = usePublications(runId, lang);
  useSessionCheck(query.error);
  const undo = useUndo(runId, lang);
  const failureText = useFailureText();
  const [undoError, setUndoError] = useState<string | null>(null);
  const n = (value: number) => formatNumber(value, lang);
  const publications = query.data?.publications ?? [];

  const onUndo = (publication: Publication) => {
    setUndoError(null);
    undo.mutate(publication.id, {
      onSuccess: (answer) => onShow(answer.publication.id),
      onError: (error) => setUndoError(failureText(error, t.undoFailed)),
    });
  };

  return (
    <section className="store-history" aria-labelledby="store-history-title">
      <h3 id="store-history-title" className="tool-subheading">
        {t.historyHeading}
      </h3>
      {query.isError ? (
        <p role="alert" className="tool-field-error">
          {failureMessage(query.error, t.undoFailed)}
        </p>
      ) : null}
      {undoError ? (
        <p role="alert" className="tool-field-error">
          {undoError}
        </p>
      ) : null}
      {query.data && publications.length === 0 ? <p className="tool-muted">{t.historyEmpty}</p> : null}
      {publications.length > 0 ? (
        <ol className="store-history-list">
          {publications.map((publication) => {
            const date = formatDate(publication.createdAt, lang);
            const kind = publication.kind === 'undo' ? t.kindUndo : t.kindPublish;
            return (
              <li key={publication.id} className={publication.id === shownId ? 'is-shown' : undefined} data-kind={publication.kind}>
                <span className="store-history-text">
                  <strong>
                    {kind} · {date}
                  </strong>
                  <span className="tool-muted">
                    {(publication.kind === 'undo' ? t.undoCounts : t.historyCounts)(
                      n(publication.counts.written),
                      n(publication.counts.skipped),
                      n(publication.counts.failed),
                    )}
                  </span>
                </span>
                <span className="tool-badges">
                  {publication.dryRun ? <span className="tool-badge is-review">{t.dryRunBadge}</span> : null}
                  {publication.status === 'running' ? <span className="tool-badge">{t.runningBadge}</span> : null}
                  {publication.undone ? <span className="tool-badge is-skipped">{t.undoneBadge}</span> : null}
                </span>
                <span className="tool-actions">
                  {publication.id !== shownId ? (
                    <Button
                      variant="ghost"
                      className="tool-edit-button"
                      aria-label={t.showReportLabel(kind, date)}
                      onClick={() => onShow(publication.id)}
                    >
                      {t.showReport}
                    </Button>
                  ) : null}
                  {canUndo(publication) ? (
                    <Button
                      variant="secondary"
                      className="tool-edit-button"
                      aria-label={t.undoLabel(date)}
                      disabled={undo.isPending}
                      aria-busy={undo.isPending}
                      onClick={() => onUndo(publication)}
                    >
                      {undo.isPending ? t.undoing : t.undo}
                    </Button>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
