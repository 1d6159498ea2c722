import { LIMITS, type ReviewFilter } from '@alt-optimizer/contract';
import { and, asc, count, desc, eq, min, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { productResults, type ResultRowDb } from '../db/schema.ts';

/**
 * The report's reads of product_results (issue 23, item 4): a job's rows a keyset page at a time, and the counts its
 * summary needs, aggregated by the database. Neither ever loads a whole job: a 100,000-row job answers its summary in
 * one row and its pages in `limit` rows, however deep.
 */

/** Where a page starts: the sheet position (row_index, image_index) of the last row of the page before. */
export interface ResultCursor {
  rowIndex: number;
  imageIndex: number;
}

/** The opaque cursor the API answers and takes back: "rowIndex.imageIndex". */
export function encodeCursor(row: ResultCursor): string {
  return `${row.rowIndex}.${row.imageIndex}`;
}

/** A cursor the API answered, or null for anything else (the route answers 400 for it). */
export function decodeCursor(text: string): ResultCursor | null {
  const match = /^(\d{1,9})\.(\d{1,9})$/.exec(text);
  return match ? { rowIndex: Number(match[1]), imageIndex: Number(match[2]) } : null;
}

const t = productResults;

/** Bumped by every change a person makes to a job's rows in this process (reviewResult): readers cache per generation. */
const generations = new Map<string, number>();

/** The job's rows changed after the run (an edit, an approval, a kept or regenerated alt). */
export function resultsChanged(jobId: string): void {
  generations.set(jobId, (generations.get(jobId) ?? 0) + 1);
}

/** How many times this process changed the job's rows after the run: a summary read before a change is never reused after it. */
export function resultsGeneration(jobId: string): number {
  return generations.get(jobId) ?? 0;
}

function inFilter(filter: ReviewFilter): SQL | undefined {
  if (filter === 'review') {
    return eq(t.needsReview, true);
  }
  return filter === 'failed' ? eq(t.processingStatus, 'failed') : undefined;
}

/**
 * One page of a job's rows in sheet order after `after` (from the start when null), the rows of `filter` only.
 * Served by the (job_id, row_index, image_index) unique index: stable order, no row twice, none skipped, whatever
 * the rows before the cursor became meanwhile (an approved row leaves the review filter without moving the others).
 * Reads one row more than `limit` to know whether a next page exists.
 */
export async function resultPage(
  db: Db,
  jobId: string,
  page: { after: ResultCursor | null; limit: number; filter: ReviewFilter },
): Promise<{ rows: ResultRowDb[]; next: ResultCursor | null }> {
  const { after, limit, filter } = page;
  const rows = await db
    .select()
    .from(t)
    .where(
      and(
        eq(t.jobId, jobId),
        after ? sql`(${t.rowIndex}, ${t.imageIndex}) > (${after.rowIndex}, ${after.imageIndex})` : undefined,
        inFilter(filter),
      ),
    )
    .orderBy(asc(t.rowIndex), asc(t.imageIndex))
    .limit(limit + 1);
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown.at(-1);
  return { rows: shown, next: more && last ? { rowIndex: last.rowIndex, imageIndex: last.imageIndex } : null };
}

/** The counts of a job's summary (README "Quality metrics" defines the last four). */
export interface ResultCounts {
  total: number;
  success: number;
  failed: number;
  skipped: number;
  /** Waiting or claimed. */
  pending: number;
  needsReview: number;
  /** Rows the metrics are shares of: every row the job was to write (kept alts left out). */
  measured: number;
  /** Measured rows with an alt written. */
  withAlt: number;
  /** …whose alt passes every rule (no violation). */
  ruleClean: number;
  /** …that no review flag marks. */
  unflagged: number;
  /** …of at most LIMITS.altMaxChars characters. */
  withinLimit: number;
  /** Rows with a non-empty alt (kept ones included), and their characters, for the average length. */
  altRows: number;
  altChars: number;
}

const n = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
const withAlt = sql`${t.processingStatus} = 'success' and ${t.generatedAlt} is not null`;
const noViolation = sql`(case when jsonb_typeof(${t.violations}) = 'array' then jsonb_array_length(${t.violations}) else 0 end) = 0`;
const hasAlt = sql`${t.generatedAlt} is not null and ${t.generatedAlt} <> ''`;

/** Every count of the summary in one aggregate over the job's rows. */
export async function resultCounts(db: Db, jobId: string): Promise<ResultCounts> {
  const [r] = await db
    .select({
      total: sql<number>`count(*)::int`,
      success: n(sql`${t.processingStatus} = 'success'`),
      failed: n(sql`${t.processingStatus} = 'failed'`),
      skipped: n(sql`${t.processingStatus} = 'skipped'`),
      pending: n(sql`${t.processingStatus} in ('pending', 'processing')`),
      needsReview: n(sql`${t.needsReview}`),
      measured: n(sql`${t.processingStatus} <> 'skipped'`),
      withAlt: n(withAlt),
      ruleClean: n(sql`${withAlt} and ${noViolation}`),
      unflagged: n(sql`${withAlt} and not ${t.needsReview}`),
      withinLimit: n(sql`${withAlt} and char_length(${t.generatedAlt}) <= ${LIMITS.altMaxChars}`),
      altRows: n(hasAlt),
      altChars: sql<number>`coalesce(sum(${t.characterCount}) filter (where ${hasAlt}), 0)::int`,
    })
    .from(t)
    .where(eq(t.jobId, jobId));
  const counts = r ?? ({} as Partial<ResultCounts>);
  return Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v ?? 0)])) as unknown as ResultCounts;
}

/** The failed rows' messages, most common first (ties: the one met first in the sheet), at most `limit` of them. */
export async function failureMessages(db: Db, jobId: string, limit: number): Promise<Array<{ message: string; count: number }>> {
  const rows = await db
    .select({ message: t.errorMessage, count: count() })
    .from(t)
    .where(and(eq(t.jobId, jobId), eq(t.processingStatus, 'failed')))
    .groupBy(t.errorMessage)
    .orderBy(desc(count()), asc(min(t.rowIndex)))
    .limit(limit);
  return rows.map((r) => ({ message: r.message ?? '', count: Number(r.count) }));
}
