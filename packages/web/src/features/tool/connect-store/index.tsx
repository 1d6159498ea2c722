import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { readToken } from '../../../lib/admin-token.ts';
import { AdminRequired } from './components/admin-required.tsx';
import { ConnectStep } from './components/connect-step.tsx';
import { PreviewStep } from './components/preview-step.tsx';
import { ReviewStep } from './components/review-step.tsx';
import { RunStep } from './components/run-step.tsx';
import { initialStoreState, storeReducer } from './lib/store-flow.ts';
import { SessionLostContext } from './lib/session.ts';
import './connect-store.css';

/**
 * The tool's "Connect a store" mode (issue 11): connect a Shopify or WooCommerce store, preview, run, review, publish
 * and undo. Admin only: without an admin session (or once the server drops it) the visitor is told so and offered the
 * admin sign-in, and no form that could point the server at a store is shown. A lazy chunk of the tool.
 */
export function ConnectStore({ onChangeMode }: { onChangeMode: () => void }) {
  const [state, dispatch] = useReducer(storeReducer, initialStoreState);
  // Rendered only in the browser, after the mode was chosen: storage can be read during render.
  const [session, setSession] = useState<'active' | 'none' | 'ended'>(() => (readToken() ? 'active' : 'none'));
  const onSessionLost = useCallback(() => setSession('ended'), []);
  const onReady = useCallback(() => dispatch({ type: 'run-ready' }), []);
  const onNewRun = useCallback(() => dispatch({ type: 'new-run' }), []);
  const onChangeStore = useCallback(() => dispatch({ type: 'change-store' }), []);

  // Focus follows the step's heading, from the first one on: this panel appears because the mode was just chosen.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusKey = `${session}:${state.step}`;
  useEffect(() => {
    heading.current?.focus();
  }, [focusKey]);

  if (session !== 'active') {
    return <AdminRequired sessionEnded={session === 'ended'} onChangeMode={onChangeMode} headingRef={heading} />;
  }
  return (
    <SessionLostContext.Provider value={onSessionLost}>
      <div className="store-flow" data-step={state.step}>
        {state.step === 'connect' ? (
          <ConnectStep
            onConnected={(connectionId) => dispatch({ type: 'connected', connectionId })}
            onChangeMode={onChangeMode}
            headingRef={heading}
          />
        ) : null}
        {state.step === 'preview' && state.connectionId ? (
          <PreviewStep
            connectionId={state.connectionId}
            onStarted={(runId) => dispatch({ type: 'run-started', runId })}
            onChangeStore={onChangeStore}
            headingRef={heading}
          />
        ) : null}
        {state.step === 'running' && state.runId ? (
          <RunStep runId={state.runId} onReady={onReady} onBack={onNewRun} headingRef={heading} />
        ) : null}
        {state.step === 'review' && state.runId ? (
          <ReviewStep
            runId={state.runId}
            publicationId={state.publicationId}
            onPublication={(publicationId) => dispatch({ type: 'publication-started', publicationId })}
            onNewRun={onNewRun}
            onChangeStore={onChangeStore}
            headingRef={heading}
          />
        ) : null}
      </div>
    </SessionLostContext.Provider>
  );
}
