import type { PublicationItem } from '@alt-optimizer/contract';
import { useLang, useT } from '../../../../i18n/index.ts';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { formatNumber, percentDone } from '../../lib/format.ts';
import { imageFileName } from '../../lib/review-filter.ts';
import { usePublication } from '../api/publications.ts';
import { publishMessages } from '../publish.messages.ts';
import { failureMessage, useSessionCheck } from '../lib/session.ts';

interface PublicationReportProps {
  runId: string;
  publicationId: string;
}

/** A publication (or undo) as it writes, then per image: written, skipped (and why) or failed with the platform's words. */
export function PublicationReport({ runId, publicationId }: PublicationReportProps) {
  const t = useT(publishMessages);
  const lang = useLang();
  const query = usePublication(runId, publicationId, lang);
  useSessionCheck(query.error);
  const detail = query.data;
  const n = (value: number) => formatNumber(value, lang);

  if (query.isError) {
    return (
      <p role="alert" className="tool-field-error">
        {failureMessage(query.error, t.publishFailed)}
      </p>
    );
  }
  if (!detail) {
    return null;
  }
  const { publication, items } = detail;
  const counts = publication.counts;
  const handled = counts.total - counts.pending;
  const running = publication.status === 'running';
  const pct = percentDone(handled, counts.total);
  const undo = publication.kind === 'undo';

  return (
    <section
      className="store-report"
      aria-labelledby={`report-${publication.id}`}
      data-testid="publication-report"
      data-status={publication.status}
    >
      <h3 id={`report-${publication.id}`} className="tool-subheading">
        {undo ? t.reportUndo : t.reportPublish}
      </h3>
      <p role="status" aria-atomic="true" className="store-summary">
        {running
          ? t.reportRunning(n(handled), n(counts.total))
          : (undo ? t.undoDone : t.reportDone)(n(counts.written), n(counts.skipped), n(counts.failed))}
      </p>
      {running ? <ProgressBar label={t.reportPublish} percent={pct} /> : null}
      {items.length > 0 ? (
        <div className="tool-table-scroll" tabIndex={0} role="region" aria-label={t.reportCaption}>
          <table className="tool-table store-table">
            <caption>{t.reportCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.colProduct}</th>
                <th scope="col">{t.colBefore}</th>
                <th scope="col">{t.colAfter}</th>
                <th scope="col">{t.colOutcome}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <ReportRow key={item.rowId} item={item} undo={undo} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

function ReportRow({ item, undo }: { item: PublicationItem; undo: boolean }) {
  const t = useT(publishMessages);
  const lang = useLang();
  const tone = item.outcome === 'written' ? 'is-success' : item.outcome === 'failed' ? 'is-error' : 'is-skipped';
  const why = item.outcome === 'failed' ? item.message : item.skipReason ? t.skipReason[item.skipReason] : null;
  return (
    <tr data-outcome={item.outcome}>
      <th scope="row">
        <span className="tool-row-name">{item.productTitle.trim() || imageFileName(item.imageUrl)}</span>
        <span className="tool-row-url">{imageFileName(item.imageUrl)}</span>
      </th>
      <td data-label={t.colBefore}>
        <span lang={lang} className={item.oldAlt ? undefined : 'tool-muted'}>
          {item.oldAlt || t.emptyAlt}
        </span>
      </td>
      <td data-label={t.colAfter}>
        <span lang={lang}>{item.newAlt || t.emptyAlt}</span>
      </td>
      <td data-label={t.colOutcome}>
        <span className={`tool-badge ${tone}`}>{undo && item.outcome === 'written' ? t.restored : t.outcome[item.outcome]}</span>
        {why ? <span className="store-outcome-why">{why}</span> : null}
      </td>
    </tr>
  );
}
