import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/databases.ts';
import {
  deleteExpiredSessions,
  deleteSession,
  findLiveSession,
  getAdminPasswordHash,
  insertSession,
  setAdminPasswordHash,
} from './admin.repository.ts';

await describeEachDatabase('admin credentials and sessions', (get) => {
  it('stores one password hash and replaces it', async () => {
    const { db } = get();
    expect(await getAdminPasswordHash(db)).toBeUndefined();
    await setAdminPasswordHash(db, 'scrypt$first');
    await setAdminPasswordHash(db, 'scrypt$second');
    expect(await getAdminPasswordHash(db)).toBe('scrypt$second');
  });

  it('finds live sessions only and purges expired ones', async () => {
    const { db } = get();
    const now = new Date('2030-06-01T12:00:00Z');
    await insertSession(db, 'live', new Date('2030-06-01T13:00:00Z'));
    await insertSession(db, 'expired', new Date('2030-06-01T11:00:00Z'));
    expect(await findLiveSession(db, 'live', now)).toBe('live');
    expect(await findLiveSession(db, 'expired', now)).toBeUndefined();
    await deleteExpiredSessions(db, now);
    await deleteSession(db, 'live');
    expect(await findLiveSession(db, 'live', now)).toBeUndefined();
  });
});
