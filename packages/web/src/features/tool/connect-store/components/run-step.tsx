import { useEffect, type Ref } from 'react';
import { Button } from '../../../../components/index.ts';
import { useLang, useT } from '../../../../i18n/index.ts';
import { ProcessingStep } from '../../components/processing-step.tsx';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useRun } from '../api/runs.ts';
import { connectMessages } from '../connect-store.messages.ts';
import { failureMessage, useSessionCheck } from '../lib/session.ts';

/** The bulk job's completion is not the run's: the run is ready once it has filled the review rows. */
const ignore = () => undefined;

interface RunStepProps {
  runId: string;
  onReady: () => void;
  onBack: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * The run: first the store's products are read (a count of products so far), then its images are described by a
 * bulk job, shown with the bulk mode's own progress (ETA, bar, counts, live preview). Ready → the review table.
 */
export function RunStep({ runId, onReady, onBack, headingRef }: RunStepProps) {
  const t = useT(connectMessages);
  const lang = useLang();
  const query = useRun(runId, lang);
  useSessionCheck(query.error);
  const run = query.data?.run;

  useEffect(() => {
    if (run?.status === 'ready') {
      onReady();
    }
  }, [run?.status, onReady]);

  if (run?.status === 'failed' || query.isError) {
    return (
      <div className="tool-panel is-warning">
        <h2 ref={headingRef} tabIndex={-1} className="tool-step-heading">
          {t.runFailedTitle}
        </h2>
        <p role="alert" className="tool-field-error">
          {run?.error ?? failureMessage(query.error, t.runFailedText) ?? t.runFailedText}
        </p>
        <div className="tool-actions">
          <Button onClick={onBack}>{t.backToPreview}</Button>
        </div>
      </div>
    );
  }

  if (run?.jobId && run.status === 'processing') {
    // The bulk mode's own progress screen, on the run's bulk job.
    return (
      <ProcessingStep
        jobId={run.jobId}
        onCompleted={ignore}
        onProcessAnother={onBack}
        headingRef={headingRef}
        failedText={t.runFailedText}
      />
    );
  }

  return (
    <div className="tool-panel">
      <h2 ref={headingRef} tabIndex={-1} className="tool-step-heading">
        {t.collectingHeading}
      </h2>
      <p aria-live="polite" aria-atomic="true">
        {run?.status === 'ready' ? t.finishing : t.collectingText(formatNumber(run?.productsRead ?? 0, lang))}
      </p>
      <ProgressBar label={t.collectingHeading} percent={null} />
    </div>
  );
}
