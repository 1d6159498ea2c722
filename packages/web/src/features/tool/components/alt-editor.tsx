import { useId, useState } from 'react';
import { LIMITS } from '@alt-optimizer/contract';
import { Button } from '../../../components/index.ts';
import { useLang, useT } from '../../../i18n/index.ts';
import { useDisclosure } from '../hooks/use-disclosure.ts';
import { runMessages } from '../messages-run.ts';
import { InlineFormActions } from './inline-form-actions.tsx';

interface AltEditorProps {
  /**
   * The ALT shown and offered for editing; null when there is none yet (`fallback`, e.g. a failed row's reason, is
   * shown instead, and the button offers to write one by hand).
   */
  alt: string | null;
  fallback?: string | null;
  /** What names the row for screen readers ("Edit the ALT tag of …"). */
  name: string;
  pending: boolean;
  /** Stores the trimmed text; the editor closes when it resolves and says so, or says it failed. */
  onSave: (alt: string) => Promise<unknown>;
}

/** What became of a save or an action, announced; in the error colour when it failed, never in the green of success. */
export function SaveStatus({ id, status }: { id?: string; status: { text: string; error: boolean } }) {
  return (
    <span id={id} className={status.error ? 'tool-save-status is-error' : 'tool-save-status'} role="status">
      {status.text}
    </span>
  );
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
  const [status, setStatus] = useState<{ text: string; error: boolean }>({ text: '', error: false });
  const trimmed = draft.trim();
  const invalid = trimmed === '' || trimmed.length > LIMITS.altMaxChars;
  const close = editor.close;

  const save = () => {
    if (invalid) {
      setStatus({ text: t.altRequired, error: true });
      return;
    }
    onSave(trimmed).then(
      () => {
        setStatus({ text: t.saved, error: false });
        close();
      },
      () => setStatus({ text: t.saveFailed, error: true }),
    );
  };

  if (!editor.open) {
    return (
      <div className="tool-alt-cell">
        <span lang={lang}>{alt ?? fallback ?? '—'}</span>
        {/* The ref: focus returns here when the editor closes. A row without an alt (failed) is written by hand. */}
        <Button
          ref={editor.trigger}
          variant="ghost"
          className="tool-edit-button"
          aria-label={alt === null ? t.writeLabel(name) : t.editLabel(name)}
          onClick={() => {
            setDraft(alt ?? '');
            setStatus({ text: '', error: false });
            editor.show();
          }}
        >
          {alt === null ? t.write : t.edit}
        </Button>
        <SaveStatus status={status} />
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
      <SaveStatus id={`${id}-status`} status={status} />
    </div>
  );
}
