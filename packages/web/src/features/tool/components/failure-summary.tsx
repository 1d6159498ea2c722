import type { ResultRow } from '@alt-optimizer/contract';
import { useT } from '../../../i18n/index.ts';
import { commonFailureReasons, type FailureKind } from '../lib/failure-reasons.ts';
import { outcomeMessages } from '../messages-outcome.ts';

type Texts = (typeof outcomeMessages)['en'];

function reasonText(t: Texts, kind: FailureKind, message: string): { reason: string; fix: string } {
  switch (kind) {
    case 'private':
      return { reason: t.reasonPrivate, fix: t.fixPrivate };
    case 'unreachable':
      return { reason: t.reasonUnreachable, fix: t.fixUnreachable };
    case 'notFound':
      return { reason: t.reasonNotFound, fix: t.fixNotFound };
    case 'badUrl':
      return { reason: t.reasonBadUrl, fix: t.fixBadUrl };
    case 'notImage':
      return { reason: t.reasonNotImage, fix: t.fixNotImage };
    case 'tooLarge':
      return { reason: t.reasonTooLarge, fix: t.fixTooLarge };
    case 'serverError':
      return { reason: t.reasonServerError, fix: t.fixServerError };
    case 'other':
      return { reason: t.reasonOther(message), fix: t.fixOther };
  }
}

/** The most common reasons rows failed, in plain words, each with what to do about it. */
export function FailureSummary({ rows }: { rows: ResultRow[] }) {
  const t = useT(outcomeMessages);
  const reasons = commonFailureReasons(rows);
  if (reasons.length === 0) {
    return null;
  }
  return (
    <div className="tool-failures" data-testid="failure-reasons">
      <h3 className="tool-subheading">{t.reasonsHeading}</h3>
      <ul>
        {reasons.map((r) => {
          const { reason, fix } = reasonText(t, r.kind, r.message);
          return (
            <li key={`${r.kind}:${r.message}`}>
              <strong>{reason}</strong> <span className="tool-muted">({t.rowsCount(r.count)})</span>
              <p>{fix}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
