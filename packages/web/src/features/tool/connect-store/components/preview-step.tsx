import { useId, useState, type Ref } from 'react';
import { DEFAULT_EXISTING_ALT_POLICY, type ExistingAltPolicy } from '@alt-optimizer/contract';
import { Button } from '../../../../components/index.ts';
import { useLang, useT } from '../../../../i18n/index.ts';
import { ExistingAltsChoice } from '../../components/existing-alts-choice.tsx';
import { KeywordsInput } from '../../components/keywords-input.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useConnections, usePreview } from '../api/connections.ts';
import { useCreateRun } from '../api/runs.ts';
import { connectMessages } from '../connect-store.messages.ts';
import { storeName } from '../lib/store-format.ts';
import { failureMessage, useFailureText, useSessionCheck } from '../lib/session.ts';
import { ErrorNote } from './error-note.tsx';

interface PreviewStepProps {
  connectionId: string;
  onStarted: (runId: string) => void;
  onChangeStore: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** How many images the store has and how many lack an ALT; the run's options (dry run, what to do with existing ALT text, keywords); Generate. */
export function PreviewStep({ connectionId, onStarted, onChangeStore, headingRef }: PreviewStepProps) {
  const t = useT(connectMessages);
  const lang = useLang();
  const id = useId();
  const failureText = useFailureText();
  const connection = useConnections(lang).data?.connections.find((c) => c.id === connectionId);
  const preview = usePreview(connectionId, lang);
  useSessionCheck(preview.error);
  const create = useCreateRun(lang);
  const [dryRun, setDryRun] = useState(false);
  const [existingAlts, setExistingAlts] = useState<ExistingAltPolicy>(DEFAULT_EXISTING_ALT_POLICY);
  const [keywords, setKeywords] = useState<string[]>([]);
  const [runError, setRunError] = useState<string | null>(null);
  const counts = preview.data?.preview;
  // "Replace only what is bad": the images without ALT at least; the server judges the others as it reads them.
  const toDescribe = counts ? (existingAlts === 'overwrite' ? counts.imagesTotal : counts.imagesLackingAlt) : 0;
  const canStart = counts ? (existingAlts === 'replace-bad' ? counts.imagesTotal > 0 : toDescribe > 0) : false;
  const n = (value: number) => formatNumber(value, lang);

  const start = () => {
    setRunError(null);
    create.mutate(
      { connectionId, request: { dryRun, existingAlts, language: lang, keywords } },
      { onSuccess: (answer) => onStarted(answer.run.id), onError: (error) => setRunError(failureText(error, t.runFailedText)) },
    );
  };

  return (
    <div className="tool-panel store-preview">
      <h2 ref={headingRef} tabIndex={-1} className="tool-step-heading">
        {t.previewHeading(connection ? storeName(connection) : t.heading)}
      </h2>
      {preview.isPending ? (
        <p className="tool-muted" role="status">
          {t.previewLoading}
        </p>
      ) : null}
      {preview.isError ? <ErrorNote title={t.previewFailed} message={failureMessage(preview.error, t.connectionFailedText)} /> : null}
      {counts ? (
        <>
          <dl className="tool-stats">
            <div>
              <dt>{t.products}</dt>
              <dd>{n(counts.products)}</dd>
            </div>
            <div>
              <dt>{t.imagesTotal}</dt>
              <dd>{n(counts.imagesTotal)}</dd>
            </div>
            <div>
              <dt>{t.imagesLackingAlt}</dt>
              <dd className="is-error">{n(counts.imagesLackingAlt)}</dd>
            </div>
          </dl>
          <p className="store-summary">{t.previewSummary(n(counts.imagesLackingAlt), n(counts.imagesTotal))}</p>
          <fieldset className="store-options" disabled={create.isPending}>
            <legend className="tool-label">{t.optionsLegend}</legend>
            <div className="store-check">
              <input
                id={`${id}-dry`}
                type="checkbox"
                checked={dryRun}
                onChange={(e) => setDryRun(e.target.checked)}
                aria-describedby={`${id}-dry-help`}
              />
              <label htmlFor={`${id}-dry`}>{t.dryRun}</label>
              <p id={`${id}-dry-help`} className="tool-help">
                {t.dryRunHelp}
              </p>
            </div>
          </fieldset>
          <ExistingAltsChoice value={existingAlts} onChange={setExistingAlts} disabled={create.isPending} source="store" />
          <KeywordsInput keywords={keywords} onChange={setKeywords} disabled={create.isPending} />
          {/* Polite: the count follows the choice as it changes. */}
          <p className="store-summary" role="status">
            {existingAlts === 'replace-bad' && canStart
              ? t.willDescribeAtLeast(n(toDescribe))
              : toDescribe > 0
                ? t.willDescribe(n(toDescribe))
                : t.nothingToDescribe}
          </p>
        </>
      ) : null}
      <ErrorNote title={t.runFailedTitle} message={runError} />
      <div className="tool-actions">
        <Button size="lg" onClick={start} disabled={!canStart || create.isPending} aria-busy={create.isPending}>
          {create.isPending ? t.starting : t.startRun}
        </Button>
        <Button variant="secondary" onClick={onChangeStore}>
          {t.changeStore}
        </Button>
      </div>
    </div>
  );
}
