import { lazy, Suspense, useCallback, useEffect, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLang, useT } from '../../i18n/index.ts';
import { editTokenFor, rememberEditToken } from '../../lib/edit-tokens.ts';
import { rememberRecentJob } from '../../lib/recent-jobs.ts';
import { jobAt, jobPath, pathFor } from '../../routes/paths.ts';
import { CompletedStep } from './components/completed-step.tsx';
import { ModeCards } from './components/mode-cards.tsx';
import { ProcessingStep } from './components/processing-step.tsx';
import { RecentJobs } from './components/recent-jobs.tsx';
import { SingleImagePanel } from './components/single-image-panel.tsx';
import { UploadStep } from './components/upload-step.tsx';
import { useFocusOnChange } from './hooks/use-focus-on-change.ts';
import { useStartedToast } from './hooks/use-started-toast.ts';
import { initialToolState, toolReducer, type ToolMode } from './lib/tool-flow.ts';
import { toolMessages } from './messages.ts';
import './tool.css';

// "Connect a store" is admin-only and larger than a card: its own chunk, loaded when the mode is chosen.
const ConnectStore = lazy(() => import('./connect-store/index.tsx').then((m) => ({ default: m.ConnectStore })));
// "Audit a site" (issue 25): its own chunk too, loaded when the mode is chosen.
const PageAudit = lazy(() => import('./page-audit/index.tsx').then((m) => ({ default: m.PageAudit })));

/**
 * The home page tool (spec section 2): mode-selection → upload → processing → completed, with the
 * single-image panel as single mode's upload step. Loaded lazily by the home page.
 */
export function ToolSection() {
  const t = useT(toolMessages);
  const [state, dispatch] = useReducer(toolReducer, initialToolState);
  // Focus follows the step (and the mode, so switching cards lands on the new panel's heading).
  const focusKey = `${state.step}:${state.mode ?? ''}`;
  const stepHeading = useFocusOnChange<HTMLHeadingElement>(focusKey);

  const lang = useLang();
  const navigate = useNavigate();
  // A job's own URL (/jobs/{id}#token): restore it once the page is live. The token in the hash is kept for edits.
  useEffect(() => {
    const job = jobAt(window.location.pathname);
    if (!job) {
      return;
    }
    const token = decodeURIComponent(window.location.hash.slice(1)) || editTokenFor(job.jobId);
    if (token) {
      rememberEditToken(job.jobId, token);
    }
    rememberRecentJob({ id: job.jobId, token: token ?? '', fileName: '', lang: job.lang, startedAt: new Date().toISOString() });
    dispatch({ type: 'restore', jobId: job.jobId });
  }, []);

  const selectMode = (mode: ToolMode) => dispatch({ type: 'select-mode', mode });
  const reset = useCallback(() => {
    dispatch({ type: 'reset' });
    // Leave the job's URL (the hash keeps the page where it is: the tool, not the top).
    if (jobAt(window.location.pathname)) {
      void navigate(`${pathFor('home', lang) ?? '/'}#tool-title`, { replace: true });
    }
  }, [navigate, lang]);
  const setKeywords = (keywords: string[]) => dispatch({ type: 'set-keywords', keywords });
  // A job done in ~2 s would leave "Processing Started" over its report: that toast goes when the job completes.
  const startedToast = useStartedToast();
  const onStarted = useCallback(
    (jobId: string, toastId: string, fileName: string) => {
      startedToast.remember(toastId);
      dispatch({ type: 'started', jobId });
      // The job gets a URL of its own: a reload or a kept link comes back to it (issue 24 item 1).
      const token = editTokenFor(jobId) ?? '';
      rememberRecentJob({ id: jobId, token, fileName, lang, startedAt: new Date().toISOString() });
      void navigate(jobPath(jobId, token, lang), { replace: true });
    },
    [startedToast, navigate, lang],
  );
  const onCompleted = useCallback(() => {
    startedToast.dismiss();
    dispatch({ type: 'completed' });
  }, [startedToast]);
  const choosing = state.step === 'mode-selection' || state.step === 'upload';
  // The section is prerendered; `data-ready` tells scripts (and tests) the buttons are now live.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  return (
    <section
      className="section tool"
      aria-labelledby={choosing ? 'tool-title' : undefined}
      data-step={state.step}
      data-ready={ready ? 'true' : undefined}
    >
      <div className="container">
        {choosing ? (
          <>
            <h2 id="tool-title" className="section-title" ref={state.step === 'mode-selection' ? stepHeading : undefined} tabIndex={-1}>
              {t.sectionTitle}
            </h2>
            <p className="section-intro">{t.sectionIntro}</p>
            <ModeCards selected={state.mode} onSelect={selectMode} />
            {state.step === 'mode-selection' && ready ? <RecentJobs /> : null}
          </>
        ) : null}
        {state.step === 'upload' && state.mode === 'single' ? (
          <SingleImagePanel keywords={state.keywords} onKeywords={setKeywords} onChangeMode={reset} headingRef={stepHeading} />
        ) : null}
        {state.step === 'upload' && (state.mode === 'complete' || state.mode === 'simple') ? (
          <UploadStep
            key={state.mode}
            mode={state.mode}
            keywords={state.keywords}
            onKeywords={setKeywords}
            onChangeMode={reset}
            onStarted={onStarted}
            headingRef={stepHeading}
          />
        ) : null}
        {state.step === 'upload' && state.mode === 'store' ? (
          <Suspense fallback={null}>
            <ConnectStore onChangeMode={reset} />
          </Suspense>
        ) : null}
        {state.step === 'upload' && state.mode === 'audit' ? (
          <Suspense fallback={null}>
            <PageAudit onChangeMode={reset} />
          </Suspense>
        ) : null}
        {state.step === 'processing' && state.jobId ? (
          <ProcessingStep jobId={state.jobId} onCompleted={onCompleted} onProcessAnother={reset} headingRef={stepHeading} />
        ) : null}
        {state.step === 'completed' && state.jobId ? (
          <CompletedStep
            jobId={state.jobId}
            showReport={state.showReport}
            onToggleReport={() => dispatch({ type: 'toggle-report' })}
            onProcessAnother={reset}
            headingRef={stepHeading}
          />
        ) : null}
      </div>
    </section>
  );
}
