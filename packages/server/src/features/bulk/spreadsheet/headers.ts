import { COLUMNS, REQUIRED_COLUMNS, type BulkMode } from '@alt-optimizer/contract';

/** What a column means to us, whatever the merchant called it. */
export type ColumnRole = 'productId' | 'title' | 'description' | 'imageUrl' | 'alt' | 'altStatus' | 'altError';

/** standard = our template; the others are the platforms' own product CSV exports / imports. */
export type CatalogueKind = 'standard' | 'shopify' | 'woocommerce' | 'prestashop' | 'magento';

/**
 * A platform image column and the column the platform imports its alt text from (PrestaShop, Magento). `multi`:
 * the cell holds several comma-separated URLs and the alt cell one alt per URL, in the same order.
 */
export interface ImageSlot {
  url: number;
  /** The alt column when the file has it; else it is appended under `altHeader`. */
  alt: number | undefined;
  altHeader: string;
  multi: boolean;
}

export interface SheetLayout {
  kind: CatalogueKind;
  /** 0-based column index per role; absent when the sheet has no such column. */
  columns: Partial<Record<ColumnRole, number>>;
  headers: string[];
  /** PrestaShop / Magento: the image columns, each with its own alt column (instead of imageUrl + ALT). */
  slots?: ImageSlot[];
  /** Platform column names to name in a missing-columns message (never our template's Shopify_URL for them). */
  required?: string[];
}

/** Lower-case, accents stripped, every run of spaces/underscores/dashes/dots as one space. */
export function normalizeHeader(raw: string): string {
  return raw
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_\-.:]+/g, ' ')
    .trim();
}

// Synonyms people actually type (EN + FR), already normalised; first match wins.
const SYNONYMS: Record<ColumnRole, string[]> = {
  productId: ['product id', 'productid', 'id produit', 'identifiant produit', 'id', 'sku', 'reference', 'ref', 'handle'],
  title: ['title', 'titre', 'product title', 'titre produit', 'name', 'nom', 'product name', 'nom produit', 'nom du produit'],
  description: ['description', 'product description', 'description produit', 'body (html)', 'body html', 'body', 'short description'],
  imageUrl: [
    'shopify url',
    'image url',
    'url image',
    'url de l image',
    'image src',
    'image source',
    'image link',
    'lien image',
    'image',
    'images',
    'url',
    'photo',
    'photo url',
    'picture',
    'picture url',
    'img',
    'img url',
  ],
  alt: ['alt', 'alt text', 'alt tag', 'image alt text', 'texte alternatif', 'balise alt', 'texte alt'],
  altStatus: ['alt status'],
  altError: ['alt error'],
};

const SHOPIFY = { productId: 'handle', title: 'title', description: 'body (html)', imageUrl: 'image src', alt: 'image alt text' };
const WOO = { productId: 'id', title: 'name', description: 'description', imageUrl: 'images' };

function indexOf(normalized: string[], key: string): number | undefined {
  const i = normalized.indexOf(key);
  return i >= 0 ? i : undefined;
}

function setRole(columns: SheetLayout['columns'], role: ColumnRole, idx: number | undefined): void {
  if (idx !== undefined) {
    columns[role] = idx;
  }
}

export function detectLayout(headers: string[]): SheetLayout {
  const normalized = headers.map(normalizeHeader);
  const columns: SheetLayout['columns'] = {};
  const has = (k: string): boolean => normalized.includes(k);
  const platform = detectPlatformLayout(headers, normalized);
  if (platform) {
    return platform;
  }

  if (has('handle') && has('image src')) {
    for (const [role, key] of Object.entries(SHOPIFY)) {
      setRole(columns, role as ColumnRole, indexOf(normalized, key));
    }
    setRole(columns, 'altStatus', indexOf(normalized, 'alt status'));
    setRole(columns, 'altError', indexOf(normalized, 'alt error'));
    return { kind: 'shopify', columns, headers };
  }
  if (has('images') && has('name') && (has('id') || has('sku') || has('type'))) {
    for (const [role, key] of Object.entries(WOO)) {
      setRole(columns, role as ColumnRole, indexOf(normalized, key));
    }
    columns.productId ??= indexOf(normalized, 'sku');
    columns.description ??= indexOf(normalized, 'short description');
    for (const role of ['alt', 'altStatus', 'altError'] as const) {
      setRole(columns, role, indexOf(normalized, normalizeHeader(COLUMNS[role])));
    }
    return { kind: 'woocommerce', columns, headers };
  }

  const taken = new Set<number>();
  // Exact template names first so "ALT" never steals "ALT_Status" and "Shopify_URL" beats a loose "URL".
  const roles = Object.keys(SYNONYMS) as ColumnRole[];
  for (const role of roles) {
    const idx = indexOf(normalized, normalizeHeader(COLUMNS[role]));
    if (idx !== undefined) {
      columns[role] = idx;
      taken.add(idx);
    }
  }
  for (const role of roles) {
    if (columns[role] !== undefined) {
      continue;
    }
    for (const synonym of SYNONYMS[role]) {
      const idx = normalized.findIndex((h, i) => h === synonym && !taken.has(i));
      if (idx >= 0) {
        columns[role] = idx;
        taken.add(idx);
        break;
      }
    }
  }
  return { kind: 'standard', columns, headers };
}

