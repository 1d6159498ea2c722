import { useState } from 'react';
import { useToast } from '../../../components/index.ts';
import { useLang, useT } from '../../../i18n/index.ts';
import { type DownloadOutcome } from '../api/download-file.ts';
import { toolMessages } from '../messages.ts';

/**
 * Runs a download and raises the spec's toasts for it. `failedText` differs between the template
 * ('Could not download template…') and the optimized file ('Could not download the file…').
 */
export function useDownload(failedText: 'template' | 'file', successToast?: { title: string; description: string }) {
  const t = useT(toolMessages);
  const lang = useLang();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  const run = async (download: (lang: ReturnType<typeof useLang>) => Promise<DownloadOutcome>) => {
    setBusy(true);
    const outcome = await download(lang);
    setBusy(false);
    if (outcome === 'ok') {
      if (successToast) {
        toast({ ...successToast, variant: 'success' });
      }
    } else if (outcome === 'failed') {
      toast({
        title: t.downloadFailed,
        description: failedText === 'template' ? t.templateFailedText : t.downloadFailedText,
        variant: 'destructive',
      });
    } else {
      toast({ title: t.downloadError, description: t.downloadErrorText, variant: 'destructive' });
    }
  };
  return { busy, run };
}
