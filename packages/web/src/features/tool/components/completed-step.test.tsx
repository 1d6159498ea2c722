// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import type { ResultRow, ResultsResponse } from '@alt-optimizer/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { ToastProvider } from '../../../components/index.ts';
import { LangProvider } from '../../../i18n/index.ts';
import { resultsKey } from '../api/results.ts';
import { CompletedStep } from './completed-step.tsx';

const JOB = '6f1c2e0a-0000-4000-8000-000000000001';

function row(id: string, title: string, needsReview: boolean, processingStatus = 'success'): ResultRow {
  const generatedAlt = processingStatus === 'success' ? `${title} on a white background` : null;
  return {
    id,
    productId: id.toUpperCase(),
    title,
    shopifyUrl: `https://cdn.example/${id}.jpg`,
    generatedAlt,
    processingStatus,
    errorMessage: generatedAlt ? null : 'Image not found (404)',
    characterCount: generatedAlt?.length ?? 0,
    needsReview,
  };
}

function results(): ResultsResponse {
  // Sheet order, as the API sends it: the flagged rows are second and fourth.
  const rows = [
    row('p1', 'Linen shirt', false),
    row('p2', 'Glass vase', true),
    row('p3', 'Tote bag', false, 'failed'),
    row('p4', 'Desk lamp', true),
  ];
  return {
    totalProducts: 4,
    successfulProducts: 3,
    errorProducts: 1,
    averageAltLength: 30,
    processingTime: 12,
    qualityMetrics: { seoOptimized: 100, visualAnalysisQuality: 90, characterLimitCompliance: 100 },
    needsReviewCount: 2,
    results: rows,
  };
}

function setup(lang: 'en' | 'fr' = 'en') {
  const client = createQueryClient();
  client.setQueryData(resultsKey(JOB), results());
  render(
    <LangProvider lang={lang}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <CompletedStep jobId={JOB} showReport onToggleReport={() => undefined} onProcessAnother={() => undefined} headingRef={null} />
        </ToastProvider>
      </QueryClientProvider>
    </LangProvider>,
  );
}

/** The number shown under a summary label. */
const summary = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CompletedStep: rows to review', () => {
  it('counts them in the summary, badges them in words and lists them first', () => {
    setup();
    expect(summary('To review')).toBe('2');
    expect(bodyRows().map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Glass vase',
      'Desk lamp',
      'Linen shirt',
      'Tote bag',
    ]);
    const badges = bodyRows().map((r) => within(r).queryByText('To review') !== null);
    expect(badges).toEqual([true, true, false, false]);
    // Colour is not the only signal: the badge is text, next to the row's status.
    expect(within(bodyRows()[0]!).getByText('Success')).toBeTruthy();
  });

  it('speaks French on /fr', () => {
    setup('fr');
    expect(summary('À vérifier')).toBe('2');
    expect(within(bodyRows()[0]!).getByText('À vérifier')).toBeTruthy();
  });

  it('an inline edit clears the row flag and the count, and the row stays where it is', async () => {
    const saved = 'Clear glass vase with a narrow neck';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: true, result: { ...row('p2', 'Glass vase', false), generatedAlt: saved } })),
    );
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Edit the ALT tag of Glass vase' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'ALT tag of Glass vase' }), { target: { value: saved } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(saved);
    await waitFor(() => expect(summary('To review')).toBe('1'));
    const first = bodyRows()[0]!;
    expect(within(first).getByRole('rowheader').textContent).toBe('Glass vase');
    expect(within(first).queryByText('To review')).toBeNull();
    expect(within(bodyRows()[1]!).getByText('To review')).toBeTruthy();
  });
});
