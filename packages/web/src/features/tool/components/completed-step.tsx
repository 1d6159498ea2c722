import { useEffect, useId, type Ref } from 'react';
import { Button, useToast } from '../../../components/index.ts';
import { useLang, useT } from '../../../i18n/index.ts';
import { downloadResults } from '../api/download-file.ts';
import { useResults } from '../api/results.ts';
import { useDownload } from '../hooks/use-download.ts';
import { formatDuration, formatNumber, formatPercent, successRate } from '../lib/format.ts';
import { runMessages } from '../messages-run.ts';
import { ResultsTable } from './results-table.tsx';

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
  const lang = useLang();
  const { toast } = useToast();
  const results = useResults(jobId, lang);
  const download = useDownload('file');
  const reportId = useId();
  const data = results.data;

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
        { label: t.successRate, value: formatPercent(successRate(data.successfulProducts, data.totalProducts), lang, 1) },
        { label: t.totalTime, value: formatDuration(data.processingTime, lang) },
      ]
    : [];
  const metrics = data
    ? [
        { label: t.seoOptimized, value: data.qualityMetrics.seoOptimized },
        { label: t.visualQuality, value: data.qualityMetrics.visualAnalysisQuality },
        { label: t.limitCompliance, value: data.qualityMetrics.characterLimitCompliance },
      ]
    : [];

  return (
    <div className="tool-panel">
      <h2 ref={headingRef} tabIndex={-1} className="tool-step-heading">
        {t.completeHeading}
      </h2>
      <p>{t.completeIntro}</p>
      <div className="tool-actions">
        <Button size="lg" disabled={download.busy} onClick={() => void download.run((l) => downloadResults(jobId, l))}>
          <span aria-hidden="true">⬇ </span>
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
          <dl className="tool-stats">
            {stats.map((s) => (
              <div key={s.label}>
                <dt>{s.label}</dt>
                <dd className={s.tone}>{s.value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="tool-subheading">{t.qualityHeading}</h3>
          <ul className="tool-metrics">
            {metrics.map((m) => (
              <li key={m.label}>
                <span>{m.label}</span>
                <strong>{formatPercent(m.value, lang)}</strong>
                <span className="tool-meter" aria-hidden="true">
                  <span style={{ width: `${Math.min(100, Math.max(0, m.value))}%` }} />
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {showReport && data ? <ResultsTable id={reportId} jobId={jobId} rows={data.results} /> : <div id={reportId} hidden />}
    </div>
  );
}
