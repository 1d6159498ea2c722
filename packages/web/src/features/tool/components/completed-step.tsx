import { useEffect, useId, useRef, type Ref } from 'react';
import { FILE_NAMES } from '@alt-optimizer/contract';
import { Download, TriangleAlert } from 'lucide-react';
import { Button, useToast } from '../../../components/index.ts';
import { useLang, useT } from '../../../i18n/index.ts';
import { downloadResults } from '../api/download-file.ts';
import { useConfiguredEngine } from '../api/health.ts';
import { useResults } from '../api/results.ts';
import { useDownload } from '../hooks/use-download.ts';
import { formatDuration, formatNumber, formatPercent, successRate } from '../lib/format.ts';
import { outcomeMessages } from '../messages-outcome.ts';
import { reviewMessages } from '../messages-review.ts';
import { runMessages } from '../messages-run.ts';
import { EngineNote } from './engine-note.tsx';
import { FailureSummary } from './failure-summary.tsx';
import { KeepLink } from './keep-link.tsx';
import { ResultsTable } from './results-table.tsx';
import './review.css';

interface CompletedStepProps {
  jobId: string;
  showReport: boolean;
  onToggleReport: () => void;
  onProcessAnother: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** Summary, quality metrics, report toggle and the optimized file download (spec section 2). */
export function CompletedStep({ jobId, showReport, onToggleReport, onProcessAnother, headingRef }: CompletedStepProps) {
  const t = useT(runMessages);
  const o = useT(outcomeMessages);
  const r = useT(reviewMessages);
  const lang = useLang();
  const { toast } = useToast();
  const results = useResults(jobId, lang);
  const download = useDownload('file');
  const reportId = useId();
  const data = results.data;
  // A job that wrote alts names its engines; one stored before they were recorded falls back to the configured engine.
  const wroteAlts = data !== undefined && data.successfulProducts > 0;
  const configuredEngine = useConfiguredEngine(wroteAlts && data.engines.length === 0);
  const engines = !wroteAlts ? [] : data.engines.length > 0 ? data.engines : configuredEngine ? [configuredEngine] : [];
  const failed = data?.errorProducts ?? 0;
  const total = data?.totalProducts ?? 0;
  // Every row failed: nothing to celebrate, the download stays available but is not the main action.
  const allFailed = data !== undefined && failed > 0 && data.successfulProducts === 0;
  const heading = !data || failed === 0 ? t.completeHeading : allFailed ? o.allFailedHeading(total) : o.someFailedHeading(failed, total);
  // Nothing is said to be ready before the results say so: a job whose rows all failed never reads "ready".
  // Files past retention: the notice below says so, and no file is "ready" (issue 24 item 1).
  const intro = !data || data.filesExpired ? '' : failed === 0 ? t.completeIntro : allFailed ? o.allFailedIntro : o.someFailedIntro;

  // "View Full Report" brings the report into view (it opens below the stats, often off-screen).
  const wasShown = useRef(showReport);
  useEffect(() => {
    if (showReport && !wasShown.current && data) {
      document
        .getElementById(reportId)
        ?.scrollIntoView({ behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' });
    }
    wasShown.current = showReport && data !== undefined;
  }, [showReport, data, reportId]);

  useEffect(() => {
    if (results.isError) {
      toast({ title: t.processingFailed, description: t.resultsFetchFailed, variant: 'destructive' });
    }
  }, [results.isError, toast, t]);

  const stats = data
    ? [
        { label: t.totalProcessed, value: formatNumber(data.totalProducts, lang) },
        { label: t.successful, value: formatNumber(data.successfulProducts, lang), tone: 'is-success' },
        { label: t.errors, value: formatNumber(data.errorProducts, lang), tone: 'is-error' },
        { label: t.toReview, value: formatNumber(data.needsReviewCount, lang), tone: 'is-review' },
        { label: t.averageChars, value: formatNumber(data.averageAltLength, lang) },
        { label: t.successRate, value: formatPercent(successRate(data.successfulProducts, data.totalProducts), lang) },
        { label: t.totalTime, value: formatDuration(data.processingTime, lang) },
      ]
    : [];
  // Shares of every row the job wrote, failed rows included (README "Quality metrics" defines each one).
  const metrics = data
    ? [
        { label: t.seoOptimized, hint: r.seoHint, value: data.qualityMetrics.seoOptimized },
        { label: t.visualQuality, hint: r.visualHint, value: data.qualityMetrics.visualAnalysisQuality },
        { label: t.limitCompliance, hint: r.limitHint, value: data.qualityMetrics.characterLimitCompliance },
      ]
    : [];

  return (
    <div
      className={failed > 0 ? 'tool-panel is-warning' : 'tool-panel'}
      data-outcome={failed === 0 ? 'success' : allFailed ? 'failed' : 'partial'}
    >
      <h2 ref={headingRef} tabIndex={-1} className="tool-step-heading">
        {failed > 0 ? <TriangleAlert aria-hidden="true" className="tool-warning-icon" /> : null}
        {heading}
      </h2>
      {intro ? <p>{intro}</p> : null}
      {data?.filesExpired ? (
        <p className="tool-field-error" data-testid="files-expired">
          {t.filesExpired}
        </p>
      ) : (
        <KeepLink jobId={jobId} />
      )}
      {data ? <FailureSummary failures={data.failureMessages} /> : null}
      <div className="tool-actions">
        <Button
          size={allFailed ? 'md' : 'lg'}
          variant={allFailed ? 'secondary' : 'primary'}
          disabled={download.busy || data?.filesExpired === true}
          onClick={() => void download.run((l) => downloadResults(jobId, l))}
        >
          <Download aria-hidden="true" size={18} />
          {t.downloadOptimized}
        </Button>
        <Button variant="secondary" aria-expanded={showReport} aria-controls={reportId} onClick={onToggleReport}>
          {showReport ? t.hideReport : t.viewReport}
        </Button>
        <Button variant="ghost" onClick={onProcessAnother}>
          {t.processAnother}
        </Button>
      </div>
      {results.isPending ? (
        <p role="status" className="tool-muted">
          {t.loadingResults}
        </p>
      ) : null}
      {results.isError ? (
        <p role="alert" className="tool-field-error">
          {t.resultsFetchFailed}
        </p>
      ) : null}
      {data ? (
        <>
          <EngineNote engines={engines} />
          {data.downloadFileName === FILE_NAMES.optimizedWooCommerceCsv ? (
            <p className="tool-muted" data-testid="platform-note">
              {o.wooCommerceNote}
            </p>
          ) : null}
          <dl className="tool-stats">
            {stats.map((s) => (
              <div key={s.label}>
                <dt>{s.label}</dt>
                <dd className={s.tone}>{s.value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="tool-subheading">{t.qualityHeading}</h3>
          <p className="tool-metrics-base">{r.metricsBase(formatNumber(data.measuredRows, lang))}</p>
          <ul className="tool-metrics">
            {metrics.map((m) => (
              <li key={m.label}>
                <span>
                  {m.label}
                  <span className="tool-metric-hint">{m.hint}</span>
                </span>
                <strong>{formatPercent(m.value, lang)}</strong>
                <span className="tool-meter" aria-hidden="true">
                  <span style={{ width: `${Math.min(100, Math.max(0, m.value))}%` }} />
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {showReport && data ? <ResultsTable id={reportId} jobId={jobId} summary={data} /> : <div id={reportId} hidden />}
    </div>
  );
}
