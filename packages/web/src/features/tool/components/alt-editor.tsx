import { useId, useState } from 'react';
import { LIMITS } from '@alt-optimizer/contract';
import { Button } from '../../../components/index.ts';
import { useLang, useT } from '../../../i18n/index.ts';
import { useDisclosure } from '../hooks/use-disclosure.ts';
import { runMessages } from '../messages-run.ts';
import { InlineFormActions } from './inline-form-actions.tsx';

interface AltEditorProps {
  /** The ALT shown and offered for editing; null when there is none to edit (`fallback` is shown instead). */
  alt: string | null;
  fallback?: string | null;
  /** What names the row for screen readers ("Edit the ALT tag of …"). */
  name: string;
  pending: boolean;
  /** Stores the trimmed text; the editor closes when it resolves and says so, or says it failed. */
  onSave: (alt: string) => Promise<unknown>;
}

/**
 * Inline edit of one ALT (a bulk row, a store image): Edit opens a textarea counted against the 125-character limit;
 * Enter saves, Escape cancels, focus returns to Edit, and the outcome is announced. Where it is stored is the
 * caller's `onSave`.
 */
export function AltEditor({ alt, fallback, name, pending, onSave }: AltEditorProps) {
  const t = useT(runMessages);
  const lang = useLang();
  const id = useId();
  const editor = useDisclosure();
  const [draft, setDraft] = useState(alt ?? '');
  const [status, setStatus] = useState<string>('');
  const trimmed = draft.trim();
  const invalid = trimmed === '' || trimmed.length > LIMITS.altMaxChars;
  const close = editor.close;

  const save = () => {
    if (invalid) {
      setStatus(t.altRequired);
      return;
    }
    onSave(trimmed).then(
      () => {
        setStatus(t.saved);
        close();
      },
      () => setStatus(t.saveFailed),
    );
  };

  if (!editor.open) {
    return (
      <div className="tool-alt-cell">
        <span lang={lang}>{alt ?? fallback ?? '—'}</span>
        {alt !== null ? (
          // The ref: focus returns here when the editor closes.
          <Button
            ref={editor.trigger}
            variant="ghost"
            className="tool-edit-button"
            aria-label={t.editLabel(name)}
            onClick={() => {
              setDraft(alt);
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
        {t.altFieldLabel(name)}
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
      <InlineFormActions submit={t.save} submitting={t.saving} pending={pending} onSubmit={save} onCancel={close} />
      <span id={`${id}-status`} className="tool-save-status" role="status">
        {status}
      </span>
    </div>
  );
}