/** "Image URLs (x,y,z...)" normalises to "image urls (x,y,z )": PrestaShop (1.4–8) and thirty bees headers by prefix. */
function startingWith(normalized: string[], prefix: string): number | undefined {
  const i = normalized.findIndex((h) => h.startsWith(prefix));
  return i >= 0 ? i : undefined;
}

const MAGENTO_SLOTS: Array<[string, string, boolean]> = [
  ['base_image', 'base_image_label', false],
  ['small_image', 'small_image_label', false],
  ['thumbnail_image', 'thumbnail_image_label', false],
  ['swatch_image', 'swatch_image_label', false],
  ['additional_images', 'additional_image_labels', true],
];

/** PrestaShop product import and Magento 2 product import, recognised by their own column names. */
function detectPlatformLayout(headers: string[], normalized: string[]): SheetLayout | null {
  const find = (...keys: string[]): number | undefined => keys.map((k) => indexOf(normalized, k)).find((i) => i !== undefined);
  const prestaUrls = startingWith(normalized, 'image urls');
  const looksPresta = prestaUrls !== undefined || (has(normalized, 'name *') && has(normalized, 'active (0/1)'));
  if (looksPresta) {
    const columns: SheetLayout['columns'] = {
      productId: find('product id', 'id', 'reference #'),
      title: find('name *', 'name'),
      description: find('description', 'summary', 'short description'),
    };
    const slots: ImageSlot[] =
      prestaUrls === undefined
        ? []
        : [{ url: prestaUrls, alt: startingWith(normalized, 'image alt texts'), altHeader: 'Image alt texts (x,y,z...)', multi: true }];
    return { kind: 'prestashop', columns: defined(columns), headers, slots, required: ['Image URLs (x,y,z...)'] };
  }
  const looksMagento =
    has(normalized, 'sku') &&
    (MAGENTO_SLOTS.some(([url]) => has(normalized, normalizeHeader(url))) ||
      (has(normalized, 'attribute set code') && has(normalized, 'product type')));
  if (looksMagento) {
    const columns: SheetLayout['columns'] = {
      productId: find('sku'),
      title: find('name'),
      description: find('description', 'short description'),
    };
    const slots: ImageSlot[] = [];
    for (const [url, label, multi] of MAGENTO_SLOTS) {
      const urlIdx = indexOf(normalized, normalizeHeader(url));
      if (urlIdx !== undefined) {
        slots.push({ url: urlIdx, alt: indexOf(normalized, normalizeHeader(label)), altHeader: label, multi });
      }
    }
    return { kind: 'magento', columns: defined(columns), headers, slots, required: ['base_image'] };
  }
  return null;
}

function has(normalized: string[], key: string): boolean {
  return normalized.includes(key);
}

function defined(columns: SheetLayout['columns']): SheetLayout['columns'] {
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

const ROLE_OF_REQUIRED: Record<string, ColumnRole> = {
  [COLUMNS.productId]: 'productId',
  [COLUMNS.title]: 'title',
  [COLUMNS.description]: 'description',
  [COLUMNS.imageUrl]: 'imageUrl',
};

/** Names (as the template spells them) of the required columns the layout lacks for this mode. */
export function missingColumns(layout: SheetLayout, mode: BulkMode): string[] {
  if (layout.slots) {
    // A platform file is described by its own columns: title and description are context, the images are required.
    return layout.slots.length > 0 ? [] : (layout.required ?? []);
  }
  return REQUIRED_COLUMNS[mode].filter((name) => layout.columns[ROLE_OF_REQUIRED[name]!] === undefined);
}
