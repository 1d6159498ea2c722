import type { Connection, ConnectionCredentials, CreateConnectionRequest, StorePreview } from '@alt-optimizer/contract';
import type { Db } from '../../core/db/client.ts';
import { AppError } from '../../core/errors/index.ts';
import { isUuid } from '../../core/jobs/job-access.ts';
import { PLATFORM_NAMES } from './clients/store-client.ts';
import { CONNECTOR_ERRORS } from './connectors.messages.ts';
import { deleteConnection, getConnection, insertConnection, listConnections, markTested } from './connections.repository.ts';
import type { ConnectionRow } from './connections.table.ts';
import type { StoreAccess } from './store-access.ts';

export interface ConnectorDeps {
  db: Db;
  access: StoreAccess;
}

/** The API's view of a connection: never the sealed token. */
export function toConnection(row: ConnectionRow): Connection {
  return {
    id: row.id,
    platform: row.platform,
    storeUrl: row.storeUrl,
    label: row.label,
    username: row.username,
    storeName: row.storeName,
    createdAt: row.createdAt.toISOString(),
    lastTestedAt: row.lastTestedAt?.toISOString() ?? null,
  };
}

export async function requireConnection(db: Db, id: string): Promise<ConnectionRow> {
  const row = isUuid(id) ? await getConnection(db, id) : undefined;
  if (!row) {
    throw new AppError(CONNECTOR_ERRORS.connectionNotFound);
  }
  return row;
}

/** "Test connection" on the form: the address and token are tried, nothing is stored. */
export async function testCredentials(deps: ConnectorDeps, credentials: ConnectionCredentials) {
  const client = deps.access.clientForCredentials(credentials);
  const { storeName } = await client.test();
  return { success: true as const, storeName, storeUrl: deps.access.normalise(credentials) };
}

/** Tested first, so a saved connection is one that worked; the token is sealed before it reaches the database. */
export async function createConnection(deps: ConnectorDeps, request: CreateConnectionRequest): Promise<Connection> {
  const tested = await testCredentials(deps, request);
  const row = await insertConnection(deps.db, {
    platform: request.platform,
    storeUrl: tested.storeUrl,
    label: request.label ?? `${tested.storeName} (${PLATFORM_NAMES[request.platform]})`,
    username: request.platform === 'woocommerce' ? (request.username ?? null) : null,
    tokenSealed: deps.access.seal(request.accessToken),
    storeName: tested.storeName,
  });
  return toConnection(row);
}

export async function retestConnection(deps: ConnectorDeps, id: string) {
  const connection = await requireConnection(deps.db, id);
  const { storeName } = await deps.access.clientForConnection(connection).test();
  await markTested(deps.db, id, storeName);
  return { success: true as const, storeName, storeUrl: connection.storeUrl };
}

export async function allConnections(deps: ConnectorDeps): Promise<Connection[]> {
  deps.access.requireKey();
  return (await listConnections(deps.db)).map(toConnection);
}

export async function removeConnection(deps: ConnectorDeps, id: string): Promise<void> {
  await requireConnection(deps.db, id);
  await deleteConnection(deps.db, id);
}

/** How many products and images the store has, and how many images lack an alt (read through the whole catalogue). */
export async function previewStore(deps: ConnectorDeps, id: string): Promise<StorePreview> {
  const connection = await requireConnection(deps.db, id);
  const preview: StorePreview = { products: 0, imagesTotal: 0, imagesLackingAlt: 0 };
  for await (const page of deps.access.clientForConnection(connection).images()) {
    preview.products = page.productsRead;
    preview.imagesTotal += page.images.length;
    preview.imagesLackingAlt += page.images.filter((image) => image.alt.trim() === '').length;
  }
  return preview;
}
