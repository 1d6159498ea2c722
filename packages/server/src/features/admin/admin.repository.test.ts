import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/databases.ts';
import * as credentials from './admin.repository.ts';

await describeEachDatabase('admin credentials and sessions', (get) => {
  it('stores one password hash and replaces it', async () => {
    const { db } = get();
    expect(await credentials.getAdminPasswordHash(db)).toBeUndefined();
    await credentials.setAdminPasswordHash(db, 'scrypt$first');
    await credentials.setAdminPasswordHash(db, 'scrypt$second');
    expect(await credentials.getAdminPasswordHash(db)).toBe('scrypt$second');
  });

  it('finds live sessions only and purges expired ones', async () => {
    const { db } = get();
    const now = new Date('2030-06-01T12:00:00Z');
    await credentials.insertSession(db, 'live', new Date('2030-06-01T13:00:00Z'));
    await credentials.insertSession(db, 'expired', new Date('2030-06-01T11:00:00Z'));
    expect(await credentials.findLiveSession(db, 'live', now)).toBe('live');
    expect(await credentials.findLiveSession(db, 'expired', now)).toBeUndefined();
    await credentials.deleteExpiredSessions(db, now);
    await credentials.deleteSession(db, 'live');
    expect(await credentials.findLiveSession(db, 'live', now)).toBeUndefined();
  });
});
