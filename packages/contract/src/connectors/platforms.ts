/**
 * Store connectors (issue 11, beyond the spec): read a Shopify or WooCommerce store's product images through the
 * platform's public API, describe them like bulk rows, and write the reviewed alts back. Zod-free values here so the
 * web app can read them without loading zod.
 */
export const CONNECTOR_PLATFORMS = ['shopify', 'woocommerce'] as const;
export type ConnectorPlatform = (typeof CONNECTOR_PLATFORMS)[number];

export const CONNECTOR_LIMITS = {
  /** Longest store address, access token, WordPress user name and label the API accepts. */
  storeUrlMaxChars: 255,
  tokenMaxChars: 512,
  usernameMaxChars: 120,
  labelMaxChars: 80,
  /** Review rows per page of GET /api/connectors/runs/:runId/rows. */
  rowsPageMax: 500,
  rowsPageDefault: 100,
} as const;

/**
 * A run: `collecting` (reading the store's products), `processing` (the engine describes the images, like a bulk
 * job), `ready` (the review table is complete), `failed` (the store could not be read; `error` says why).
 */
export const CONNECTOR_RUN_STATUSES = ['collecting', 'processing', 'ready', 'failed'] as const;
export type ConnectorRunStatus = (typeof CONNECTOR_RUN_STATUSES)[number];

/** A publication writes alts (`publish`) or puts the old ones back (`undo`); it runs in the background. */
export const PUBLICATION_KINDS = ['publish', 'undo'] as const;
export type PublicationKind = (typeof PUBLICATION_KINDS)[number];
export const PUBLICATION_STATUSES = ['running', 'done'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

/** Per image of a publication: `pending` until handled, then written, skipped or failed (with the platform's message). */
export const WRITE_OUTCOMES = ['pending', 'written', 'skipped', 'failed'] as const;
export type WriteOutcome = (typeof WRITE_OUTCOMES)[number];

/**
 * Why an image was skipped: `dryRun` (the run is a dry run: nothing is written), `unchanged` (the store already has
 * this alt), `alreadyPublished` (an earlier publication wrote this same alt and it was not undone), `noAlt` (the row
 * has no alt to write: its analysis failed).
 */
export const SKIP_REASONS = ['dryRun', 'unchanged', 'alreadyPublished', 'noAlt'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/**
 * The `code` of the connector errors the API answers (`{ success: false, error, code }`, `error` already in the
 * request's language). The messages live in the server's catalogue (features/connectors/connectors.messages.ts).
 */
export const CONNECTOR_ERROR_CODES = [
  'connectorKeyMissing',
  'connectorWrongToken',
  'connectorForbidden',
  'connectorWrongDomain',
  'connectorAddressInvalid',
  'connectorAddressPrivate',
  'connectorRateLimited',
  'connectorUnreachable',
  'connectorPlatformError',
  'connectorUsernameMissing',
  'connectionNotFound',
  'runNotFound',
  'runRowNotFound',
  'runNotReady',
  'publicationNotFound',
  'publicationRunning',
  'nothingToUndo',
] as const;
export type ConnectorErrorCode = (typeof CONNECTOR_ERROR_CODES)[number];
