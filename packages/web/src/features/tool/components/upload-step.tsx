import { useRef, useState, type Ref } from 'react';
import { Check, Download, FileText } from 'lucide-react';
import { DEFAULT_EXISTING_ALT_POLICY, REQUIRED_COLUMNS, type BulkMode, type ExistingAltPolicy } from '@alt-optimizer/contract';
import { Button, useToast } from '../../../components/index.ts';
import { useLang, useT } from '../../../i18n/index.ts';
import { errorText } from '../../../lib/api-request.ts';
import { downloadTemplate } from '../api/download-file.ts';
import { useProcessExcel } from '../api/process-excel.ts';
import { useDownload } from '../hooks/use-download.ts';
import { checkSpreadsheet, spreadsheetContent } from '../lib/file-rules.ts';
import { formatBytes } from '../lib/format.ts';
import { toolMessages } from '../messages.ts';
import { CostEstimate } from './cost-estimate.tsx';
import { DropZone } from './drop-zone.tsx';
import { ExistingAltsChoice } from './existing-alts-choice.tsx';
import { KeywordsInput } from './keywords-input.tsx';
import { SampleCatalogue } from './sample-catalogue.tsx';

/** `invalid` with a `message`: the server refused the file (missing columns…), said in the panel, not only in a toast. */
type FileState =
  | { status: 'none' }
  | { status: 'selected' | 'valid'; file: File }
  | { status: 'invalid'; file: File; legacyXls: boolean; message?: string };

