import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../core/db/client.ts';
import { insertJobWithRows } from '../core/jobs/job.repository.ts';

/** A simple-mode job of pending rows, one per URL, with its source CSV written in `dataDir` (runner tests). */
export async function insertUrlJob(db: Db, dataDir: string, name: string, urls: string[]): Promise<string> {
  const source = path.join(dataDir, `${name}.csv`);
  await writeFile(source, `Shopify_URL\n${urls.join('\n')}\n`);
  const created = await insertJobWithRows(
    db,
    { originalFileName: `${name}.csv`, sourceFormat: 'csv', sourceFilePath: source, mode: 'simple' },
    urls.map((shopifyUrl, rowIndex) => ({ rowIndex, shopifyUrl, processingStatus: 'pending' })),
  );
  return created.id;
}
