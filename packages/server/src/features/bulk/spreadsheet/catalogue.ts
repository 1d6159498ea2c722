import type { BulkMode } from '@alt-optimizer/contract';
import { htmlToText } from '@alt-optimizer/engine';
import type { RowMessageId } from '../messages.ts';
import { detectLayout, missingColumns, type CatalogueKind, type SheetLayout } from './headers.ts';
import { CSV_SHEET_NAME, cellText, cellUrl, type RawRow } from './read-rows.ts';

/** One image to describe: a spreadsheet row, or one URL of a WooCommerce "Images" cell. */
export interface ImageItem {
  rowIndex: number;
  imageIndex: number;
  productId: string | null;
  title: string;
  description: string | null;
  url: string;
  /** Alt already in the file; kept unless overwrite is on. */
  existingAlt: string | null;
  /** Set when the row cannot be processed at all (empty or malformed URL). */
  error: RowMessageId | null;
  /** PrestaShop / Magento: which image column (layout.slots index) and which URL of its cell. */
  slot?: number;
  position?: number;
}

/**
 * Why a file cannot be processed at all. `sheet` is null for a CSV (one unnamed sheet) or, for `empty`, when no
 * sheet has anything in it. The bulk service turns it into the merchant's 400; this folder knows nothing of HTTP.
 */
export type CatalogueProblem =
  | { kind: 'xls-unsupported' }
  | { kind: 'unreadable' }
  | { kind: 'too-many-images'; max: number }
  | { kind: 'xlsx-too-large'; maxBytes: number }
  | { kind: 'cell-too-large'; sheet: string | null; row: number; maxChars: number }
  | { kind: 'empty'; sheet: string | null }
  | { kind: 'columns-missing'; sheet: string | null; columns: string[] };

export type Visit =
  | { type: 'passthrough' }
  | { type: 'header'; layout: SheetLayout }
  | { type: 'data'; layout: SheetLayout; rowIndex: number; items: ImageItem[] };

interface SheetState {
  name: string;
  layout: SheetLayout | null;
  processed: boolean;
  missing: string[];
  dataRows: number;
  /** Non-blank rows looked at so far while searching for the header. */
  scanned: number;
}

function sheetName(sheet: SheetState): string | null {
  return sheet.name === CSV_SHEET_NAME ? null : sheet.name;
}

/** A title or notes line above the header is common; the header is searched in the first rows only. */
const HEADER_SEARCH_ROWS = 10;

const DESCRIPTION_MAX = 1000;

