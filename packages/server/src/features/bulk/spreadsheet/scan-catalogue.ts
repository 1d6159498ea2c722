import type { BulkMode } from '@alt-optimizer/contract';
import { CatalogueWalker, type CatalogueProblem, type ImageItem } from './catalogue.ts';
import type { SheetFormat } from './detect-format.ts';
import type { CatalogueKind } from './headers.ts';
import { readRows } from './read-rows.ts';

export interface ScannedCatalogue {
  kind: CatalogueKind;
  items: ImageItem[];
  /** Data rows seen in processed sheets (blank rows included), for logs and the bench. */
  rows: number;
}

export type ScanResult = ({ ok: true } & ScannedCatalogue) | { ok: false; problem: CatalogueProblem };

/**
 * Reads a stored upload once, validates it (columns, emptiness) and lists every image to describe.
 * A parser failure is an `unreadable` problem carrying the parser's own short reason.
 */
export async function scanCatalogue(path: string, format: SheetFormat, mode: BulkMode): Promise<ScanResult> {
  if (format === 'xls') {
    return { ok: false, problem: { kind: 'xls-unsupported' } };
  }
  const walker = new CatalogueWalker(mode);
  const items: ImageItem[] = [];
  let rows = 0;
  try {
    for await (const row of readRows(path, format)) {
      const visit = walker.visit(row);
      if (visit.type === 'data') {
        rows += 1;
        for (const item of visit.items) {
          items.push(item);
        }
      }
    }
  } catch (err) {
    const detail = err instanceof Error ? err.message.split('\n')[0]!.slice(0, 200) : 'unknown error';
    return { ok: false, problem: { kind: 'unreadable', detail } };
  }
  const problem = walker.problem(items.length);
  return problem ? { ok: false, problem } : { ok: true, kind: walker.kind, items, rows };
}
