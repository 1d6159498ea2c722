import { useEffect, useRef, useState, type Ref } from 'react';
import type { SingleImageResult } from '@alt-optimizer/contract';
import { Button, useToast } from '../../../components/index.ts';
import { useLang, useT } from '../../../i18n/index.ts';
import { useAnalyzeSingleImage } from '../api/analyze-single-image.ts';
import { errorText } from '../../../lib/api-request.ts';
import { checkImage } from '../lib/file-rules.ts';
import { toolMessages } from '../messages.ts';
import { runMessages } from '../messages-run.ts';
import { DropZone } from './drop-zone.tsx';
import { KeywordsInput } from './keywords-input.tsx';
import { SingleResult } from './single-result.tsx';

interface SingleImagePanelProps {
  keywords: string[];
  onKeywords: (keywords: string[]) => void;
  onChangeMode: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** Single mode (spec sections 2 and 4): pick, preview, analyse, show, copy. */
export function SingleImagePanel({ keywords, onKeywords, onChangeMode, headingRef }: SingleImagePanelProps) {
  const t = useT(runMessages);
  const tt = useT(toolMessages);
  const lang = useLang();
  const { toast } = useToast();
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [result, setResult] = useState<SingleImageResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const analyze = useAnalyzeSingleImage();
  const pickerRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  // One object URL per chosen image, revoked when replaced so previews do not leak memory.
  useEffect(() => {
    if (!image) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const clearAll = () => {
    setImage(null);
    setResult(null);
    setFailure(null);
    onKeywords([]);
    analyze.reset();
  };

  const onFile = (file: File) => {
    const check = checkImage(file);
    if (!check.ok) {
      toast(
        check.code === 'image-size'
          ? { title: tt.imageTooLargeTitle, description: tt.imageTooLargeText, variant: 'destructive' }
          : { title: tt.invalidImageTitle, description: tt.invalidImageText, variant: 'destructive' },
      );
      return;
    }
    clearAll();
    setImage(file);
  };

  const generate = () => {
    if (!image) {
      return;
    }
    setFailure(null);
    analyze.mutate(
      { image, keywords, language: lang },
      {
        onSuccess: (data) => {
          setResult(data);
          toast({ title: t.analysisComplete, description: t.analysisCompleteText, variant: 'success' });
          // Bring the answer into view and to the screen reader's attention.
          requestAnimationFrame(() => resultRef.current?.querySelector('h4')?.focus());
        },
        onError: (error) => {
          const message = errorText(error, t.analysisFailedText);
          setFailure(message);
          toast({ title: t.analysisFailed, description: message, variant: 'destructive' });
        },
      },
    );
  };

  const copy = async () => {
    if (!result) {
      return;
    }
    try {
      await navigator.clipboard.writeText(result.altTag);
      toast({ title: t.copied, description: t.copiedText, variant: 'success' });
    } catch {
      toast({ title: t.copyFailed, variant: 'destructive' });
    }
  };

  const analyzeNew = () => {
    clearAll();
    // The picker is remounted with the drop zone; open it once React has rendered it.
    requestAnimationFrame(() => pickerRef.current?.click());
  };

  return (
    <div className="tool-panel">
      <h3 ref={headingRef} tabIndex={-1} className="tool-step-heading">
        {t.singleHeading}
      </h3>
      <p>{t.singleIntro}</p>
      <div className="tool-single-grid">
        <div>
          {image && preview ? (
            <figure className="tool-preview">
              <img src={preview} alt={t.previewAlt(image.name)} />
              <figcaption>{image.name}</figcaption>
            </figure>
          ) : (
            <DropZone kind="image" onFile={onFile} inputRef={pickerRef} />
          )}
          <KeywordsInput keywords={keywords} onChange={onKeywords} disabled={analyze.isPending} />
          <div className="tool-actions">
            <Button variant="secondary" onClick={onChangeMode} disabled={analyze.isPending}>
              {tt.changeMode}
            </Button>
            <Button variant="ghost" onClick={clearAll} disabled={analyze.isPending}>
              {t.reset}
            </Button>
            <Button size="lg" onClick={generate} disabled={!image || analyze.isPending} aria-busy={analyze.isPending}>
              {analyze.isPending ? t.analyzing : t.generateTag}
            </Button>
          </div>
        </div>
        <div ref={resultRef}>
          {result ? <SingleResult result={result} onCopy={() => void copy()} onAnalyzeNew={analyzeNew} /> : null}
          {failure ? (
            <p className="tool-field-error" role="alert">
              {t.analysisFailed}: {failure}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
