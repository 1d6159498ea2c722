import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * processing_jobs.engines: which engines wrote a job's alts (issue 15 #3). The engine can be switched in the admin
 * while a job runs, and a row a provider failed on is written by the offline engine ("local"), so a job keeps the
 * list of engines its rows really used, in the order they were first used, rather than the engine configured when it
 * was created. It is appended in the statement that already stores the rows and bumps the job's counters (no extra
 * query per row); most batches add nothing new.
 */

/**
 * `engines` followed by those of `added` it does not hold yet, first-use order kept; `engines` itself when nothing is
 * added. Both are SQL text[] expressions; either may be null.
 */
export function appendEnginesSql(engines: SQL, added: SQL): SQL {
  return sql`coalesce((
    select array_agg(e order by first_seen) from (
      select e, min(o) as first_seen from unnest(coalesce(${engines}, '{}'::text[]) || coalesce(${added}, '{}'::text[]))
        with ordinality as u(e, o)
      where e is not null
      group by e
    ) merged
  ), ${engines})`;
}

/** Appends one engine to a job's list (a regenerated row; the bulk rows go through storeOutcomes). */
export async function recordJobEngine(db: Db, jobId: string, engine: string): Promise<void> {
  await db.execute(sql`
    update processing_jobs set engines = ${appendEnginesSql(sql.raw('engines'), sql`array[${engine}]::text[]`)}
    where id = ${jobId} and not (${engine} = any(coalesce(engines, '{}'::text[])))`);
}

/** The list as the API gives it: empty when the job has none recorded (stored before migration 0008, or no alt written). */
export function jobEngines(job: { engines: string[] | null }): string[] {
  return job.engines ?? [];
}
