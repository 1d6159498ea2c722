import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';

/** Cheap round trip for /api/health. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
