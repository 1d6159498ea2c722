import { open } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import { readAt, readLocalHeader, readZipDirectory, type FileHandle, type ZipDirectoryEntry } from './zip-directory.ts';

/**
 * Sheet names by worksheet part number (`xl/worksheets/sheet3.xml` → 3), read from the zip's central directory
 * before the streaming read. ExcelJS's stream reader names a sheet only when the workbook's relationship target is
 * written relative (`worksheets/sheet1.xml`); openpyxl and pandas write it absolute (`/xl/worksheets/sheet1.xml`) and
 * put `xl/workbook.xml` after the sheets, so every sheet would come out as "Sheet1", "Sheet2"… This reads the two
 * small parts itself (bounded: the workbook part is a few KB, capped at 4 MB inflated) whatever the zip order.
 */

const PART_MAX_BYTES = 4 * 1024 * 1024;
const WANTED = ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels'] as const;

async function partText(fh: FileHandle, entry: ZipDirectoryEntry): Promise<string> {
  const local = await readLocalHeader(fh, entry.localOffset);
  if (!local) {
    return '';
  }
  const data = await readAt(fh, local.dataStart, Math.min(entry.compressedSize, PART_MAX_BYTES));
  if (entry.method === 0) {
    return data.toString('utf8');
  }
  return entry.method === 8 ? inflateRawSync(data, { maxOutputLength: PART_MAX_BYTES }).toString('utf8') : '';
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return XML_ENTITIES[ref] ?? whole;
  });
}

/** Attributes of every `<tag …>` element (any namespace prefix), keyed by local attribute name (`r:id` → `id`). */
function elements(xml: string, tag: string): Array<Record<string, string>> {
  const out: Array<Record<string, string>> = [];
  for (const m of xml.matchAll(new RegExp(`<(?:[\\w.-]+:)?${tag}\\b([^>]*)>`, 'g'))) {
    const attrs: Record<string, string> = {};
    for (const a of m[1]!.matchAll(/([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      const local = a[1]!.includes(':') && !a[1]!.startsWith('xmlns') ? a[1]!.split(':')[1]! : a[1]!;
      attrs[local] = unescapeXml(a[2] ?? a[3] ?? '');
    }
    out.push(attrs);
  }
  return out;
}

/** `xl/worksheets/sheet2.xml` from a target written relative to `xl/` or absolute. */
function worksheetPart(target: string): number | undefined {
  const full = target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
  const m = /^xl\/worksheets\/sheet(\d+)\.xml$/.exec(full);
  return m ? Number(m[1]) : undefined;
}

/** Part number → sheet name; empty when the parts cannot be found (ExcelJS's own names are used then). */
export async function xlsxSheetNames(path: string): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  const fh = await open(path, 'r');
  try {
    const entries = (await readZipDirectory(fh))?.entries ?? [];
    const workbook = entries.find((e) => e.name === WANTED[0]);
    const rels = entries.find((e) => e.name === WANTED[1]);
    if (!workbook || !rels) {
      return names;
    }
    const targets = new Map(elements(await partText(fh, rels), 'Relationship').map((r) => [r.Id, r.Target ?? '']));
    for (const sheet of elements(await partText(fh, workbook), 'sheet')) {
      const part = worksheetPart(targets.get(sheet.id ?? '') ?? '');
      if (part !== undefined && sheet.name) {
        names.set(part, sheet.name);
      }
    }
    return names;
  } finally {
    await fh.close();
  }
}
