// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import type { AdminJobResult } from '@alt-optimizer/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { JobResults } from './job-results.tsx';

const JOB = '6f1c2e0a-0000-4000-8000-000000000002';
const TOKEN = 'token';

const rows: AdminJobResult[] = [
  { id: 'r1', title: 'Linen shirt', generatedAlt: 'Navy linen shirt', errorMessage: null, processingStatus: 'success', needsReview: false },
  { id: 'r2', title: 'Glass vase', generatedAlt: 'Clear glass vase', errorMessage: null, processingStatus: 'success', needsReview: true },
];

afterEach(cleanup);

describe('admin JobResults', () => {
  it('marks the rows to review with a French text badge', () => {
    const client = createQueryClient();
    // Same key as useAdminJobResults: the rows are already loaded.
    client.setQueryData(['/api/admin/jobs', JOB, 'results', TOKEN], rows);
    render(
      <QueryClientProvider client={client}>
        <JobResults token={TOKEN} jobId={JOB} jobName="catalogue.xlsx" id="results" onError={() => undefined} />
      </QueryClientProvider>,
    );
    const items = within(screen.getByRole('region', { name: 'Résultats de catalogue.xlsx' })).getAllByRole('listitem');
    expect(items.map((li) => within(li).queryByText('À vérifier') !== null)).toEqual([false, true]);
    expect(within(items[1]!).getByText('Réussi')).toBeTruthy();
  });
});
