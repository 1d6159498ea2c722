import { useState } from 'react';
import { FILE_NAMES } from '@alt-optimizer/contract';
import { Button, useToast } from '../../components/index.ts';
import { useT } from '../../i18n/index.ts';
import { csvMessages } from './csv.messages.ts';
import { downloadFile } from './download-file.ts';

const TEMPLATES = {
  complete: { url: '/api/download-template', fileName: FILE_NAMES.templateComplete },
  simple: { url: '/api/download-template-simple', fileName: FILE_NAMES.templateSimple },
} as const;

/** Spec section 8: on the guide page a failure shows 'Download Failed' / 'Could not download the template…'. */
export function TemplateButton({ kind, variant = 'primary' }: { kind: keyof typeof TEMPLATES; variant?: 'primary' | 'secondary' }) {
  const t = useT(csvMessages);
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadFile(TEMPLATES[kind].url, TEMPLATES[kind].fileName);
      toast({ title: t.toastOkTitle, description: t.toastOkText, variant: 'success' });
    } catch {
      toast({ title: t.toastFailTitle, description: t.toastFailText, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="lg" variant={variant} onClick={onClick} disabled={busy} aria-busy={busy}>
      {kind === 'complete' ? t.downloadComplete : t.downloadSimple}
    </Button>
  );
}
