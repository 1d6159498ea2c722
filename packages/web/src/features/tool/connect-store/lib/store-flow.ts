/**
 * "Connect a store" as a pure reducer (the tool's own flow is lib/tool-flow.ts): connect (a saved store or a new
 * one) → preview (counts, options) → running (read the store, describe its images) → review (tick, edit, publish,
 * per-image report, history with undo). Each later step keeps what the earlier ones chose, so Back is exact.
 */
export type StoreStep = 'connect' | 'preview' | 'running' | 'review';

export interface StoreState {
  step: StoreStep;
  connectionId: string | null;
  runId: string | null;
  /** The publication (or undo) whose per-image report is shown under the review table. */
  publicationId: string | null;
}

export type StoreAction =
  | { type: 'connected'; connectionId: string }
  | { type: 'run-started'; runId: string }
  | { type: 'run-ready' }
  | { type: 'publication-started'; publicationId: string }
  /** Back to the preview of the same store: another run with other options. */
  | { type: 'new-run' }
  /** Back to the store list: another store. */
  | { type: 'change-store' };

export const initialStoreState: StoreState = { step: 'connect', connectionId: null, runId: null, publicationId: null };

export function storeReducer(state: StoreState, action: StoreAction): StoreState {
  switch (action.type) {
    case 'connected':
      return { ...initialStoreState, step: 'preview', connectionId: action.connectionId };
    case 'run-started':
      return state.step === 'preview' ? { ...state, step: 'running', runId: action.runId, publicationId: null } : state;
    case 'run-ready':
      // A late poll after the merchant left the run must not pull them back into it.
      return state.step === 'running' ? { ...state, step: 'review' } : state;
    case 'publication-started':
      return state.step === 'review' ? { ...state, publicationId: action.publicationId } : state;
    case 'new-run':
      return state.connectionId ? { ...initialStoreState, step: 'preview', connectionId: state.connectionId } : initialStoreState;
    case 'change-store':
      return initialStoreState;
  }
}
