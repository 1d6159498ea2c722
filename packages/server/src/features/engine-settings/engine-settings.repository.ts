import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { engineSettings, type EngineSettingsRow } from './engine-settings.table.ts';

/** The table holds one row: the settings saved last. */
const CURRENT = 'current';

export async function readSavedSettings(db: Db): Promise<EngineSettingsRow | null> {
  const [row] = await db.select().from(engineSettings).where(eq(engineSettings.id, CURRENT));
  return row ?? null;
}

export type SavedSettings = Omit<EngineSettingsRow, 'id' | 'updatedAt'>;

export async function saveSettings(db: Db, values: SavedSettings): Promise<EngineSettingsRow> {
  const row = { ...values, updatedAt: new Date() };
  const [saved] = await db
    .insert(engineSettings)
    .values({ id: CURRENT, ...row })
    .onConflictDoUpdate({ target: engineSettings.id, set: row })
    .returning();
  return saved!;
}
