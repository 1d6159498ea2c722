/** Download file names from spec section 7. */
export const FILE_NAMES = {
  optimizedXlsx: 'shopify-products-optimized.xlsx',
  optimizedCsv: 'shopify-products-optimized.csv',
  /** A platform's own export comes back named for its platform (Shopify and our template keep the spec's names). */
  optimizedWooCommerceCsv: 'woocommerce-products-optimized.csv',
  optimizedPrestaShopCsv: 'prestashop-products-optimized.csv',
  optimizedMagentoCsv: 'magento-products-optimized.csv',
  templateComplete: 'template-catalogue-shopify.xlsx',
  templateSimple: 'template-urls-simple.xlsx',
} as const;

/** Content type of the xlsx files the API serves (templates, enhanced catalogues) and the web app accepts. */
/**
 * Image formats (sharp's names) the engine decodes, on the upload check and on the bulk fetcher alike; anything
 * else sharp could read (svg, pdf, raw…) is refused as "not an image" on both paths.
 */
export const IMAGE_FORMATS: readonly string[] = ['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'];

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Legacy Excel (.xls, OLE2) is refused, by the web app when the file is picked and by the API after upload, with this
 * one message (docs/ARCHITECTURE.md says why there is no .xls reader).
 */
export const LEGACY_XLS_REFUSAL = {
  en: 'Legacy Excel (.xls) files are not supported. Open the file in Excel or LibreOffice, save it as .xlsx or .csv, then upload it again',
  fr: 'Les anciens fichiers Excel (.xls) ne sont pas pris en charge. Ouvrez le fichier dans Excel ou LibreOffice, enregistrez-le au format .xlsx ou .csv, puis renvoyez-le',
} as const;

/** Spreadsheet columns from spec section 3. */
export const COLUMNS = {
  productId: 'Product_ID',
  title: 'Title',
  description: 'Description',
  imageUrl: 'Shopify_URL',
  alt: 'ALT',
  altStatus: 'ALT_Status',
  altError: 'ALT_Error',
} as const;

export const REQUIRED_COLUMNS = {
  complete: [COLUMNS.productId, COLUMNS.title, COLUMNS.description, COLUMNS.imageUrl],
  simple: [COLUMNS.imageUrl],
} as const;

/** The header that carries a job's edit token (POST /api/process-excel answers it) on changes to the job's rows. */
export const EDIT_TOKEN_HEADER = 'x-edit-token';

export const STORAGE_KEYS = {
  language: 'alt-optimizer-language',
  adminToken: 'alt-optimizer-admin-token',
  /** sessionStorage: the edit tokens of the jobs this tab created (job id → token). */
  editTokens: 'alt-optimizer-edit-tokens',
  /** localStorage: this browser's recent bulk jobs (id, edit token, file name, language, start time), newest first. */
  recentJobs: 'alt-optimizer-recent-jobs',
} as const;

/**
 * A bulk job's own page: `/jobs/{id}` (`/fr/jobs/{id}` in French), its edit token after `#` so it never reaches a
 * server log or a Referer. The server answers the home page there; the tool restores the job from the path.
 */
export const JOB_PAGE_PATTERN = /^(\/fr)?\/jobs\/([0-9a-f-]{36})$/i;
