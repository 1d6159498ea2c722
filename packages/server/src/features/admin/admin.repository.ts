import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { adminCredentials, adminSessions } from '../../core/db/schema.ts';

// A single administrator: the credential lives in row id 1.
const ADMIN_ID = 1;

export async function getAdminPasswordHash(db: Db): Promise<string | undefined> {
  const [row] = await db.select().from(adminCredentials).where(eq(adminCredentials.id, ADMIN_ID)).limit(1);
  return row?.passwordHash;
}

export async function setAdminPasswordHash(db: Db, passwordHash: string): Promise<void> {
  await db
    .insert(adminCredentials)
    .values({ id: ADMIN_ID, passwordHash })
    .onConflictDoUpdate({ target: adminCredentials.id, set: { passwordHash, createdAt: new Date() } });
}

export async function insertSession(db: Db, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(adminSessions).values({ tokenHash, expiresAt });
}

/** The session's hash when it exists and has not expired. */
export async function findLiveSession(db: Db, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ tokenHash: adminSessions.tokenHash })
    .from(adminSessions)
    .where(and(eq(adminSessions.tokenHash, tokenHash), gt(adminSessions.expiresAt, now)))
    .limit(1);
  return row?.tokenHash;
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(adminSessions).where(lte(adminSessions.expiresAt, now));
}

/** Every session: used when the password changes, so old tokens stop working. */
export async function deleteAllSessions(db: Db): Promise<void> {
  await db.delete(adminSessions);
}
