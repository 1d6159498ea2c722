// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import type { ResultRow, ResultsResponse } from '@alt-optimizer/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { LangProvider } from '../../../i18n/index.ts';
import { resultsKey, useResults } from '../api/results.ts';
import { ResultsTable } from './results-table.tsx';

const JOB = '6f1c2e0a-0000-4000-8000-000000000002';

function row(id: string, title: string, needsReview: boolean, processingStatus = 'success'): ResultRow {
  const generatedAlt = processingStatus === 'success' ? `${title} on a white background` : null;
  return {
    id,
    productId: null,
    title,
    shopifyUrl: `https://cdn.example/files/${id}.jpg`,
    generatedAlt,
    processingStatus,
    errorMessage: generatedAlt ? null : 'Image not found (404)',
    characterCount: generatedAlt?.length ?? 0,
    needsReview,
    oldAlt: null,
    oldAltVerdict: null,
    oldAltReasons: [],
  };
}

const rows = [
  row('a', 'Linen shirt', false),
  row('b', 'Glass vase', true),
  row('c', 'Tote bag', false, 'failed'),
  row('d', 'Desk lamp', true),
];

/** The table reads the cached results, as the completed step does, so actions that update the cache show. */
function Harness() {
  const results = useResults(JOB, 'en');
  return results.data ? <ResultsTable jobId={JOB} rows={results.data.results} id="report" /> : null;
}

function setup(lang: 'en' | 'fr' = 'en') {
  const client = createQueryClient();
  const data: ResultsResponse = {
    totalProducts: 4,
    successfulProducts: 3,
    errorProducts: 1,
    averageAltLength: 30,
    processingTime: 5,
    qualityMetrics: { seoOptimized: 75, visualAnalysisQuality: 25, characterLimitCompliance: 75 },
    measuredRows: 4,
    engines: ['local'],
    needsReviewCount: 2,
    downloadFileName: 'shopify-products-optimized.xlsx',
    filesExpired: false,
    results: rows,
  };
  client.setQueryData(resultsKey(JOB), data);
  render(
    <LangProvider lang={lang}>
      <QueryClientProvider client={client}>
        <Harness />
      </QueryClientProvider>
    </LangProvider>,
  );
  return client;
}

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.querySelector('.tool-row-name')?.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResultsTable: review queue', () => {
  it('opens on the rows to review; the radio group filters failed rows and all rows, with live counts', () => {
    setup();
    const group = screen.getByRole('group', { name: 'Show rows' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['To review (2)', 'Failed (1)', 'All (4)']);
    expect((screen.getByRole('radio', { name: 'To review (2)' }) as HTMLInputElement).checked).toBe(true);
    expect(names()).toEqual(['Glass vase', 'Desk lamp']);
    fireEvent.click(screen.getByRole('radio', { name: 'Failed (1)' }));
    expect(names()).toEqual(['Tote bag']);
    fireEvent.click(screen.getByRole('radio', { name: 'All (4)' }));
    expect(names()).toEqual(['Glass vase', 'Desk lamp', 'Linen shirt', 'Tote bag']);
  });

  it('speaks French', () => {
    setup('fr');
    expect(screen.getByRole('group', { name: 'Afficher les lignes' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'À vérifier (2)' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'En échec (1)' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Toutes (4)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approuver la balise ALT de Glass vase' })).toBeTruthy();
  });

  it('shows each row through our thumbnail route (never the merchant URL), lazily; a failed row has none; the file name is written', () => {
    setup();
    fireEvent.click(screen.getByRole('radio', { name: 'All (4)' }));
    const images = [...document.querySelectorAll('img')];
    expect(images.map((i) => i.getAttribute('src'))).toEqual(['b', 'd', 'a'].map((id) => `/api/results/${JOB}/${id}/thumbnail`));
    expect(images.every((i) => i.getAttribute('loading') === 'lazy' && i.getAttribute('alt') === '')).toBe(true);
    expect(screen.getByText('c.jpg')).toBeTruthy();
  });

  it('Approve clears the flag and the count, keeps the row in view, and says so', async () => {
    const fetch = vi.fn(async () => Response.json({ success: true, result: row('b', 'Glass vase', false) }));
    vi.stubGlobal('fetch', fetch);
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Approve the ALT tag of Glass vase' }));
    await screen.findByText('ALT tag approved');
    expect(fetch).toHaveBeenCalledWith(`/api/results/${JOB}/b/approve`, expect.objectContaining({ method: 'POST' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'To review (1)' })).toBeTruthy());
    expect(names()).toEqual(['Glass vase', 'Desk lamp']);
    expect(screen.queryByRole('button', { name: 'Approve the ALT tag of Glass vase' })).toBeNull();
  });

  it('Regenerate sends the keywords typed and shows the new alt', async () => {
    const fresh = { ...row('b', 'Glass vase', false), generatedAlt: 'Handmade glass vase in blue' };
    const fetch = vi.fn(async () => Response.json({ success: true, result: fresh }));
    vi.stubGlobal('fetch', fetch);
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate the ALT tag of Glass vase' }));
    const panel = screen.getByRole('group', { name: 'Regenerate the ALT tag of Glass vase' });
    const input = within(panel).getByRole('textbox');
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: 'handmade' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Regenerate ALT tag' }));
    await screen.findByText('Handmade glass vase in blue');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/results/${JOB}/b/regenerate`);
    expect(JSON.parse(String(init.body))).toEqual({ keywords: ['handmade'] });
    expect(screen.getByText('New ALT tag saved')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Regenerate the ALT tag of Glass vase' }));
  });

  it("a refused regeneration shows the server's reason", async () => {
    const error = 'The image could not be analysed again: Image not found (404)';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: false, error }, { status: 422 })),
    );
    setup();
    fireEvent.click(screen.getByRole('radio', { name: 'Failed (1)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate the ALT tag of Tote bag' }));
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate ALT tag' }));
    await screen.findByText(error);
  });
});
