import { statusTone } from '../lib/admin-format.ts';
import { adminText as t } from '../messages.ts';

const LABELS: Record<string, string> = {
  completed: t.statusCompleted,
  processing: t.statusProcessing,
  failed: t.statusFailed,
  pending: t.statusPending,
};

/**
 * Job status badge: completed green, processing blue, failed red, anything else grey. A job that completed with every
 * row failed is red and says so: a green « Terminé » would tell the admin all went well (issue 24 item 6).
 */
export function StatusBadge({ status, allFailed = false }: { status: string; allFailed?: boolean }) {
  if (status === 'completed' && allFailed) {
    return (
      <span className="admin-badge admin-badge-red" data-testid="status-all-failed">
        {t.statusAllFailed}
      </span>
    );
  }
  return <span className={`admin-badge admin-badge-${statusTone(status)}`}>{LABELS[status] ?? status}</span>;
}
