import { useId, useState } from 'react';
import { LIMITS, type ResultRow } from '@alt-optimizer/contract';
import { Button } from '../../../components/index.ts';
import { useLang, useT } from '../../../i18n/index.ts';
import { useEditAlt } from '../api/edit-alt.ts';
import { useDisclosure } from '../hooks/use-disclosure.ts';
import { rowName } from '../lib/row-name.ts';
import { runMessages } from '../messages-run.ts';
import { InlineFormActions } from './inline-form-actions.tsx';

interface EditableAltProps {
  jobId: string;
  row: ResultRow;
}

/**
 * Inline edit of one generated ALT (beyond the spec: merchants asked for it). Saved with PATCH;
 * the server writes it into the job so the downloaded file carries the edit.
 */
export function EditableAlt({ jobId, row }: EditableAltProps) {
  const t = useT(runMessages);
  const lang = useLang();
  const id = useId();
  const edit = useEditAlt();
  const editor = useDisclosure();
  const [draft, setDraft] = useState(row.generatedAlt ?? '');
  const [status, setStatus] = useState<string>('');
  const trimmed = draft.trim();
  const invalid = trimmed === '' || trimmed.length > LIMITS.altMaxChars;
  const close = editor.close;

  const save = () => {
    if (invalid) {
      setStatus(t.altRequired);
      return;
    }
    edit.mutate(
      { jobId, resultId: row.id, generatedAlt: trimmed, language: lang },
      {
        onSuccess: () => {
          setStatus(t.saved);
          close();
        },
        onError: () => setStatus(t.saveFailed),
      },
    );
  };

  if (!editor.open) {
    return (
      <div className="tool-alt-cell">
        <span lang={lang}>{row.generatedAlt ?? row.errorMessage ?? '—'}</span>
        {row.generatedAlt !== null ? (
          // The ref: focus returns here when the editor closes.
          <Button
            ref={editor.trigger}
            variant="ghost"
            className="tool-edit-button"
            aria-label={t.editLabel(rowName(row))}
            onClick={() => {
              setDraft(row.generatedAlt ?? '');
              setStatus('');
              editor.show();
            }}
          >
            {t.edit}
          </Button>
        ) : null}
        <span className="tool-save-status" role="status">
          {status}
        </span>
      </div>
    );
  }

  return (
    <div className="tool-alt-edit">
      <label htmlFor={`${id}-alt`} className="tool-sr-only">
        {t.altFieldLabel(rowName(row))}
      </label>
      <textarea
        id={`${id}-alt`}
        value={draft}
        rows={3}
        maxLength={LIMITS.altMaxChars}
        autoFocus
        aria-describedby={`${id}-count ${id}-status`}
        aria-invalid={invalid}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            close();
          } else if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            save();
          }
        }}
      />
      <span id={`${id}-count`} className="tool-length">
        {t.charsOf(trimmed.length, LIMITS.altMaxChars)}
      </span>
      <InlineFormActions submit={t.save} submitting={t.saving} pending={edit.isPending} onSubmit={save} onCancel={close} />
      <span id={`${id}-status`} className="tool-save-status" role="status">
        {status}
      </span>
    </div>
  );
}
