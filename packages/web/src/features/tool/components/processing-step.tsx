import { useEffect, useRef, useState, type Ref } from 'react';
import type { ProgressResponse } from '@alt-optimizer/contract';
import { Button, useToast } from '../../../components/index.ts';
import { useLang, useT } from '../../../i18n/index.ts';
import { useProgress } from '../api/progress.ts';
import { formatDuration, formatPercent, percentDone } from '../lib/format.ts';
import { imageFileName } from '../lib/review-filter.ts';
import { runMessages } from '../messages-run.ts';
import { ProgressBar } from './progress-bar.tsx';
import { RowThumbnail } from '../../../components/row-thumbnail.tsx';
import { UrlText } from './url-text.tsx';
import { ApiRequestError } from '../../../lib/api-request.ts';
import { KeepLink } from './keep-link.tsx';
import './review.css';

interface ProcessingStepProps {
  jobId: string;
  onCompleted: () => void;
  onProcessAnother: () => void;
  headingRef: Ref<HTMLHeadingElement>;
  /** What the failure toast says; a store run's job has no columns to check, so it passes its own text. */
  failedText?: string | undefined;
}

type PreviewItem = NonNullable<ProgressResponse['currentProduct']>;
const PREVIEW_SIZE = 5;
/** One entry per row (older servers send no row id: title and alt then tell rows apart). */
const previewKey = (p: PreviewItem) => p.resultId ?? `${p.title}|${p.generatedAlt ?? ''}`;

/** Polls progress every 2 s and shows title, ETA, bar, counts and the latest ALT tags with each row's thumbnail and file name. */
export function ProcessingStep({ jobId, onCompleted, onProcessAnother, headingRef, failedText }: ProcessingStepProps) {
  const t = useT(runMessages);
  const lang = useLang();
  const { toast } = useToast();
  const progress = useProgress(jobId, lang);
  const [preview, setPreview] = useState<PreviewItem[]>([]);
  const notified = useRef(false);
  const data = progress.data;

  // Each poll reports only the product in hand; keep the last few so the preview reads as a feed.
  const current = data?.currentProduct ?? null;
  useEffect(() => {
    if (!current?.generatedAlt) {
      return;
    }
    setPreview((list) => (list.some((p) => previewKey(p) === previewKey(current)) ? list : [current, ...list].slice(0, PREVIEW_SIZE)));
  }, [current]);

  useEffect(() => {
    if (data?.status === 'completed') {
      onCompleted();
    } else if (data?.status === 'failed' && !notified.current) {
      notified.current = true;
      toast({ title: t.processingFailed, description: failedText ?? t.jobFailedText, variant: 'destructive' });
    }
  }, [data?.status, onCompleted, toast, t, failedText]);

  // A job's URL opened after the job was deleted (or mistyped): said in the panel, not as a fetch failure.
  const notFound = progress.error instanceof ApiRequestError && progress.error.status === 404;
  // Said once; polling goes on (progress.ts), so a job that keeps running still reaches its end on screen.
  const fetchFailureNotified = useRef(false);
  useEffect(() => {
    if (progress.isError && !notFound && !fetchFailureNotified.current) {
      fetchFailureNotified.current = true;
      toast({ title: t.processingFailed, description: t.progressFetchFailed, variant: 'destructive' });
    }
  }, [progress.isError, notFound, toast, t]);

  const total = data?.totalProducts ?? 0;
  const done = data?.processedProducts ?? 0;
  const pct = percentDone(done, total);
  const failed = data?.status === 'failed' || progress.isError;
  const eta = data?.estimatedTimeRemaining;

  return (
    <div className="tool-panel">
      <h2 ref={headingRef} tabIndex={-1} className="tool-step-heading">
        {t.processingHeading}
      </h2>
      {notFound ? (
        <p className="tool-field-error" data-testid="job-not-found">
          {t.jobNotFound}
        </p>
      ) : (
        <>
          <p>{t.processingIntro}</p>
          <KeepLink jobId={jobId} />
        </>
      )}
      {/* Announced politely: only the count sentence, and only when it changes. */}
      <p className="tool-sr-only" aria-live="polite" aria-atomic="true">
        {data ? t.progressAnnounce(done, total, pct) : ''}
      </p>
      <p className="tool-eta">
        <strong>{t.labelled(t.eta)}</strong>
        {eta != null && !failed ? formatDuration(eta, lang) : t.etaUnknown}
      </p>
      <ProgressBar label={t.progressLabel} percent={pct} />
      <p className="tool-progress-text" aria-hidden="true">
        {done}/{total} ({formatPercent(pct, lang)})
      </p>
      <dl className="tool-stats">
        <div>
          <dt>{t.processed}</dt>
          <dd>{done}</dd>
        </div>
        <div>
          <dt>{t.successful}</dt>
          <dd className="is-success">{data?.successfulProducts ?? 0}</dd>
        </div>
        <div>
          <dt>{t.errors}</dt>
          <dd className="is-error">{data?.errorProducts ?? 0}</dd>
        </div>
        <div>
          <dt>{t.total}</dt>
          <dd>{total}</dd>
        </div>
      </dl>
      {current ? (
        <p className="tool-current">
          <strong>{t.labelled(t.currentProduct)}</strong>
          {current.title}
        </p>
      ) : null}
      <h3 className="tool-subheading">{t.livePreview}</h3>
      {preview.length === 0 ? (
        <p className="tool-muted">{t.livePreviewEmpty}</p>
      ) : (
        <ul className="tool-live-preview">
          {preview.map((item) => (
            <li key={previewKey(item)} className="has-thumb">
              <RowThumbnail jobId={jobId} resultId={item.resultId} size={56} />
              <span className="tool-live-text">
                <span className="tool-live-title">
                  <UrlText text={item.title} />
                </span>
                {item.imageUrl && item.imageUrl !== item.title ? (
                  <span className="tool-live-url">{imageFileName(item.imageUrl)}</span>
                ) : null}
                <span className="tool-live-alt">{item.generatedAlt}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {failed ? (
        <div className="tool-actions">
          <Button onClick={onProcessAnother}>{t.processAnother}</Button>
        </div>
      ) : null}
    </div>
  );
}
