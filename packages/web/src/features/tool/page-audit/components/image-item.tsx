import { CRITERION_IDS, type AuditImage, type AuditNote } from '@alt-optimizer/contract';
import { useLang, useT } from '../../../../i18n/index.ts';
import { auditMessages, auditReportWords } from '../page-audit.messages.ts';

/** A list of reasons or notes under its term; nothing when empty. */
function Notes({ term, notes }: { term: string; notes: readonly AuditNote[] }) {
  const lang = useLang();
  if (notes.length === 0) {
    return null;
  }
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        <ul className="audit-notes">
          {notes.map((r) => (
            <li key={r.id}>{r[lang]}</li>
          ))}
        </ul>
      </dd>
    </div>
  );
}

/** One image of the report: what a screen reader hears, the verdict and why, what a person must check, the suggestion. */
export function ImageItem({ image }: { image: AuditImage }) {
  const t = useT(auditMessages);
  const w = useT(auditReportWords);
  const lang = useLang();
  const heard = image.name ? image.name : image.alt === '' ? t.emptyAlt : t.nothingHeard;
  const suggestion = image.suggestedAlt === null ? (image.suggestionNote?.[lang] ?? null) : image.suggestedAlt || t.suggestedEmpty;
  return (
    <li className="audit-image" data-image={image.id} data-verdict={image.verdict}>
      <div className="audit-image-head">
        <span className="audit-image-id">{image.id}</span>
        <span className="audit-image-kind">{w.kind[image.kind]}</span>
        <span className={`audit-verdict is-${image.verdict}`}>{t.pair(t.verdict, w.verdict[image.verdict])}</span>
      </div>
      <code className="audit-snippet">{image.snippet}</code>
      <dl className="audit-facts">
        <div>
          <dt>{t.heard}</dt>
          <dd>
            <span className="audit-heard">{heard}</span>
            {image.nameSource !== 'none' ? <span className="tool-muted"> ({t.takenFrom(image.nameSource)})</span> : null}
            {image.decorative ? <span className="audit-tag">{t.decorativeMark}</span> : null}
          </dd>
        </div>
        {image.link ? (
          <div>
            <dt>{t.linkTerm}</dt>
            <dd className="audit-url">{image.link.href}</dd>
          </div>
        ) : null}
        {image.caption ? (
          <div>
            <dt>{t.captionTerm}</dt>
            <dd>{image.caption}</dd>
          </div>
        ) : null}
        <Notes term={t.reasons} notes={image.reasons} />
        <Notes term={t.toCheck} notes={image.toCheck} />
        {suggestion !== null ? (
          <div>
            <dt>{t.suggested}</dt>
            <dd className={image.suggestedAlt ? 'audit-suggestion' : 'tool-muted'}>{suggestion}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t.criteria}</dt>
          <dd className="audit-checks">
            {CRITERION_IDS.map((id) => (
              <span key={id} className={`audit-check is-${image.checks[id]}`}>
                {t.pair(w.criteria[id].label, w.check[image.checks[id]])}
              </span>
            ))}
          </dd>
        </div>
      </dl>
    </li>
  );
}
