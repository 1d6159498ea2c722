// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { EDIT_TOKEN_HEADER, type ResultRow } from '@alt-optimizer/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { rememberEditToken } from '../../../lib/edit-tokens.ts';
import { LangProvider } from '../../../i18n/index.ts';
import { resultsKey, useResults } from '../api/results.ts';
import { ResultsTable } from './results-table.tsx';
import { stubResultPages, summaryOf } from './results.fixtures.ts';

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

/** The table reads the cached summary, as the completed step does, and its rows a page at a time (stubbed fetch). */
function Harness() {
  const results = useResults(JOB, 'en');
  return results.data ? <ResultsTable jobId={JOB} summary={results.data} id="report" /> : null;
}

function setup(lang: 'en' | 'fr' = 'en', other?: Parameters<typeof stubResultPages>[1], pageSize?: number) {
  const fetch = stubResultPages(() => rows, other, pageSize);
  const client = createQueryClient();
  client.setQueryData(resultsKey(JOB), summaryOf(rows));
  render(
    <LangProvider lang={lang}>
      <QueryClientProvider client={client}>
        <Harness />
      </QueryClientProvider>
    </LangProvider>,
  );
  return fetch;
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
  it('opens on the rows to review; the radio group filters failed rows and all rows (sheet order), with the summary counts', async () => {
    setup();
    const group = screen.getByRole('group', { name: 'Show rows' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['To review (2)', 'Failed (1)', 'All (4)']);
    expect((screen.getByRole('radio', { name: 'To review (2)' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(names()).toEqual(['Glass vase', 'Desk lamp']));
    fireEvent.click(screen.getByRole('radio', { name: 'Failed (1)' }));
    await waitFor(() => expect(names()).toEqual(['Tote bag']));
    fireEvent.click(screen.getByRole('radio', { name: 'All (4)' }));
    await waitFor(() => expect(names()).toEqual(['Linen shirt', 'Glass vase', 'Tote bag', 'Desk lamp']));
  });

  it('reads a page at a time: "Show more rows" adds the next page, then goes; how many are shown is said', async () => {
    const fetch = setup('en', undefined, 3);
    fireEvent.click(screen.getByRole('radio', { name: 'All (4)' }));
    await waitFor(() => expect(names()).toEqual(['Linen shirt', 'Glass vase', 'Tote bag']));
    expect(screen.getByTestId('rows-shown').textContent).toBe('Rows shown: 3 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Show more rows' }));
    await waitFor(() => expect(names()).toEqual(['Linen shirt', 'Glass vase', 'Tote bag', 'Desk lamp']));
    expect(screen.getByTestId('rows-shown').textContent).toBe('Rows shown: 4 of 4');
    expect(screen.queryByRole('button', { name: 'Show more rows' })).toBeNull();
    const pages = fetch.mock.calls.map(([url]) => url).filter((url) => url.includes('/rows?filter=all'));
    expect(pages).toEqual([`/api/results/${JOB}/rows?filter=all`, `/api/results/${JOB}/rows?filter=all&after=2`]);
  });

  it('speaks French', async () => {
    setup('fr', undefined, 1);
    expect(screen.getByRole('group', { name: 'Afficher les lignes' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'À vérifier (2)' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'En échec (1)' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Toutes (4)' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Approuver la balise ALT de Glass vase' })).toBeTruthy();
    expect(screen.getByTestId('rows-shown').textContent).toBe('Lignes affichées\u202f: 1 sur 2');
    expect(screen.getByRole('button', { name: 'Afficher plus de lignes' })).toBeTruthy();
  });

  it("fetches each row's thumbnail from our route with the job's edit token (never the merchant URL); a failed row has none", async () => {
    rememberEditToken(JOB, 'token-of-this-tab');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => `blob:${blob.size}` }));
    const fetch = setup('en', async () => new Response('webp', { headers: { 'content-type': 'image/webp' } }));
    fireEvent.click(screen.getByRole('radio', { name: 'All (4)' }));
    await waitFor(() => expect(document.querySelectorAll('img')).toHaveLength(3));
    const thumbs = fetch.mock.calls.filter(([url]) => url.endsWith('/thumbnail'));
    expect(thumbs.map(([url]) => url)).toEqual(['a', 'b', 'd'].map((id) => `/api/results/${JOB}/${id}/thumbnail`));
    expect(thumbs.every(([, init]) => (init?.headers as Record<string, string>)[EDIT_TOKEN_HEADER] === 'token-of-this-tab')).toBe(true);
    expect([...document.querySelectorAll('img')].map((i) => [i.getAttribute('src'), i.getAttribute('alt')])).toEqual([
      ['blob:4', ''],
      ['blob:4', ''],
      ['blob:4', ''],
    ]);
    expect(screen.getByText('c.jpg')).toBeTruthy();
  });

  it('Approve clears the flag and the count, keeps the row in view, and says so', async () => {
    const fetch = setup('en', async () => Response.json({ success: true, result: row('b', 'Glass vase', false) }));
    fireEvent.click(await screen.findByRole('button', { name: 'Approve the ALT tag of Glass vase' }));
    await screen.findByText('ALT tag approved');
    expect(fetch).toHaveBeenCalledWith(`/api/results/${JOB}/b/approve`, expect.objectContaining({ method: 'POST' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'To review (1)' })).toBeTruthy());
    expect(names()).toEqual(['Glass vase', 'Desk lamp']);
    expect(screen.queryByRole('button', { name: 'Approve the ALT tag of Glass vase' })).toBeNull();
  });

  it('Regenerate sends the keywords typed and shows the new alt', async () => {
    const fresh = { ...row('b', 'Glass vase', false), generatedAlt: 'Handmade glass vase in blue' };
    const fetch = setup('en', async () => Response.json({ success: true, result: fresh }));
    fireEvent.click(await screen.findByRole('button', { name: 'Regenerate the ALT tag of Glass vase' }));
    const panel = screen.getByRole('group', { name: 'Regenerate the ALT tag of Glass vase' });
    const input = within(panel).getByRole('textbox');
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: 'handmade' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Regenerate ALT tag' }));
    await screen.findByText('Handmade glass vase in blue');
    const [url, init] = fetch.mock.calls.find(([u]) => u.endsWith('/regenerate')) as unknown as [string, RequestInit];
    expect(url).toBe(`/api/results/${JOB}/b/regenerate`);
    expect(JSON.parse(String(init.body))).toEqual({ keywords: ['handmade'] });
    expect(screen.getByText('New ALT tag saved')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Regenerate the ALT tag of Glass vase' }));
  });

  it("a refused regeneration shows the server's reason", async () => {
    const error = 'The image could not be analysed again: Image not found (404)';
    setup('en', async () => Response.json({ success: false, error }, { status: 422 }));
    fireEvent.click(screen.getByRole('radio', { name: 'Failed (1)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Regenerate the ALT tag of Tote bag' }));
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate ALT tag' }));
    await screen.findByText(error);
  });
});
