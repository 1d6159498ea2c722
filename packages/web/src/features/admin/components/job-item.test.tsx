// @vitest-environment jsdom
import type { AdminJob } from '@alt-optimizer/contract';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { JobItem } from './job-item.tsx';

afterEach(cleanup);

/** The job row's counts as shown: products, successful, errors (the last only when there are any). */
function counts(totalProducts: number, successfulProducts: number, errorProducts: number): string[] {
  const job: AdminJob = {
    id: '6f1c2e0a-0000-4000-8000-000000000009',
    originalFileName: 'catalogue.xlsx',
    status: 'completed',
    createdAt: '2026-11-25T13:57:00.000Z',
    enhancedFilePath: 'catalogue-optimized.xlsx',
    totalProducts,
    successfulProducts,
    errorProducts,
  };
  const { container } = render(
    <ul>
      <JobItem job={job} token="t" open={false} onToggle={() => undefined} onError={() => undefined} />
    </ul>,
  );
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
