import type { ResultsResponse } from '@alt-optimizer/contract';
import { useT } from '../../../i18n/index.ts';
import { groupFailureReasons, reasonText, type FailureKind } from '../../../lib/failure-reasons.ts';
import { failureReasonMessages } from '../../../lib/failure-reasons.messages.ts';
import { outcomeMessages } from '../messages-outcome.ts';

type Texts = (typeof outcomeMessages)['en'];

const FIXES: Record<FailureKind, (t: Texts) => string> = {
  private: (t) => t.fixPrivate,
  hostSkipped: (t) => t.fixHostSkipped,
  unreachable: (t) => t.fixUnreachable,
  notFound: (t) => t.fixNotFound,
  badUrl: (t) => t.fixBadUrl,
  notImage: (t) => t.fixNotImage,
  tooLarge: (t) => t.fixTooLarge,
  serverError: (t) => t.fixServerError,
  other: (t) => t.fixOther,
};

/** The most common reasons rows failed (from the summary's failure messages), in plain words, each with what to do about it. */
export function FailureSummary({ failures }: { failures: ResultsResponse['failureMessages'] }) {
  const t = useT(outcomeMessages);
  const reasonWords = useT(failureReasonMessages);
  const reasons = groupFailureReasons(failures);
  if (reasons.length === 0) {
    return null;
  }
  return (
    <div className="tool-failures" data-testid="failure-reasons">
      <h3 className="tool-subheading">{t.reasonsHeading}</h3>
      <ul>
        {reasons.map((r) => {
          const reason = reasonText(reasonWords, r.kind, r.message);
          const fix = FIXES[r.kind](t);
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
