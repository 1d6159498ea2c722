import { statusTone } from '../lib/admin-format.ts';
import { adminText as t } from '../messages.ts';

const LABELS: Record<string, string> = {
  completed: t.statusCompleted,
  processing: t.statusProcessing,
  failed: t.statusFailed,
  pending: t.statusPending,
};

/** Job status badge: completed green, processing blue, failed red, anything else grey. */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`admin-badge admin-badge-${statusTone(status)}`}>{LABELS[status] ?? status}</span>;
}
