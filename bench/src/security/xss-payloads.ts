/**
 * What the XSS scenario (xss-checks.ts) feeds the product: every payload calls `__xss('<id>')`, a function the page is
 * given before any of its own scripts, so a payload that ever runs leaves its id behind. Formula payloads (= + - @)
 * go where a spreadsheet cell is written: the edited alts and a title the engine may copy into an alt.
 */

/** The pages the scenario looks at: the tool's upload step, its completed report, the admin job details. */
export type PageId = 'upload' | 'report' | 'admin';
export const PAGE_LABELS: Record<PageId, string> = {
  upload: 'tool upload (EN)',
  report: 'tool report (EN)',
  admin: 'admin details (FR)',
};

export type Field = 'file name' | 'keyword' | 'title' | 'description' | 'image URL' | 'edited alt';

export interface Payload {
  id: string;
  field: Field;
  text: string;
  /** Pages that write this field: there it must be shown as text; elsewhere it must simply not run. */
  shownOn: PageId[];
  /** A spreadsheet formula, checked in the download rather than run by the browser. */
  formula?: boolean;
}

const run = (id: string) => `__xss('${id}')`;

/** The upload's file name: the admin lists jobs by it. */
export const FILE_NAME: Payload = {
  id: 'f1',
  field: 'file name',
  text: `<img src=x onerror=${run('f1')}>.csv`,
  shownOn: ['upload', 'admin'],
};

/** Keywords: at most 30 characters, no space or comma (they separate keywords). */
export const KEYWORDS: Payload[] = [
  { id: 'k1', field: 'keyword', text: `<svg/onload=${run('k1')}>`, shownOn: ['upload'] },
  { id: 'k2', field: 'keyword', text: `<img/src/onerror=${run('k2')}>`, shownOn: ['upload'] },
];

/** One catalogue row: a title, a description and an image URL, each of which may be a payload. */
export interface CatalogueRow {
  title: string;
  description: string;
  url: string;
}

/** Rows of the complete-mode CSV; `image(n)` is an address of the scenario's own loopback image host. */
export function catalogueRows(image: (n: number) => string): { rows: CatalogueRow[]; payloads: Payload[] } {
  const payloads: Payload[] = [];
  const title = (id: string, text: string, formula = false): string => {
    payloads.push({ id, field: 'title', text, shownOn: ['report', 'admin'], formula });
    return text;
  };
  const description = (id: string, text: string): string => {
    // Descriptions feed the engine only: no page writes them.
    payloads.push({ id, field: 'description', text, shownOn: [] });
    return text;
  };
  const url = (id: string, text: string): string => {
    payloads.push({ id, field: 'image URL', text, shownOn: ['report', 'admin'] });
    return text;
  };
  const rows: CatalogueRow[] = [
    {
      title: title('t1', `<img src=x onerror=${run('t1')}>`),
      description: description('d1', `<img src=x onerror=${run('d1')}>`),
      url: image(1),
    },
    {
      title: title('t2', `"><script>${run('t2')}</script>`),
      description: description('d2', `<script>${run('d2')}</script>`),
      url: image(2),
    },
    { title: title('t3', `<svg onload=${run('t3')}>`), description: '', url: image(3) },
    { title: title('t4', `<a href="javascript:${run('t4')}">link</a>`), description: '', url: image(4) },
    { title: title('t5', `<iframe src="javascript:${run('t5')}"></iframe>`), description: '', url: image(5) },
    { title: title('t6', `<details open ontoggle=${run('t6')}>`), description: '', url: image(6) },
    { title: title('t7', '=HYPERLINK("http://evil.example","t7")', true), description: '', url: image(7) },
    // No title: the URL names the row. A valid URL is stored as the server normalises it (percent-encoded).
    { title: '', description: '', url: url('u1', `${image(8).replace(/\.jpg$/, '')}/"><svg onload=${run('u1')}>.jpg`) },
    { title: '', description: '', url: url('u2', `javascript:${run('u2')}`) },
    { title: '', description: '', url: url('u3', `data:image/svg+xml,<svg onload=${run('u3')}>`) },
  ];
  return { rows, payloads };
}

/** Typed into the report's inline editor, one per successful row. */
export const EDITED_ALTS: Payload[] = [
  { id: 'a1', field: 'edited alt', text: `<img src=x onerror=${run('a1')}>`, shownOn: ['report', 'admin'] },
  { id: 'a2', field: 'edited alt', text: `"><script>${run('a2')}</script>`, shownOn: ['report', 'admin'] },
  { id: 'a3', field: 'edited alt', text: `<svg onload=${run('a3')}>`, shownOn: ['report', 'admin'] },
  { id: 'a4', field: 'edited alt', text: `javascript:${run('a4')}`, shownOn: ['report', 'admin'] },
  { id: 'a5', field: 'edited alt', text: '=HYPERLINK("http://evil.example","a5")', shownOn: ['report', 'admin'], formula: true },
  { id: 'a6', field: 'edited alt', text: "+cmd|' /C calc'!A0", shownOn: ['report', 'admin'], formula: true },
  { id: 'a7', field: 'edited alt', text: "-2+3+cmd|' /C calc'!A0", shownOn: ['report', 'admin'], formula: true },
  { id: 'a8', field: 'edited alt', text: '@SUM(1+1)*cmd', shownOn: ['report', 'admin'], formula: true },
];

/** A CSV with every field quoted (payloads hold commas and quotes). */
export function catalogueCsv(rows: CatalogueRow[]): string {
  const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
  const lines = rows.map((r, i) => [`P${i + 1}`, r.title, r.description, r.url].map(quote).join(','));
  return `Product_ID,Title,Description,Shopify_URL\n${lines.join('\n')}\n`;
}

/** The ways a payload can be written on a page: as given, or as the server stores a valid URL (URL.href). */
export function writtenForms(text: string): string[] {
  const forms = [text];
  if (/^https?:/.test(text) && URL.canParse(text)) {
    forms.push(new URL(text).href);
  }
  return forms;
}
