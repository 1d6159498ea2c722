import { describe, expect, it } from 'vitest';
import { initialStoreState, storeReducer, type StoreAction, type StoreState } from './store-flow.ts';

const run = (...actions: StoreAction[]): StoreState => actions.reduce(storeReducer, initialStoreState);

describe('storeReducer', () => {
  it('goes connect → preview → running → review, and keeps the publication whose report is shown', () => {
    expect(run({ type: 'connected', connectionId: 'c1' })).toEqual({
      step: 'preview',
      connectionId: 'c1',
      runId: null,
      publicationId: null,
    });
    const review = run({ type: 'connected', connectionId: 'c1' }, { type: 'run-started', runId: 'r1' }, { type: 'run-ready' });
    expect(review).toEqual({ step: 'review', connectionId: 'c1', runId: 'r1', publicationId: null });
    expect(storeReducer(review, { type: 'publication-started', publicationId: 'p1' }).publicationId).toBe('p1');
  });

  it('a new run goes back to the same store, a change of store back to the list', () => {
    const review = run({ type: 'connected', connectionId: 'c1' }, { type: 'run-started', runId: 'r1' }, { type: 'run-ready' });
    expect(storeReducer(review, { type: 'new-run' })).toEqual({ step: 'preview', connectionId: 'c1', runId: null, publicationId: null });
    expect(storeReducer(review, { type: 'change-store' })).toEqual(initialStoreState);
  });

  it('ignores events that arrive in the wrong step (a late poll, a double click)', () => {
    expect(run({ type: 'run-started', runId: 'r1' })).toEqual(initialStoreState);
    expect(run({ type: 'run-ready' })).toEqual(initialStoreState);
    expect(run({ type: 'publication-started', publicationId: 'p1' })).toEqual(initialStoreState);
    const previewAgain = run({ type: 'connected', connectionId: 'c1' }, { type: 'run-started', runId: 'r1' }, { type: 'new-run' });
    expect(storeReducer(previewAgain, { type: 'run-ready' })).toEqual(previewAgain);
  });
});
