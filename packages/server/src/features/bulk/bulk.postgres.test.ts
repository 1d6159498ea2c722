import { describe, expect, it } from 'vitest';
import { runBulkJob, useBulkTestApp } from '../../testing/bulk-app.ts';
import { csvRows } from '../../testing/bulk-fixtures.ts';
import { postgresReachable } from '../../testing/databases.ts';

// The same runner on real PostgreSQL (a pool of connections, so SKIP LOCKED claims really run in parallel).
const pgOk = await postgresReachable();

describe.skipIf(!pgOk)('bulk job on PostgreSQL', () => {
  const bulk = useBulkTestApp('postgres');

  it('processes a CSV to completion and writes the enhanced file', async () => {
    const { images, img, app } = bulk();
    const csv = `Title,Image URL\nUmbrella,${img(2)}\nGone,${images.base}/missing.jpg\n`;
    const { progress, results, download } = await runBulkJob(
      app,
      { name: 'u.csv', data: Buffer.from(csv), type: 'text/csv' },
      { mode: 'simple' },
    );
    expect(progress).toMatchObject({
      status: 'completed',
      totalProducts: 2,
      processedProducts: 2,
      successfulProducts: 1,
      errorProducts: 1,
    });
    const alt = results.results[0]!.generatedAlt!;
    expect(alt.length).toBeGreaterThan(0);
    expect(csvRows(download.body)).toEqual([
      ['Title', 'Image URL', 'ALT', 'ALT_Status', 'ALT_Error'],
      ['Umbrella', img(2), alt, results.results[0]!.needsReview ? 'review' : 'success', ''],
      ['Gone', `${images.base}/missing.jpg`, '', 'failed', 'Image not found (404)'],
    ]);
  });
});
