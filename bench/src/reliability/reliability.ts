/**
 * `npm run test:reliability`: starts real server processes (@alt-optimizer/server/testing) and prints one table of
 * scenarios and outcomes (issue 15 #13, #15, #18): /api/health while a large job of rows refused at once runs on
 * PGlite, kill -9 mid-job on PGlite and PostgreSQL then a restart, and a short bounded load at 4/16/64 clients.
 * Timings are printed; only generous bounds that would catch a freeze are asserted, since machines are noisy.
 *
 *   --rows N            rows of the large job (default 20000; the 250,000-row run is `--rows 250000`)
 *   --kill-rows N       rows of the kill -9 jobs (default 20000)
 *   --load-seconds N    seconds per load level (default 10)
 *   --health-bound MS   the asserted bound on /api/health while rows run and under load (default 5000)
 *   --upload-bound MS   the asserted bound on /api/health while the large upload is inserted (default 30000)
 *   --only freeze|kill|load
 */
import { boundedLoad } from './load.ts';
import { largeFastFailingJob } from './freeze.ts';
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
  const healthBound = arg('health-bound', 5000);
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
  await run('freeze', () => largeFastFailingJob(arg('rows', 20_000), healthBound, arg('upload-bound', 30_000)));
  await run('kill', () => killMidJob(arg('kill-rows', 20_000)));
  await run('load', () => boundedLoad([4, 16, 64], arg('load-seconds', 10) * 1000, healthBound));
  process.exitCode = printTable(outcomes) ? 0 : 1;
}

await main();
