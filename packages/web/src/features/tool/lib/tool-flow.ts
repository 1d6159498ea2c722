import type { BulkMode } from '@alt-optimizer/contract';

/** The home tool's page flow (spec section 4) as a pure reducer, so transitions are unit-tested. */
export type ToolStep = 'mode-selection' | 'upload' | 'processing' | 'completed';
/**
 * `store`: "Connect a store" (issue 11), the admin-only mode that reads and writes a Shopify or WooCommerce store;
 * `audit`: "Audit a site" (issue 25), a page or a sitemap's images against RGAA / WCAG.
 */
export type ToolMode = 'single' | BulkMode | 'store' | 'audit';

export interface ToolState {
  step: ToolStep;
  mode: ToolMode | null;
  jobId: string | null;
  showReport: boolean;
  keywords: string[];
}

export type ToolAction =
  | { type: 'select-mode'; mode: ToolMode }
  | { type: 'set-keywords'; keywords: string[] }
  | { type: 'started'; jobId: string }
  /** The page was opened at a job's own URL (a reload, a kept link, the recent jobs list): its progress decides the step. */
  | { type: 'restore'; jobId: string }
  | { type: 'completed' }
  | { type: 'toggle-report' }
  /** Change Mode and Process Another File both land here. */
  | { type: 'reset' };

export const initialToolState: ToolState = {
  step: 'mode-selection',
  mode: null,
  jobId: null,
  showReport: false,
  keywords: [],
};

export function toolReducer(state: ToolState, action: ToolAction): ToolState {
  switch (action.type) {
    case 'select-mode':
      // Keywords are cleared whenever a mode is chosen.
      return { ...state, step: 'upload', mode: action.mode, keywords: [], jobId: null, showReport: false };
    case 'set-keywords':
      return { ...state, keywords: action.keywords };
    case 'started':
      return state.step === 'upload' ? { ...state, step: 'processing', jobId: action.jobId } : state;
    case 'restore':
      return { ...initialToolState, step: 'processing', jobId: action.jobId };
    case 'completed':
      return state.step === 'processing' ? { ...state, step: 'completed' } : state;
    case 'toggle-report':
      return { ...state, showReport: !state.showReport };
    case 'reset':
      return initialToolState;
  }
}
