import { useLang, useT } from '../../../i18n/index.ts';
import { editTokenFor } from '../../../lib/edit-tokens.ts';
import { jobPath } from '../../../routes/paths.ts';
import { runMessages } from '../messages-run.ts';

/** "Keep this link": the job's own URL, to come back after a reload or another day (issue 24 item 1). */
export function KeepLink({ jobId }: { jobId: string }) {
  const t = useT(runMessages);
  const lang = useLang();
  const path = jobPath(jobId, editTokenFor(jobId), lang);
  const url = typeof window === 'undefined' ? path : `${window.location.origin}${path}`;
  return (
    <p className="tool-keep-link" data-testid="keep-link">
      {t.keepLinkHint}{' '}
      <a href={path} className="tool-keep-link-url">
        {url}
      </a>
    </p>
  );
}
