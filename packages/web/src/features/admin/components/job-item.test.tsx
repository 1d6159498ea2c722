// @vitest-environment jsdom
import type { AdminJob } from '@alt-optimizer/contract';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobItem } from './job-item.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderJob(
  counts: Pick<AdminJob, 'totalProducts' | 'successfulProducts' | 'errorProducts'>,
  engines: string[] = [],
  currentEngine?: string,
) {
  const job: AdminJob = {
    id: '6f1c2e0a-0000-4000-8000-000000000009',
    originalFileName: 'catalogue.xlsx',
    status: 'completed',
    createdAt: '2026-11-25T13:57:00.000Z',
    enhancedFilePath: 'catalogue-optimized.xlsx',
    ...counts,
    engines,
  };
  return render(
    <ul>
      <JobItem job={job} token="t" currentEngine={currentEngine} open={false} onToggle={() => undefined} onError={() => undefined} />
    </ul>,
  );
}

/** The job row's counts as shown: products, successful, errors (the last only when there are any). */
function counts(totalProducts: number, successfulProducts: number, errorProducts: number): string[] {
  const { container } = renderJob({ totalProducts, successfulProducts, errorProducts });
  return Array.from(container.querySelectorAll('.admin-job-counts li')).map((li) => li.textContent ?? '');
}

describe('admin JobItem counts', () => {
  it('puts 0 and 1 in the French singular', () => {
    expect(counts(1, 0, 1)).toEqual(['1 produit', '0 réussi', '1 erreur']);
  });

  it('puts 2 and more in the plural, with French digit grouping', () => {
    expect(counts(1200, 1198, 2)).toEqual(['1\u202f200 produits', '1\u202f198 réussis', '2 erreurs']);
  });
});

describe('admin JobItem: which engine wrote the job', () => {
  const engineLine = (r: ReturnType<typeof renderJob>) => r.queryByTestId('job-engines')?.textContent ?? null;

  it("names the job's own engines in French words, not the one answering now", () => {
    expect(engineLine(renderJob({ totalProducts: 3, successfulProducts: 3, errorProducts: 0 }, ['openai:gpt-4o', 'local'], 'local'))).toBe(
      'Rédigé par OpenAI gpt-4o et le moteur hors ligne',
    );
  });

  it('falls back to the engine answering now for a job stored before engines were recorded', () => {
    expect(engineLine(renderJob({ totalProducts: 1, successfulProducts: 1, errorProducts: 0 }, [], 'openai-compatible:llava:13b'))).toBe(
      'Rédigé par un serveur compatible OpenAI (llava:13b)',
    );
  });

  it('names no engine when the job wrote no alt', () => {
    expect(engineLine(renderJob({ totalProducts: 2, successfulProducts: 0, errorProducts: 2 }, [], 'local'))).toBeNull();
  });
});

describe('admin JobItem download', () => {
  it("downloads with the admin session header (a v1 job's file is not served by its id alone)", async () => {
    const fetch = vi.fn(
      async () => new Response('xlsx', { headers: { 'Content-Disposition': 'attachment; filename="catalogue-optimized.xlsx"' } }),
    );
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => undefined }));
    const view = renderJob({ totalProducts: 1, successfulProducts: 1, errorProducts: 0 });
    fireEvent.click(view.getByRole('button', { name: 'Télécharger' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/download/6f1c2e0a-0000-4000-8000-000000000009');
    expect((init.headers as Record<string, string>)['x-admin-token']).toBe('t');
  });
});
