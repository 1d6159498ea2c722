import { randomUUID } from 'node:crypto';
import { LIMITS, type AuditReport } from '@alt-optimizer/contract';

/**
 * Audits in this process's memory: an audit is a few pages read in a minute and its report, so it needs neither a
 * table nor a migration; a finished one is kept LIMITS.auditKeepMinutes, then dropped. At most LIMITS.auditsAtOnce
 * run at once. A restart forgets them (the web tool and the API say an audit is kept one hour).
 */
export class AuditStore {
  private readonly audits = new Map<string, { report: AuditReport; expiresAt: number }>();

  constructor(private readonly keepMs = LIMITS.auditKeepMinutes * 60_000) {}

  running(): number {
    return [...this.audits.values()].filter((a) => a.report.status === 'running').length;
  }

  create(init: Omit<AuditReport, 'id'>): AuditReport {
    this.sweep();
    const report: AuditReport = { id: randomUUID(), ...init };
    this.audits.set(report.id, { report, expiresAt: Number.POSITIVE_INFINITY });
    return report;
  }

  get(id: string): AuditReport | null {
    this.sweep();
    return this.audits.get(id)?.report ?? null;
  }

  /** Called when the audit completes or fails: its report is kept from now on for keepMs. */
  finished(id: string): void {
    const entry = this.audits.get(id);
    if (entry) {
      entry.expiresAt = Date.now() + this.keepMs;
    }
  }

  private sweep(): void {
    const now = Date.now();
    for (const [id, entry] of this.audits) {
      if (entry.expiresAt < now) {
        this.audits.delete(id);
      }
    }
  }
}
