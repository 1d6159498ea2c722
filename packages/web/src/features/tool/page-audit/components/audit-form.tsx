import { useId, useState, type FormEvent, type Ref } from 'react';
import { LIMITS } from '@alt-optimizer/contract';
import { Button } from '../../../../components/index.ts';
import { useLang, useT } from '../../../../i18n/index.ts';
import { errorText } from '../../../../lib/api-request.ts';
import { useStartAudit } from '../api/page-audits.ts';
import { auditMessages } from '../page-audit.messages.ts';

interface AuditFormProps {
  onStarted: (auditId: string) => void;
  onChangeMode: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The address of a page or a sitemap, and how many pages of a sitemap to read. */
export function AuditForm({ onStarted, onChangeMode, headingRef }: AuditFormProps) {
  const t = useT(auditMessages);
  const lang = useLang();
  const id = useId();
  const [url, setUrl] = useState('');
  const [pages, setPages] = useState(String(LIMITS.auditDefaultPages));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const start = useStartAudit(lang);
  const serverError = start.isError ? errorText(start.error, t.startFailed) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = url.trim();
    if (!address) {
      setFieldError(t.urlMissing);
      return;
    }
    if (!/^https?:\/\/\S+$/i.test(address)) {
      setFieldError(t.urlInvalid);
      return;
    }
    setFieldError(null);
    const maxPages = Math.min(LIMITS.auditMaxPagesCap, Math.max(1, Math.round(Number(pages)) || LIMITS.auditDefaultPages));
    start.mutate({ url: address, maxPages, language: lang }, { onSuccess: (created) => onStarted(created.auditId) });
  };

  return (
    <div className="tool-panel audit-panel">
      <h2 ref={headingRef} tabIndex={-1} className="tool-step-heading">
        {t.heading}
      </h2>
      <p>{t.intro}</p>
      <form className="audit-form" onSubmit={submit} noValidate>
        <div className="audit-field">
          <label htmlFor={`${id}-url`} className="tool-label">
            {t.urlLabel}
          </label>
          <p id={`${id}-url-help`} className="tool-help">
            {t.urlHelp}
          </p>
          <input
            id={`${id}-url`}
            name="url"
            type="url"
            inputMode="url"
            autoComplete="url"
            className="audit-input"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            aria-invalid={fieldError !== null}
            aria-describedby={fieldError ? `${id}-url-help ${id}-url-error` : `${id}-url-help`}
          />
          {fieldError ? (
            <p id={`${id}-url-error`} className="tool-field-error">
              {fieldError}
            </p>
          ) : null}
        </div>
        <div className="audit-field">
          <label htmlFor={`${id}-pages`} className="tool-label">
            {t.pagesLabel}
          </label>
          <p id={`${id}-pages-help`} className="tool-help">
            {t.pagesHelp}
          </p>
          <input
            id={`${id}-pages`}
            name="maxPages"
            type="number"
            min={1}
            max={LIMITS.auditMaxPagesCap}
            className="audit-input audit-input-small"
            value={pages}
            onChange={(e) => setPages(e.target.value)}
            aria-describedby={`${id}-pages-help`}
          />
        </div>
        {serverError ? (
          <p className="tool-field-error audit-start-error" role="alert">
            {serverError}
          </p>
        ) : null}
        {start.isPending ? (
          <p className="tool-muted" role="status">
            {t.starting}
          </p>
        ) : null}
        <div className="tool-actions">
          <Button type="submit" disabled={start.isPending}>
            {t.start}
          </Button>
          <Button variant="ghost" onClick={onChangeMode}>
            {t.changeMode}
          </Button>
        </div>
      </form>
    </div>
  );
}
