import { useEffect, useRef, useState } from 'react';
import { Check, RefreshCw } from 'lucide-react';
import type { ResultRow } from '@alt-optimizer/contract';
import { Button } from '../../../components/index.ts';
import { useLang, useT } from '../../../i18n/index.ts';
import { errorText } from '../../../lib/api-request.ts';
import { useApproveResult, useRegenerateResult } from '../api/review-actions.ts';
import { useDisclosure } from '../hooks/use-disclosure.ts';
import { rowName } from '../lib/row-name.ts';
import { reviewMessages } from '../messages-review.ts';
import { SaveStatus } from './alt-editor.tsx';
import { InlineFormActions } from './inline-form-actions.tsx';
import { KeywordsInput } from './keywords-input.tsx';

interface RowActionsProps {
  jobId: string;
  row: ResultRow;
}

/**
 * Approve (the engine's alt is kept and no longer to review) and Regenerate (the image analysed again with other
 * keywords). Both are stored by the server at once, so the next download carries them; the outcome is announced.
 */
export function RowActions({ jobId, row }: RowActionsProps) {
  const r = useT(reviewMessages);
  const lang = useLang();
  const approve = useApproveResult();
  const regenerate = useRegenerateResult();
  const panel = useDisclosure();
  const [keywords, setKeywords] = useState<string[]>([]);
  const [status, setStatus] = useState<{ text: string; error: boolean }>({ text: '', error: false });
  const panelRef = useRef<HTMLDivElement>(null);
  const name = rowName(row);
  const action = { jobId, resultId: row.id, language: lang };
  const close = panel.close;

  useEffect(() => {
    if (panel.open) {
      panelRef.current?.querySelector('input')?.focus();
    }
  }, [panel.open]);

  const onApprove = () =>
    approve.mutate(action, {
      onSuccess: () => setStatus({ text: r.approved, error: false }),
      onError: (error) => setStatus({ text: errorText(error, r.approveFailed), error: true }),
    });

  const onRegenerate = () =>
    regenerate.mutate(
      { ...action, keywords },
      {
        onSuccess: () => {
          setStatus({ text: r.regenerated, error: false });
          close();
        },
        // A regenerate that fails (the image still cannot be fetched…) is an error, never shown in green.
        onError: (error) => setStatus({ text: errorText(error, r.regenerateFailed), error: true }),
      },
    );

  return (
    <div className="tool-row-actions">
      <div className="tool-actions">
        {row.needsReview && row.generatedAlt !== null ? (
          <Button
            variant="secondary"
            className="tool-edit-button"
            aria-label={r.approveLabel(name)}
            disabled={approve.isPending}
            onClick={onApprove}
          >
            <Check aria-hidden="true" size={16} />
            {r.approve}
          </Button>
        ) : null}
        {row.shopifyUrl && !panel.open ? (
          <Button
            ref={panel.trigger}
            variant="ghost"
            className="tool-edit-button"
            aria-label={r.regenerateLabel(name)}
            onClick={() => {
              setStatus({ text: '', error: false });
              panel.show();
            }}
          >
            <RefreshCw aria-hidden="true" size={16} />
            {r.regenerate}
          </Button>
        ) : null}
      </div>
      {panel.open ? (
        <div ref={panelRef} className="tool-regenerate" role="group" aria-label={r.regenerateLabel(name)}>
          <p className="tool-help">{r.regenerateIntro}</p>
          <KeywordsInput keywords={keywords} onChange={setKeywords} disabled={regenerate.isPending} />
          <InlineFormActions
            submit={r.regenerateSubmit}
            submitting={r.regenerating}
            pending={regenerate.isPending}
            onSubmit={onRegenerate}
            onCancel={close}
          />
        </div>
      ) : null}
      <SaveStatus status={status} />
    </div>
  );
}
