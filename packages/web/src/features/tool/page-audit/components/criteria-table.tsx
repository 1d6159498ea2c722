import type { CriterionResult } from '@alt-optimizer/contract';
import { useT } from '../../../../i18n/index.ts';
import { auditMessages, auditReportWords } from '../page-audit.messages.ts';

/** RGAA 1.1–1.3 and WCAG 1.1.1 for a page or the site: the result in words (never colour alone) and its images. */
export function CriteriaTable({ criteria, caption }: { criteria: readonly CriterionResult[]; caption: string }) {
  const t = useT(auditMessages);
  const w = useT(auditReportWords);
  return (
    <div className="audit-table-wrap">
      <table className="audit-criteria">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.criterionColumn}</th>
            <th scope="col">{t.resultColumn}</th>
            <th scope="col">{t.imagesColumn}</th>
          </tr>
        </thead>
        <tbody>
          {criteria.map((c) => (
            <tr key={c.id} data-criterion={c.id} data-status={c.status}>
              <th scope="row">
                <span className="audit-criterion-label">{w.criteria[c.id].label}</span>
                <span className="audit-criterion-question">{w.criteria[c.id].question}</span>
              </th>
              <td>
                <span className={`audit-status is-${c.status}`}>{w.status[c.status]}</span>
              </td>
              <td>
                {t.imagesCell(c.failing.length, c.toCheck.length, c.applicable)}
                {c.failing.length > 0 ? <span className="audit-ids">{c.failing.join(', ')}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
