import { describe, expect, it } from 'vitest';
import { initialToolState, toolReducer, type ToolState } from './tool-flow.ts';

const run = (...actions: Parameters<typeof toolReducer>[1][]): ToolState => actions.reduce(toolReducer, initialToolState);

describe('toolReducer', () => {
  it('goes mode-selection → upload → processing → completed', () => {
    const s1 = run({ type: 'select-mode', mode: 'complete' });
    expect(s1).toMatchObject({ step: 'upload', mode: 'complete' });
    const s2 = toolReducer(s1, { type: 'started', jobId: 'j1' });
    expect(s2).toMatchObject({ step: 'processing', jobId: 'j1' });
    expect(toolReducer(s2, { type: 'completed' }).step).toBe('completed');
  });
  it('clears keywords when a mode is chosen', () => {
    const s = run(
      { type: 'select-mode', mode: 'simple' },
      { type: 'set-keywords', keywords: ['a'] },
      { type: 'select-mode', mode: 'complete' },
    );
    expect(s.keywords).toEqual([]);
  });
  it('reset clears mode, job id and the report toggle', () => {
    const s = run(
      { type: 'select-mode', mode: 'simple' },
      { type: 'started', jobId: 'j' },
      { type: 'completed' },
      { type: 'toggle-report' },
    );
    expect(s.showReport).toBe(true);
    expect(toolReducer(s, { type: 'reset' })).toEqual(initialToolState);
  });
  it('ignores a completion that arrives outside processing (late poll after reset)', () => {
    expect(run({ type: 'completed' })).toEqual(initialToolState);
    expect(run({ type: 'started', jobId: 'x' })).toEqual(initialToolState);
  });
});

describe('a job restored from its own URL (issue 24 item 1)', () => {
  it('opens on the processing step, whose progress then leads to completed', () => {
    const restored = toolReducer(initialToolState, { type: 'restore', jobId: 'j1' });
    expect(restored).toMatchObject({ step: 'processing', jobId: 'j1', mode: null });
    expect(toolReducer(restored, { type: 'completed' }).step).toBe('completed');
  });
});
