import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';

describe('createQueryClient (spec section 9 defaults)', () => {
  it('never refetches on its own, never goes stale and never retries', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.staleTime).toBe(Infinity);
    expect(queries?.retry).toBe(false);
    expect(mutations?.retry).toBe(false);
  });
});
