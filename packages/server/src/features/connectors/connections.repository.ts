import type { ConnectorPlatform } from '@alt-optimizer/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { connectorConnections, type ConnectionRow } from './connections.table.ts';

/** connector_connections: the only module that reads or writes it. */

export interface NewConnection {
  platform: ConnectorPlatform;
  storeUrl: string;
  label: string;
  username: string | null;
  tokenSealed: string;
  storeName: string;
}

export async function insertConnection(db: Db, values: NewConnection): Promise<ConnectionRow> {
  const [row] = await db
    .insert(connectorConnections)
    .values({ ...values, lastTestedAt: new Date() })
    .returning();
  if (!row) {
    throw new Error('insert into connector_connections returned no row');
  }
  return row;
}

export async function getConnection(db: Db, id: string): Promise<ConnectionRow | undefined> {
  const [row] = await db.select().from(connectorConnections).where(eq(connectorConnections.id, id)).limit(1);
  return row;
}

export async function listConnections(db: Db): Promise<ConnectionRow[]> {
  return db.select().from(connectorConnections).orderBy(desc(connectorConnections.createdAt));
}

export async function markTested(db: Db, id: string, storeName: string): Promise<ConnectionRow | undefined> {
  const [row] = await db
    .update(connectorConnections)
    .set({ storeName, lastTestedAt: new Date() })
    .where(eq(connectorConnections.id, id))
    .returning();
  return row;
}

/** Deletes the connection, its sealed token, its runs, images and publication records (foreign keys cascade). */
export async function deleteConnection(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(connectorConnections).where(eq(connectorConnections.id, id)).returning({ id: connectorConnections.id });
  return deleted.length > 0;
}