interface UploadStepProps {
  mode: BulkMode;
  keywords: string[];
  onKeywords: (keywords: string[]) => void;
  onChangeMode: () => void;
  /** The job was created; `startedToast` is the "Processing Started" toast's id, dismissed when the job completes. */
  onStarted: (jobId: string, startedToast: string, fileName: string) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** Spreadsheet upload for complete and simple modes (spec sections 2, 5). */
export function UploadStep({ mode, keywords, onKeywords, onChangeMode, onStarted, headingRef }: UploadStepProps) {
  const t = useT(toolMessages);
  const lang = useLang();
  const { toast } = useToast();
  const [fileState, setFileState] = useState<FileState>({ status: 'none' });
  const [existingAlts, setExistingAlts] = useState<ExistingAltPolicy>(DEFAULT_EXISTING_ALT_POLICY);
  /** The file picked last, so a late content check for an earlier one is ignored. */
  const picked = useRef<File | null>(null);
  const upload = useProcessExcel();
  const template = useDownload('template', { title: t.templateDownloaded, description: t.templateDownloadedText });

  const onFile = (file: File, via: 'picker' | 'drop') => {
    const check = checkSpreadsheet(file);
    if (!check.ok) {
      const byCode: Partial<Record<typeof check.code, string>> = {
        'spreadsheet-size': t.spreadsheetTooLarge,
        'spreadsheet-legacy-xls': t.legacyXls,
      };
      const description = byCode[check.code] ?? (via === 'drop' ? t.dropOnlyExcel : t.invalidSpreadsheetType);
      toast({ title: t.invalidFile, description, variant: 'destructive' });
      return;
    }
    picked.current = file;
    setFileState({ status: 'selected', file });
    // The first bytes decide before the user hears "ready": an old .xls renamed .xlsx or a renamed photo is refused here.
    void file
      .slice(0, 1024)
      .arrayBuffer()
      .then((buffer) => {
        // Ignore a late answer for a file the user has already replaced or removed.
        if (picked.current !== file) {
          return;
        }
        const content = spreadsheetContent(new Uint8Array(buffer), file.name);
        setFileState(content === 'ok' ? { status: 'valid', file } : { status: 'invalid', file, legacyXls: content === 'legacy-xls' });
        if (content === 'ok') {
          toast({ title: t.fileSelected, description: t.fileReady(file.name), variant: 'success' });
        } else {
          toast({ title: t.invalidFile, description: content === 'legacy-xls' ? t.legacyXls : t.invalidContent, variant: 'destructive' });
        }
      });
  };

  const submit = () => {
    if (fileState.status === 'none' || fileState.status === 'invalid') {
      toast({ title: t.noFileSelected, variant: 'destructive' });
      return;
    }
    upload.mutate(
      { file: fileState.file, mode, keywords, language: lang, existingAlts },
      {
        onSuccess: (jobId) => {
          onStarted(
            jobId,
            toast({ title: t.processingStarted, description: t.processingStartedText, variant: 'success' }),
            fileState.file.name,
          );
        },
        onError: (error) => {
          const message = errorText(error, t.uploadFailedText);
          // The panel stops saying "Ready to Process" and shows why, with the drop zone to pick a fixed file.
          picked.current = null;
          setFileState({ status: 'invalid', file: fileState.file, legacyXls: false, message });
          toast({ title: t.uploadFailed, description: message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <div className="tool-panel">
      <h3 ref={headingRef} tabIndex={-1} className="tool-step-heading">
        {mode === 'complete' ? t.uploadTitleComplete : t.uploadTitleSimple}
      </h3>
      <p>{t.uploadIntro}</p>
      <SampleCatalogue mode={mode} keywords={keywords} onStarted={onStarted} disabled={upload.isPending} />
      <div className="tool-template-row">
        <Button variant="secondary" disabled={template.busy} onClick={() => void template.run((l) => downloadTemplate(mode, l))}>
          <Download aria-hidden="true" focusable="false" size={18} />
          {t.downloadTemplate}
        </Button>
        <div>
          <h4 className="tool-subheading">{t.requiredColumns}</h4>
          <ul className="tool-columns">
            {REQUIRED_COLUMNS[mode].map((column) => (
              <li key={column}>
                <code>{column}</code>
              </li>
            ))}
          </ul>
        </div>
      </div>

      {fileState.status === 'none' || fileState.status === 'invalid' ? (
        <DropZone kind="spreadsheet" onFile={onFile} disabled={upload.isPending} />
      ) : null}
      <div aria-live="polite" className="tool-file-status">
        {fileState.status === 'invalid' ? (
          <p className="tool-field-error" data-testid="file-refused">
            <strong>{fileState.file.name}</strong> — {fileState.message ?? (fileState.legacyXls ? t.legacyXls : t.invalidContent)}
          </p>
        ) : null}
        {fileState.status === 'selected' || fileState.status === 'valid' ? (
          <div className={`tool-file-card is-${fileState.status}`}>
            <p className="tool-file-title">
              <FileText className="tool-inline-icon" aria-hidden="true" focusable="false" size={18} />
              {t.fileSelected}: <strong>{fileState.file.name}</strong> ({formatBytes(fileState.file.size, lang)})
            </p>
            {fileState.status === 'valid' ? (
              <p className="tool-file-ready">
                <Check className="tool-inline-icon" aria-hidden="true" focusable="false" size={18} />
                {t.readyToProcess}
              </p>
            ) : null}
            <Button
              variant="ghost"
              onClick={() => {
                picked.current = null;
                setFileState({ status: 'none' });
              }}
              disabled={upload.isPending}
            >
              {t.removeFile}
            </Button>
          </div>
        ) : null}
        {fileState.status === 'valid' ? <CostEstimate file={fileState.file} /> : null}
      </div>

      <KeywordsInput keywords={keywords} onChange={onKeywords} disabled={upload.isPending} />
      <ExistingAltsChoice value={existingAlts} onChange={setExistingAlts} disabled={upload.isPending} />

      <div className="tool-actions">
        <Button variant="secondary" onClick={onChangeMode} disabled={upload.isPending}>
          {t.changeMode}
        </Button>
        <Button size="lg" onClick={submit} disabled={upload.isPending} aria-busy={upload.isPending}>
          {upload.isPending ? t.uploading : t.generateTags}
        </Button>
      </div>
    </div>
  );
}
