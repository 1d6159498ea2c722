import { Copy, TriangleAlert } from 'lucide-react';
import { LIMITS, type ImageType, type SingleImageResult } from '@alt-optimizer/contract';
import { Button } from '../../../components/index.ts';
import { useLang, useT } from '../../../i18n/index.ts';
import { formatConfidence, formatSeconds } from '../lib/format.ts';
import { runMessages } from '../messages-run.ts';
import { EngineNote } from './engine-note.tsx';

interface SingleResultProps {
  result: SingleImageResult;
  onCopy: () => void;
  onAnalyzeNew: () => void;
}

/** Result panel: the alt text with its length/125, then image type, characters, confidence, time. */
export function SingleResult({ result, onCopy, onAnalyzeNew }: SingleResultProps) {
  const t = useT(runMessages);
  const lang = useLang();
  const typeLabel: Record<ImageType, string> = {
    packshot: t.typePackshot,
    model: t.typeModel,
    lifestyle: t.typeLifestyle,
    detail: t.typeDetail,
    text: t.typeText,
    decorative: t.typeDecorative,
  };
  const length = result.altTag.length;

  return (
    <section className="tool-result" aria-labelledby="tool-result-heading">
      <div className="tool-result-head">
        <h4 id="tool-result-heading" tabIndex={-1}>
          {t.resultHeading}
        </h4>
        <span className="tool-length" aria-label={t.charsOfLabel(length, LIMITS.altMaxChars)}>
          {t.charsOf(length, LIMITS.altMaxChars)}
        </span>
      </div>
      <p className="tool-alt-text" lang={lang} data-testid="single-alt">
        {result.altTag}
      </p>
      {result.needsReview ? (
        <p className="tool-review-note" data-testid="single-review-note">
          <TriangleAlert className="tool-inline-icon" aria-hidden="true" focusable="false" size={18} />
          {t.reviewNote}
        </p>
      ) : null}
      <EngineNote engines={[result.engine]} />
      <dl className="tool-facts">
        <div>
          <dt>{t.imageType}</dt>
          <dd>{typeLabel[result.imageType]}</dd>
        </div>
        <div>
          <dt>{t.characters}</dt>
          <dd>{length}</dd>
        </div>
        <div>
          <dt>{t.confidence}</dt>
          <dd>{formatConfidence(result.confidence, lang)}</dd>
        </div>
        <div>
          <dt>{t.processingTime}</dt>
          <dd>{formatSeconds(result.processing_time, lang)}</dd>
        </div>
      </dl>
      <div className="tool-actions">
        <Button onClick={onCopy}>
          <Copy aria-hidden="true" focusable="false" size={18} />
          {t.copyTag}
        </Button>
        <Button variant="secondary" onClick={onAnalyzeNew}>
          {t.analyzeNew}
        </Button>
      </div>
    </section>
  );
}
