import { COLUMNS, type ResultStatus } from '@alt-optimizer/contract';
import type { SheetLayout } from './headers.ts';
import { neutralizeFormula } from './sanitize.ts';

/** What happened to one image, as the writer needs it. */
export interface ImageOutcome {
  imageIndex: number;
  status: ResultStatus;
  /** The engine judged the image decorative: an empty alt is the right answer, and ALT_Status says so. */
  decorative?: boolean;
  /** The engine was unsure of the alt: it is written, and ALT_Status says a person should check it. */
  needsReview?: boolean;
  alt: string | null;
  error: string | null;
}

/** Written in ALT_Status: short, stable English words that a merchant can filter on. */
const STATUS_WORD = { success: 'success', failed: 'failed', skipped: 'kept', pending: 'pending', processing: 'pending' } as const;

/** One image's ALT_Status: a generated alt the engine was unsure of reads `review`; an empty one on purpose, `decorative`. */
function statusWord(o: ImageOutcome): string {
  if (o.status === 'success' && o.decorative && !o.alt) {
    return 'decorative';
  }
  if (o.status === 'success' && o.needsReview && o.alt) {
    return 'review';
  }
  return STATUS_WORD[o.status];
}

/**
 * One row's ALT_Status from its images' outcomes: one word when every image agrees; mixed good outcomes
 * (new, kept, decorative) read as success, or review when one of them needs checking; some failed, partial.
 */
export function rowStatusWord(outcomes: ImageOutcome[]): string {
  const words = new Set(outcomes.map(statusWord));
  if (words.size === 1) {
    return [...words][0]!;
  }
  const ok = outcomes.filter((o) => o.status === 'success' || o.status === 'skipped').length;
  if (ok === outcomes.length) {
    return words.has('review') ? 'review' : 'success';
  }
  return ok > 0 ? 'partial' : 'failed';
}

export interface AddedColumns {
  alt: number;
  status: number;
  error: number;
  width: number;
}

/** Reuses the sheet's own ALT / ALT_Status / ALT_Error columns (Shopify: Image Alt Text), else appends them. */
export function addedColumns(layout: SheetLayout): AddedColumns {
  let next = layout.headers.length;
  const alt = layout.columns.alt ?? next++;
  const status = layout.columns.altStatus ?? next++;
  const error = layout.columns.altError ?? next++;
  return { alt, status, error, width: next };
}

/** Header names for the columns the sheet lacks (its own header cells are never changed). */
export function headerWrites(layout: SheetLayout, cols: AddedColumns): Map<number, string> {
  const writes = new Map<number, string>();
  const n = layout.headers.length;
  const add = (idx: number, name: string): void => {
    if (idx >= n || (layout.headers[idx] ?? '').trim() === '') {
      writes.set(idx, name);
    }
  };
  add(cols.alt, COLUMNS.alt);
  add(cols.status, COLUMNS.altStatus);
  add(cols.error, COLUMNS.altError);
  return writes;
}

/**
 * The cells we write in one data row (column → value, formula-like text neutralised; '' clears): the alt, its
 * status and error. Every other cell is the merchant's and is never written, and an alt kept as the merchant
 * wrote it is left as it was. Rows without images get empty status/error cells so they are as wide as the header.
 */
export function dataWrites(cols: AddedColumns, outcomes: ImageOutcome[] | undefined): Map<number, string> {
  const writes = new Map<number, string>();
  if (!outcomes || outcomes.length === 0) {
    return writes;
  }
  const sorted = outcomes.slice().sort((a, b) => a.imageIndex - b.imageIndex);
  const alts = sorted.map((o) => o.alt ?? '').filter((a) => a !== '');
  const errors = sorted.filter((o) => o.error).map((o) => (sorted.length > 1 ? `#${o.imageIndex + 1}: ${o.error}` : (o.error as string)));
  const allKept = sorted.every((o) => o.status === 'skipped');
  if (alts.length > 0 && !allKept) {
    writes.set(cols.alt, neutralizeFormula(alts.join(' | ')));
  }
  writes.set(cols.status, rowStatusWord(sorted));
  writes.set(cols.error, errors.length > 0 ? neutralizeFormula(errors.join('; ')) : '');
  return writes;
}
