import { Button } from '../../../components/index.ts';
import { useT } from '../../../i18n/index.ts';
import { runMessages } from '../messages-run.ts';

interface InlineFormActionsProps {
  /** The main button's text, and its text while the request runs. */
  submit: string;
  submitting: string;
  pending: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

/** The submit/Cancel pair under a row's inline form (edit an alt, regenerate a row): both wait while the request runs. */
export function InlineFormActions({ submit, submitting, pending, onSubmit, onCancel }: InlineFormActionsProps) {
  const t = useT(runMessages);
  return (
    <div className="tool-actions">
      <Button onClick={onSubmit} disabled={pending} aria-busy={pending}>
        {pending ? submitting : submit}
      </Button>
      <Button variant="ghost" onClick={onCancel} disabled={pending}>
        {t.cancel}
      </Button>
    </div>
  );
}
