import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/index.ts';
import { useLang, useT } from '../../../i18n/index.ts';
import { errorText } from '../../../lib/api-request.ts';
import { useAudit } from './api/page-audits.ts';
import { AuditForm } from './components/audit-form.tsx';
import { AuditReportView } from './components/audit-report.tsx';
import { AuditRunning } from './components/audit-running.tsx';
import { auditMessages } from './page-audit.messages.ts';
import './page-audit.css';

/** Follows one audit: its progress, then its report (or why it stopped). Focus moves to each state's heading. */
function AuditFollow({ auditId, onNewAudit }: { auditId: string; onNewAudit: () => void }) {
  const t = useT(auditMessages);
  const lang = useLang();
  const audit = useAudit(auditId, lang);
  const heading = useRef<HTMLHeadingElement>(null);
  const state = audit.isError ? 'failed' : (audit.data?.status ?? 'running');
  useEffect(() => {
    heading.current?.focus();
  }, [state]);

  if (state === 'completed' && audit.data) {
    return <AuditReportView report={audit.data} onNewAudit={onNewAudit} headingRef={heading} />;
  }
  if (state === 'failed') {
    const message = audit.isError ? errorText(audit.error, t.startFailed) : (audit.data?.error?.[lang] ?? t.startFailed);
    return (
      <div className="tool-panel audit-failed">
        <h2 ref={heading} tabIndex={-1} className="tool-step-heading">
          {t.failedHeading}
        </h2>
        <p role="alert">{message}</p>
        <Button variant="secondary" onClick={onNewAudit}>
          {t.newAudit}
        </Button>
      </div>
    );
  }
  return <AuditRunning report={audit.data} headingRef={heading} />;
}

/**
 * The tool's "Audit a site" mode (issue 25 items 3–4): a page or a sitemap address, the audit's progress, then its
 * RGAA / WCAG report with CSV and PDF downloads. A lazy chunk of the tool.
 */
export function PageAudit({ onChangeMode }: { onChangeMode: () => void }) {
  const [auditId, setAuditId] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (auditId === null) {
      heading.current?.focus();
    }
  }, [auditId]);
  return (
    <div className="audit-flow">
      {auditId === null ? (
        <AuditForm onStarted={setAuditId} onChangeMode={onChangeMode} headingRef={heading} />
      ) : (
        <AuditFollow auditId={auditId} onNewAudit={() => setAuditId(null)} />
      )}
    </div>
  );
}
