import type { ResultRow } from '@alt-optimizer/contract';

/** What names a row for people: its title, or its image URL when the sheet has none (simple mode). */
export function rowName(row: Pick<ResultRow, 'title' | 'shopifyUrl'>): string {
  return row.title.trim() || row.shopifyUrl;
}
