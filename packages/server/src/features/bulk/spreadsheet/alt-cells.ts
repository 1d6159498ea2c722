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
  /** Our ALT column; -1 for platform layouts, whose alts go in `slotAlts`. */
  alt: number;
  /** PrestaShop / Magento: the alt column of each image column (layout.slots order), existing or appended. */
  slotAlts: number[];
  /** Header names of the columns appended (index → name). */
  appended: Map<number, string>;
  status: number;
  error: number;
  width: number;
}

/**
 * Reuses the sheet's own alt / ALT_Status / ALT_Error columns (Shopify: Image Alt Text; PrestaShop: Image alt texts;
 * Magento: *_image_label), else appends them.
 */
export function addedColumns(layout: SheetLayout): AddedColumns {
  let next = layout.headers.length;
  const appended = new Map<number, string>();
  const column = (existing: number | undefined, name: string): number => {
    if (existing !== undefined) {
      return existing;
    }
    appended.set(next, name);
    return next++;
  };
  const slotAlts = (layout.slots ?? []).map((slot) => column(slot.alt, slot.altHeader));
  const alt = layout.slots ? -1 : column(layout.columns.alt, COLUMNS.alt);
  const status = column(layout.columns.altStatus, COLUMNS.altStatus);
  const error = column(layout.columns.altError, COLUMNS.altError);
  return { alt, slotAlts, appended, status, error, width: next };
}

/** Header names for the columns the sheet lacks (its own header cells are never changed). */
export function headerWrites(cols: AddedColumns): Map<number, string> {
  return new Map(cols.appended);
}

/** Where an image's alt goes in a platform layout (from the scan's items of the same row). */
export interface ImagePlace {
  imageIndex: number;
  slot?: number | undefined;
  position?: number | undefined;
}

/** A platform list joins alts with ",": a comma inside one alt would shift every later alt to the wrong image. */
function listSafe(alt: string): string {
  return alt.replace(/\s*,\s*/g, ' – ').trim();
}

/**
 * The cells we write in one data row (column → value, formula-like text neutralised; '' clears): the alt(s), the
 * status and the error. Every other cell is the merchant's and is never written, and an alt cell whose alts were all
 * kept as the merchant wrote them is left as it was.
 */
export function dataWrites(cols: AddedColumns, outcomes: ImageOutcome[] | undefined, places: ImagePlace[] = []): Map<number, string> {
  const writes = new Map<number, string>();
  if (!outcomes || outcomes.length === 0) {
    return writes;
  }
  const sorted = outcomes.slice().sort((a, b) => a.imageIndex - b.imageIndex);
  if (cols.alt >= 0) {
    // ' | ' separates the alts of a multi-image cell: one inside an (edited) alt would split it in two on re-upload.
    const alts = sorted.map((o) => (sorted.length > 1 ? (o.alt ?? '').replaceAll(' | ', ' / ') : (o.alt ?? ''))).filter((a) => a !== '');
    if (alts.length > 0 && !sorted.every((o) => o.status === 'skipped')) {
      writes.set(cols.alt, neutralizeFormula(alts.join(' | ')));
    }
  } else {
    writeSlotAlts(writes, cols, sorted, places);
  }
  const errors = sorted.filter((o) => o.error).map((o) => (sorted.length > 1 ? `#${o.imageIndex + 1}: ${o.error}` : (o.error as string)));
  writes.set(cols.status, rowStatusWord(sorted));
  writes.set(cols.error, errors.length > 0 ? neutralizeFormula(errors.join('; ')) : '');
  return writes;
}

/** One alt per URL of each image column, in the URLs' order, in that column's alt column (empty where none). */
function writeSlotAlts(writes: Map<number, string>, cols: AddedColumns, outcomes: ImageOutcome[], places: ImagePlace[]): void {
  const bySlot = new Map<number, Array<{ position: number; outcome: ImageOutcome }>>();
  for (const outcome of outcomes) {
    const place = places.find((p) => p.imageIndex === outcome.imageIndex);
    if (place?.slot === undefined) {
      continue;
    }
    const list = bySlot.get(place.slot) ?? [];
    list.push({ position: place.position ?? 0, outcome });
    bySlot.set(place.slot, list);
  }
  for (const [slot, list] of bySlot) {
    const column = cols.slotAlts[slot];
    if (column === undefined || list.every((e) => e.outcome.status === 'skipped')) {
      continue;
    }
    const length = Math.max(...list.map((e) => e.position)) + 1;
    const alts: string[] = Array.from({ length }, () => '');
    for (const e of list) {
      alts[e.position] = listSafe(e.outcome.alt ?? '');
    }
    writes.set(column, neutralizeFormula(alts.join(',')));
  }
}
