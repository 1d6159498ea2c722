import { COLUMNS, REQUIRED_COLUMNS, type BulkMode } from '@alt-optimizer/contract';

/** What a column means to us, whatever the merchant called it. */
export type ColumnRole = 'productId' | 'title' | 'description' | 'imageUrl' | 'alt' | 'altStatus' | 'altError';

/** standard = our template; shopify / woocommerce = the platforms' own product CSV exports. */
export type CatalogueKind = 'standard' | 'shopify' | 'woocommerce';

export interface SheetLayout {
  kind: CatalogueKind;
  /** 0-based column index per role; absent when the sheet has no such column. */
  columns: Partial<Record<ColumnRole, number>>;
  headers: string[];
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

const ROLE_OF_REQUIRED: Record<string, ColumnRole> = {
  [COLUMNS.productId]: 'productId',
  [COLUMNS.title]: 'title',
  [COLUMNS.description]: 'description',
  [COLUMNS.imageUrl]: 'imageUrl',
};

/** Names (as the template spells them) of the required columns the layout lacks for this mode. */
export function missingColumns(layout: SheetLayout, mode: BulkMode): string[] {
  return REQUIRED_COLUMNS[mode].filter((name) => layout.columns[ROLE_OF_REQUIRED[name]!] === undefined);
}
