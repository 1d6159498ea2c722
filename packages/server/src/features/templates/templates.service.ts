import { COLUMNS, FILE_NAMES, REQUIRED_COLUMNS } from '@alt-optimizer/contract';
import ExcelJS from 'exceljs';

export type TemplateKind = 'complete' | 'simple';

export interface TemplateFile {
  fileName: string;
  bytes: Buffer;
}

// Two example rows with real-looking Shopify CDN URLs so merchants see the expected shape of each cell.
const EXAMPLES = [
  {
    [COLUMNS.productId]: 'SKU-1001',
    [COLUMNS.title]: 'Linen Summer Shirt',
    [COLUMNS.description]: 'Relaxed-fit shirt in washed linen, mother-of-pearl buttons',
    [COLUMNS.imageUrl]: 'https://cdn.shopify.com/s/files/1/0000/0001/products/linen-shirt-blue.jpg',
  },
  {
    [COLUMNS.productId]: 'SKU-1002',
    [COLUMNS.title]: 'Leather Tote Bag',
    [COLUMNS.description]: 'Full-grain leather tote with inner zip pocket',
    [COLUMNS.imageUrl]: 'https://cdn.shopify.com/s/files/1/0000/0001/products/leather-tote-brown.jpg',
  },
];

async function buildTemplate(kind: TemplateKind): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Alt Optimizer';
  const sheet = workbook.addWorksheet(kind === 'complete' ? 'Products' : 'URLs');
  const headers: readonly string[] = REQUIRED_COLUMNS[kind];
  sheet.columns = headers.map((header) => ({
    header,
    key: header,
    width: header === COLUMNS.imageUrl ? 80 : header === COLUMNS.description ? 60 : 24,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const example of EXAMPLES) {
    sheet.addRow(Object.fromEntries(headers.map((h) => [h, example[h as keyof typeof example]])));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// The templates never change while the server runs, so each is built once.
const cache = new Map<TemplateKind, Promise<Buffer>>();

export async function getTemplate(kind: TemplateKind): Promise<TemplateFile> {
  let bytes = cache.get(kind);
  if (!bytes) {
    bytes = buildTemplate(kind);
    cache.set(kind, bytes);
    bytes.catch(() => cache.delete(kind));
  }
  return {
    fileName: kind === 'complete' ? FILE_NAMES.templateComplete : FILE_NAMES.templateSimple,
    bytes: await bytes,
  };
}
