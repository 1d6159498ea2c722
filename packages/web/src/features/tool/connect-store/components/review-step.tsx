import { useState, type Ref } from 'react';
import { Upload } from 'lucide-react';
import { Button } from '../../../../components/index.ts';
import { useLang, useT } from '../../../../i18n/index.ts';
import { formatNumber } from '../../lib/format.ts';
import { usePublication, usePublish } from '../api/publications.ts';
import { useReviewRows, useRun, useTickAll } from '../api/runs.ts';
import { connectMessages } from '../connect-store.messages.ts';
import { publishMessages } from '../publish.messages.ts';
import { failureMessage, useFailureText, useSessionCheck } from '../lib/session.ts';
import { ErrorNote } from './error-note.tsx';
import { PublicationHistory } from './publication-history.tsx';
import { PublicationReport } from './publication-report.tsx';
import { ReviewTable } from './review-table.tsx';

interface ReviewStepProps {
  runId: string;
  publicationId: string | null;
  onPublication: (publicationId: string) => void;
  onNewRun: () => void;
  onChangeStore: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The review table, Publish to Store (ticked rows only), the report of the latest publication and the history with Undo. */
export function ReviewStep({ runId, publicationId, onPublication, onNewRun, onChangeStore, headingRef }: ReviewStepProps) {
  const t = useT(publishMessages);
  const c = useT(connectMessages);
  const lang = useLang();
  const failureText = useFailureText();
  const run = useRun(runId, lang).data?.run;
  const rows = useReviewRows(runId, lang);
  useSessionCheck(rows.error);
  const tickAll = useTickAll(runId, lang);
  const publish = usePublish(runId, lang);
  // The shown publication's state (shared with its report through the query cache) locks the rows while it writes.
  const shown = usePublication(runId, publicationId ?? '', lang, publicationId !== null).data?.publication;
  const writing = publish.isPending || shown?.status === 'running';
  const [publishError, setPublishError] = useState<string | null>(null);
  const data = rows.data;
  const ticked = data?.tickedCount ?? 0;
  const n = (value: number) => formatNumber(value, lang);

  const onPublish = () => {
    setPublishError(null);
    publish.mutate(undefined, {
      onSuccess: (answer) => onPublication(answer.publication.id),
      onError: (error) => setPublishError(failureText(error, t.publishFailed)),
    });
  };

  return (
    <div className="tool-panel store-review">
      <h2 ref={headingRef} tabIndex={-1} className="tool-step-heading">
        {t.reviewHeading}
      </h2>
      <p>{t.reviewIntro}</p>
      {run?.dryRun ? <p className="tool-review-note">{t.dryRunNote}</p> : null}
      {rows.isPending ? (
        <p className="tool-muted" role="status">
          {t.rowsLoading}
        </p>
      ) : null}
      {rows.isError ? (
        <p role="alert" className="tool-field-error">
          {failureMessage(rows.error, t.rowsFailed)}
        </p>
      ) : null}
      {data ? (
        <>
          <div className="store-tick-bar">
            <p role="status" className="store-summary">
              {t.tickedCount(n(ticked), n(data.total))}
            </p>
            <span className="tool-actions">
              <Button
                variant="secondary"
                className="tool-edit-button"
                disabled={writing || tickAll.isPending}
                onClick={() => tickAll.mutate(true)}
              >
                {t.tickAll}
              </Button>
              <Button
                variant="ghost"
                className="tool-edit-button"
                disabled={writing || tickAll.isPending}
                onClick={() => tickAll.mutate(false)}
              >
                {t.untickAll}
              </Button>
            </span>
          </div>
          <ReviewTable runId={runId} rows={data.rows} locked={writing} />
        </>
      ) : null}
      <ErrorNote title={t.publishFailed} message={publishError} />
      <div className="tool-actions">
        <Button size="lg" onClick={onPublish} disabled={!data || ticked === 0 || writing} aria-busy={publish.isPending}>
          <Upload aria-hidden="true" size={18} />
          {publish.isPending ? t.publishing : run?.dryRun ? t.publishDry : t.publish}
        </Button>
        {data && ticked === 0 ? <span className="tool-muted">{t.nothingTicked}</span> : null}
      </div>
      {publicationId ? <PublicationReport runId={runId} publicationId={publicationId} /> : null}
      <PublicationHistory runId={runId} shownId={publicationId} onShow={onPublication} />
      <div className="tool-actions">
        <Button variant="secondary" onClick={onNewRun} disabled={writing}>
          {t.newRun}
        </Button>
        <Button variant="ghost" onClick={onChangeStore} disabled={writing}>
          {c.changeStore}
        </Button>
      </div>
    </div>
  );
}
