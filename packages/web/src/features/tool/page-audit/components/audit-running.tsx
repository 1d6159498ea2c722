import type { Ref } from 'react';
import type { AuditReport } from '@alt-optimizer/contract';
import { useT } from '../../../../i18n/index.ts';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { auditMessages } from '../page-audit.messages.ts';

/** While the pages are read and the pictures described. */
export function AuditRunning({ report, headingRef }: { report: AuditReport | undefined; headingRef: Ref<HTMLHeadingElement> }) {
  const t = useT(auditMessages);
  const p = report?.progress;
  const total = p ? p.pagesTotal + p.imagesTotal : 0;
  const percent = p && total > 0 && p.pagesDone === p.pagesTotal ? Math.round((100 * (p.pagesDone + p.imagesDone)) / total) : null;
  return (
    <div className="tool-panel audit-running">
      <h2 ref={headingRef} tabIndex={-1} className="tool-step-heading">
        {t.runningHeading}
      </h2>
      <ProgressBar label={t.progressLabel} percent={percent} />
      {p ? (
        <p role="status" className="tool-muted">
          {t.pagesProgress(p.pagesDone, p.pagesTotal)} · {t.imagesProgress(p.imagesDone, p.imagesTotal)}
        </p>
      ) : null}
    </div>
  );
}
