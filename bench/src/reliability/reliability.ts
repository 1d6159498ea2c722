/**
 * `npm run test:reliability`: starts real server processes (@alt-optimizer/server/testing) and prints one table of
 * scenarios and outcomes (issue 15 #13, #15, #18): /api/health while a large job of rows refused at once runs on
 * PGlite, kill -9 during a large upload's insert (PGlite) and mid-job on PGlite and PostgreSQL then a restart, and a short bounded load at 4/16/64 clients.
 * Timings are printed. The large job's health bounds are the 1 s (measured ~0.1–0.25 s at 20k and 250k rows on
 * a 2-core machine under load); the load levels keep a generous bound, since machines are noisy.
 *
 *   --rows N               rows of the large job (default 20000 for CI time; the 250,000-row run is `--rows 250000`, ~45 s)
 *   --kill-rows N          rows of the kill -9 jobs (default 20000)
 *   --load-seconds N       seconds per load level (default 10)
 *   --health-bound MS      the asserted bound on /api/health while the large job's rows run (default 1000)
 *   --upload-bound MS      the asserted bound on /api/health while its upload is parsed and inserted (default 1000)
 *   --load-health-bound MS the asserted bound on /api/health under single-image load (default 5000)
 *   --only freeze|kill|load
 */
import { boundedLoad } from './load.ts';
import { largeFastFailingJob } from './freeze.ts';
import { killDuringImport } from './kill-import.ts';
import { killMidJob } from './kill-restart.ts';
import { printTable, type Outcome } from './report-table.ts';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`--${name} expects a positive number`);
  }
  return value;
}

async function main(): Promise<void> {
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
  const outcomes: Outcome[] = [];
  const run = async (name: string, scenario: () => Promise<Outcome[]>) => {
    if (only && only !== name) {
      return;
    }
    const started = Date.now();
    process.stderr.write(`reliability: ${name}…\n`);
    try {
      outcomes.push(...(await scenario()));
    } catch (err) {
      outcomes.push({
        scenario: name,
        measured: `error: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`,
        bound: '-',
        pass: false,
      });
    }
    process.stderr.write(`reliability: ${name} took ${Math.round((Date.now() - started) / 1000)} s\n`);
  };
  await run('freeze', () => largeFastFailingJob(arg('rows', 20_000), arg('health-bound', 1000), arg('upload-bound', 1000)));
  await run('kill', async () => [...(await killDuringImport(arg('kill-rows', 20_000))), ...(await killMidJob(arg('kill-rows', 20_000)))]);
  await run('load', () => boundedLoad([4, 16, 64], arg('load-seconds', 10) * 1000, arg('load-health-bound', 5000)));
  process.exitCode = printTable(outcomes) ? 0 : 1;
}

await main();
