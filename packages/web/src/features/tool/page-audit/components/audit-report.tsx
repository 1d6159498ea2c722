import { useState, type Ref } from 'react';
import type { AuditCounts, AuditReport, AuditScore, Language } from '@alt-optimizer/contract';
import { Button } from '../../../../components/index.ts';
import { useLang, useT } from '../../../../i18n/index.ts';
import { downloadFile } from '../../api/download-file.ts';
import { formatPercent } from '../../lib/format.ts';
import { reportFileUrl } from '../api/page-audits.ts';
import { auditMessages, auditReportWords } from '../page-audit.messages.ts';
import { CriteriaTable } from './criteria-table.tsx';
import { ImageItem } from './image-item.tsx';

function Summary({ counts, score }: { counts: AuditCounts; score: AuditScore }) {
  const t = useT(auditMessages);
  const lang = useLang();
  const pct = (value: number | null) => (value === null ? t.noneDecided : formatPercent(value, lang));
  return (
    <div className="audit-summary">
      <p className="audit-score">{t.scoreImages(pct(score.imagesPercent))}</p>
      <p className="audit-score">{t.scoreCriteria(pct(score.criteriaPercent))}</p>
      <p>
        {t.counts(counts.images, counts.keep, counts.improve, counts.replace)}{' '}
        {t.countsMore(counts.decorative, counts.missing, counts.backgrounds)}
      </p>
    </div>
  );
}

function formatDate(iso: string, lang: Language): string {
  return new Date(iso).toLocaleDateString(lang === 'fr' ? 'fr-FR' : 'en-US', { dateStyle: 'long' });
}

interface AuditReportViewProps {
  report: AuditReport;
  onNewAudit: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The audit's report in the app: the site's criteria and figures, what a machine cannot decide, then each page. */
export function AuditReportView({ report, onNewAudit, headingRef }: AuditReportViewProps) {
  const t = useT(auditMessages);
  const w = useT(auditReportWords);
  const lang = useLang();
  const [downloadError, setDownloadError] = useState(false);
  const audited = report.pages.filter((p) => p.status === 'audited').length;
  const download = async (format: 'csv' | 'pdf') => {
    const outcome = await downloadFile(reportFileUrl(report.id, format, lang), `accessibility-audit.${format}`, lang);
    setDownloadError(outcome !== 'ok');
  };

  return (
    <div className="tool-panel audit-report" data-audit={report.id}>
      <h2 ref={headingRef} tabIndex={-1} className="tool-step-heading">
        {t.reportHeading}
      </h2>
      <p>{t.reportIntro(report.url)}</p>
      <p className="tool-muted">
        {t.auditedOn(formatDate(report.finishedAt ?? report.startedAt, lang))} · {t.pagesAudited(audited, report.pages.length)}
      </p>
      {report.pagesLeftOut > 0 ? <p className="tool-muted">{t.pagesLeftOut(report.pagesLeftOut)}</p> : null}
      <div className="tool-actions">
        <Button onClick={() => void download('pdf')}>{t.downloadPdf}</Button>
        <Button variant="secondary" onClick={() => void download('csv')}>
          {t.downloadCsv}
        </Button>
        <Button variant="ghost" onClick={onNewAudit}>
          {t.newAudit}
        </Button>
      </div>
      {downloadError ? (
        <p className="tool-field-error" role="alert">
          {t.downloadFailed}
        </p>
      ) : null}

      <section className="audit-section" aria-labelledby="audit-site-heading">
        <h3 id="audit-site-heading">{t.siteHeading}</h3>
        <CriteriaTable criteria={report.criteria} caption={t.siteHeading} />
        <Summary counts={report.counts} score={report.score} />
      </section>

      <section className="audit-section audit-machine" aria-labelledby="audit-machine-heading">
        <h3 id="audit-machine-heading">{t.machineHeading}</h3>
        <p>{w.machine}</p>
      </section>

      <section className="audit-section" aria-labelledby="audit-pages-heading">
        <h3 id="audit-pages-heading">{t.pagesHeading}</h3>
        {report.pages.map((page, index) => (
          <article key={page.url} className="audit-page" aria-labelledby={`audit-page-${index + 1}`} data-page={index + 1}>
            <h4 id={`audit-page-${index + 1}`}>
              {index + 1}. {page.title ?? page.url}
            </h4>
            <p className="audit-url">{page.finalUrl ?? page.url}</p>
            {page.status !== 'audited' ? (
              <p className="tool-field-error">
                {t.pageFailed} {page.error?.[lang]}
              </p>
            ) : (
              <>
                <CriteriaTable criteria={page.criteria} caption={page.title ?? page.url} />
                <Summary counts={page.counts} score={page.score} />
                {page.truncated ? <p className="tool-muted">{t.truncated}</p> : null}
                <details className="audit-images">
                  <summary>{t.imagesHeading(page.images.length)}</summary>
                  <ol className="audit-image-list">
                    {page.images.map((image) => (
                      <ImageItem key={image.id} image={image} />
                    ))}
                  </ol>
                  {page.backgrounds.length > 0 ? (
                    <>
                      <h5>{t.backgroundsHeading(page.backgrounds.length)}</h5>
                      <ul className="audit-backgrounds">
                        {page.backgrounds.map((b, i) => (
                          <li key={`${b.url}-${i}`} className="audit-url">
                            {b.url}
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                </details>
              </>
            )}
          </article>
        ))}
      </section>
    </div>
  );
}