/** http(s) URL or null; protocol-relative Shopify CDN links ("//cdn.shopify.com/…") get https. */
export function normalizeUrl(raw: string): string | null {
  const candidate = raw.startsWith('//') ? `https:${raw}` : raw;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Walks the rows of a file in order and says what each one is. The reader (to create the job) and
 * the writer (to build the enhanced file) both use it, so a row's `rowIndex` means the same thing
 * in both passes: the ordinal of the data row across every processed sheet.
 */
export class CatalogueWalker {
  private readonly sheets: SheetState[] = [];
  private nextRowIndex = 0;
  private readonly shopifyContext = new Map<string, { title: string; description: string | null }>();

  constructor(private readonly mode: BulkMode) {}

  visit(row: RawRow): Visit {
    let sheet = this.sheets[row.sheetIndex];
    if (!sheet) {
      sheet = { name: row.sheetName, layout: null, processed: false, missing: [], dataRows: 0, scanned: 0 };
      this.sheets[row.sheetIndex] = sheet;
    }
    const blank = row.cells.every((c) => cellText(c) === '');
    if (!sheet.processed && sheet.scanned < HEADER_SEARCH_ROWS) {
      if (blank) {
        return { type: 'passthrough' };
      }
      sheet.scanned += 1;
      const layout = detectLayout(row.cells.map((c) => cellText(c)));
      const missing = missingColumns(layout, this.mode);
      // The first non-blank row names the missing columns in the error unless a later row is a full header.
      if (!sheet.layout || missing.length === 0) {
        sheet.layout = layout;
        sheet.missing = missing;
      }
      sheet.processed = missing.length === 0;
      return sheet.processed ? { type: 'header', layout } : { type: 'passthrough' };
    }
    if (!sheet.processed || !sheet.layout) {
      return { type: 'passthrough' };
    }
    const rowIndex = this.nextRowIndex++;
    const items = blank ? [] : this.itemsOf(sheet.layout, row, rowIndex);
    if (!blank) {
      sheet.dataRows += 1;
    }
    return { type: 'data', layout: sheet.layout, rowIndex, items };
  }

  /** What stops the whole file from being processed once every row was visited, or null when it is usable. */
  problem(totalItems: number): CatalogueProblem | null {
    const nonEmpty = this.sheets.filter((s): s is SheetState => Boolean(s?.layout));
    if (nonEmpty.length === 0) {
      return { kind: 'empty', sheet: null };
    }
    const processed = nonEmpty.filter((s) => s.processed);
    if (processed.length === 0) {
      const first = nonEmpty[0]!;
      return { kind: 'columns-missing', sheet: sheetName(first), columns: first.missing };
    }
    if (totalItems === 0) {
      return { kind: 'empty', sheet: sheetName(processed[0]!) };
    }
    return null;
  }

  /** The kind of the first processed sheet, stored as the job's sourceFormat detail. */
  get kind(): CatalogueKind {
    return this.sheets.find((s) => s?.processed)?.layout?.kind ?? 'standard';
  }

  private itemsOf(layout: SheetLayout, row: RawRow, rowIndex: number): ImageItem[] {
    const get = (role: keyof SheetLayout['columns']): string => {
      const idx = layout.columns[role];
      return idx === undefined ? '' : cellText(row.cells[idx]);
    };
    const urlIdx = layout.columns.imageUrl;
    const rawUrl = urlIdx === undefined ? '' : cellUrl(row.cells[urlIdx]);
    let productId = get('productId') || null;
    let title = get('title');
    let description: string | null = get('description') || null;
    const existingAlt = get('alt') || null;

    if (layout.kind === 'shopify') {
      // Image-only and variant rows carry just the Handle: take the product's text from its first row.
      const handle = productId ?? '';
      const known = this.shopifyContext.get(handle);
      if (title) {
        this.shopifyContext.set(handle, { title, description });
      } else if (known) {
        title = known.title;
        description = known.description;
      }
      if (!rawUrl) {
        return []; // Variant rows without an image stay untouched.
      }
    }
    if (layout.slots) {
      return this.slotItems(layout, row, rowIndex, {
        productId: productId ? productId.slice(0, 200) : null,
        title: title.slice(0, 500),
        description: description ? htmlToText(description).slice(0, DESCRIPTION_MAX) : null,
      });
    }
    if (description && layout.kind !== 'standard') {
      description = htmlToText(description);
    }
    description = description ? description.slice(0, DESCRIPTION_MAX) : null;
    productId = productId ? productId.slice(0, 200) : null;
    title = title.slice(0, 500);

    const urls = layout.kind === 'woocommerce' ? rawUrl.split(/,\s*/).filter(Boolean) : [rawUrl];
    if (urls.length === 0) {
      urls.push('');
    }
    const alts = layout.kind === 'woocommerce' && existingAlt ? existingAlt.split(' | ') : [existingAlt];
    return urls.map((raw, imageIndex) => {
      const url = normalizeUrl(raw.trim());
      return {
        rowIndex,
        imageIndex,
        productId,
        title,
        description,
        url: url ?? raw.trim().slice(0, 2000),
        existingAlt: (alts.length === urls.length ? alts[imageIndex] : existingAlt)?.trim() || null,
        error: raw.trim() === '' ? 'urlMissing' : url ? null : 'urlInvalid',
      };
    });
  }

  /**
   * One item per URL of every platform image column; an empty image cell is simply no image (Magento leaves
   * small_image empty, PrestaShop products without photos). Alts already in the alt column are split the same way.
   */
  private slotItems(
    layout: SheetLayout,
    row: RawRow,
    rowIndex: number,
    context: Pick<ImageItem, 'productId' | 'title' | 'description'>,
  ): ImageItem[] {
    const items: ImageItem[] = [];
    (layout.slots ?? []).forEach((slot, slotIndex) => {
      const cell = cellText(row.cells[slot.url]);
      const urls = slot.multi ? splitList(cell) : cell ? [cell] : [];
      const altCell = slot.alt === undefined ? '' : cellText(row.cells[slot.alt]);
      const alts = slot.multi ? splitList(altCell, true) : [altCell];
      urls.forEach((raw, position) => {
        const url = normalizeUrl(raw);
        items.push({
          rowIndex,
          imageIndex: items.length,
          ...context,
          url: url ?? raw.slice(0, 2000),
          existingAlt: (alts.length === urls.length ? alts[position] : undefined)?.trim() || null,
          error: url ? null : 'urlInvalid',
          slot: slotIndex,
          position,
        });
      });
    });
    return items;
  }
}

/** A platform's comma-separated list; `keepEmpty` keeps positions ("a,,c": the second image has no alt). */
function splitList(cell: string, keepEmpty = false): string[] {
  if (cell === '') {
    return [];
  }
  const parts = cell.split(',').map((p) => p.trim());
  return keepEmpty ? parts : parts.filter(Boolean);
}
