/**
 * The report lists rows a person should check first, each group in sheet order (the API keeps sheet order).
 * Returns ids so the table can keep this order while rows are edited (an edit clears the flag, and a row
 * jumping away under the merchant's cursor would lose their place and their focus).
 */
export function reviewFirstIds(rows: ReadonlyArray<{ id: string; needsReview: boolean }>): string[] {
  return [...rows.filter((r) => r.needsReview), ...rows.filter((r) => !r.needsReview)].map((r) => r.id);
}

/** Rows in a remembered id order; rows the order does not know (none in practice) keep theirs, after it. */
export function inOrder<T extends { id: string }>(rows: readonly T[], ids: readonly string[]): T[] {
  const rank = new Map(ids.map((id, i) => [id, i]));
  return rows
    .map((row, i) => ({ row, key: rank.get(row.id) ?? ids.length + i }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.row);
}
