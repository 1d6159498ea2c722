import type { BulkMode } from '@alt-optimizer/contract';
import { useToast } from '../../../components/index.ts';
import { useLang, useT } from '../../../i18n/index.ts';
import { errorText } from '../../../lib/api-request.ts';
import { SAMPLE_BASE, SAMPLE_PHOTOS, useStartSample } from '../api/start-sample.ts';
import { sampleMessages } from '../messages-sample.ts';
import { toolMessages } from '../messages.ts';
import './sample-catalogue.css';

interface SampleCatalogueProps {
  mode: BulkMode;
  keywords: string[];
  /** The job was created: as an upload's onStarted (job id, "Processing Started" toast id, the job's name). */
  onStarted: (jobId: string, startedToast: string, fileName: string) => void;
  disabled?: boolean;
}

/**
 * "Try a sample catalogue" on the upload step (issue 24 item 5): runs the photos shipped with the server, read from
 * its disk, so a newcomer sees progress, the report, review and download without a file or an open private address.
 */
export function SampleCatalogue({ mode, keywords, onStarted, disabled = false }: SampleCatalogueProps) {
  const t = useT(sampleMessages);
  const tool = useT(toolMessages);
  const lang = useLang();
  const { toast } = useToast();
  const sample = useStartSample();
  const start = () =>
    sample.mutate(
      { mode, keywords, language: lang },
      {
        onSuccess: (jobId) =>
          onStarted(
            jobId,
            toast({ title: tool.processingStarted, description: tool.processingStartedText, variant: 'success' }),
            t.jobName,
          ),
        onError: (error) => toast({ title: t.failed, description: errorText(error, tool.uploadFailedText), variant: 'destructive' }),
      },
    );
  return (
    <p className="tool-sample" data-testid="sample-catalogue">
      {t.lead}{' '}
      <button
        type="button"
        className="tool-sample-start"
        onClick={start}
        disabled={disabled || sample.isPending}
        aria-busy={sample.isPending}
      >
        {sample.isPending ? t.starting : t.tryIt}
      </button>
      {t.what(SAMPLE_PHOTOS)}{' '}
      <a href={`${SAMPLE_BASE}/catalogue-${lang}.csv`} download>
        {t.viewCsv}
      </a>
    </p>
  );
}
