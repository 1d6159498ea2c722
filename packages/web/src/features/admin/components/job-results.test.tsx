// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { resultThumbnailPath, STORAGE_KEYS, type AdminJobResult } from '@alt-optimizer/contract';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { JobResults } from './job-results.tsx';

const JOB = '6f1c2e0a-0000-4000-8000-000000000002';
const TOKEN = 'token';

const rows: AdminJobResult[] = [
  {
    id: 'r1',
    title: 'Linen shirt',
    shopifyUrl: 'https://cdn.example.com/shirt.jpg',
    generatedAlt: 'Navy linen shirt',
    errorMessage: null,
    processingStatus: 'success',
    needsReview: false,
  },
  {
    id: 'r2',
    title: 'Glass vase',
    shopifyUrl: 'https://cdn.example.com/vase.jpg',
    generatedAlt: 'Clear glass vase',
    errorMessage: null,
    processingStatus: 'success',
    needsReview: true,
  },
  // Simple mode: no title, the URL names the row; it failed, so there is no thumbnail to ask for.
  {
    id: 'r3',
    title: '',
    shopifyUrl: 'http://10.0.0.5/private.jpg',
    generatedAlt: null,
    errorMessage: 'Address not allowed',
    processingStatus: 'failed',
    needsReview: false,
  },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function renderResults() {
  const client = createQueryClient();
  // Same key as useAdminJobResults: the rows are already loaded.
  client.setQueryData(['/api/admin/jobs', JOB, 'results', TOKEN], rows);
  render(
    <QueryClientProvider client={client}>
      <JobResults token={TOKEN} jobId={JOB} jobName="catalogue.xlsx" id="results" onError={() => undefined} />
    </QueryClientProvider>,
  );
  return within(screen.getByRole('region', { name: 'Résultats de catalogue.xlsx' })).getAllByRole('listitem');
}

describe('admin JobResults', () => {
  it('marks the rows to review with a French text badge', () => {
    const items = renderResults();
    expect(items.map((li) => within(li).queryByText('À vérifier') !== null)).toEqual([false, true, false]);
    expect(within(items[1]!).getByText('Réussi')).toBeTruthy();
  });

  it('shows each row’s thumbnail from our server with the admin session (issue 23 #4), never the image URL itself', async () => {
    const fetch = vi.fn(async () => new Response('webp'));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:thumb', revokeObjectURL: () => undefined }));
    window.localStorage.setItem(STORAGE_KEYS.adminToken, TOKEN);
    const items = renderResults();
    await waitFor(() => expect(items[0]!.querySelector('img')).not.toBeNull());
    // Decorative: the row's name and URL are written beside it.
    expect(items[0]!.querySelector('img')!.getAttribute('alt')).toBe('');
    const asked = fetch.mock.calls.map((call) => call as unknown as [string, RequestInit]);
    expect(asked.map(([url]) => url)).toEqual([resultThumbnailPath(JOB, 'r1'), resultThumbnailPath(JOB, 'r2')]);
    expect(asked.every(([, init]) => (init.headers as Record<string, string>)['x-admin-token'] === TOKEN)).toBe(true);
  });

  it('names every row: its title with the URL beneath, or the URL when there is no title; a failed row has no image', () => {
    const items = renderResults();
    expect(within(items[0]!).getByText('Linen shirt')).toBeTruthy();
    expect(within(items[0]!).getByText('https://cdn.example.com/shirt.jpg')).toBeTruthy();
    const failed = items[2]!;
    expect(within(failed).getByText('http://10.0.0.5/private.jpg').tagName).toBe('STRONG');
    // The admin is French: the row's English reason is said in French (issue 24 item 6).
    expect(within(failed).getByText(/adresses sont privées ou injoignables/)).toBeTruthy();
    expect(failed.querySelector('img')).toBeNull();
    expect(failed.querySelector('.tool-thumb.is-empty')).toBeTruthy();
  });
});
