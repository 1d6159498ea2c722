import { startServerProcess } from '@alt-optimizer/server/testing';
import { createJob, privateUrlsCsv, waitForJobEnd } from './bulk-job.ts';
import { probeHealth } from './health-probe.ts';
import { seconds, type Outcome } from './report-table.ts';

/** A job's rows are never waited on (private addresses refused at once): the case that froze PGlite (issue 15 #13). */
export async function largeFastFailingJob(rows: number, healthBoundMs: number, uploadBoundMs: number): Promise<Outcome[]> {
  const server = await startServerProcess({
    env: { ENGINE_WORKERS: '0', RATE_LIMIT_JOBS_PER_HOUR: '0', BULK_MAX_IMAGES: String(Math.max(rows, 100_000)) },
  });
  try {
    const probe = probeHealth(server.api('/health'));
    const started = Date.now();
    const jobId = await createJob(server.api, privateUrlsCsv(rows));
    const uploadMs = Date.now() - started;
    probe.mark();
    const end = await waitForJobEnd(server.api, jobId, 900_000);
    const jobMs = Date.now() - started - uploadMs;
    // The finished job's report as the page opens it (/api/results: the summary and the first page of rows).
    probe.mark();
    const resultsStarted = Date.now();
    const results = await fetch(server.api(`/results/${jobId}`));
    const resultsBytes = (await results.arrayBuffer()).byteLength;
    const resultsMs = Date.now() - resultsStarted;
    const health = await probe.stop();
    const [uploadHealth = 0, jobHealth = 0, resultsHealth = 0] = health.phaseMaxMs;
    const [uploadSlowestAt = 0, jobSlowestAt = 0] = health.phaseSlowestAtMs;
    const stopStarted = Date.now();
    const exitCode = await server.stop();
    const stopMs = Date.now() - stopStarted;
    const label = `PGlite, ${rows.toLocaleString('en-US')} rows refused at once`;
    return [
      {
        scenario: `${label}: job`,
        measured: `${end.status}, ${end.processedProducts}/${end.totalProducts} rows in ${seconds(jobMs)} (upload ${seconds(uploadMs)})`,
        bound: 'completed, every row',
        pass: end.status === 'completed' && end.processedProducts === rows,
      },
      {
        scenario: `${label}: /api/health slowest while rows run`,
        measured: `${jobHealth} ms at ${seconds(jobSlowestAt)} (${health.samples} polls, ${health.failures} failed)`,
        bound: `< ${healthBoundMs} ms`,
        pass: jobHealth < healthBoundMs && health.failures === 0,
      },
      {
        // The upload is parsed and inserted in 1,000-row statements with a turn of the event loop between them
        // (job-import.ts); in one transaction, PGlite's only connection was held for the whole insert (1.3 s at 20k rows).
        scenario: `${label}: /api/health slowest during the upload`,
        measured: `${uploadHealth} ms at ${seconds(uploadSlowestAt)}`,
        bound: `< ${uploadBoundMs} ms`,
        pass: uploadHealth < uploadBoundMs,
      },
      {
        // The response holds every row (61 MB at 250k rows): read from the database a keyset page at a time with turns
        // of the event loop between (allResults), so no one statement holds PGlite, and the server's thread, for the whole job.
        scenario: `${label}: /api/health slowest while /api/results is read`,
        measured: `${resultsHealth} ms (results ${results.status}, ${(resultsBytes / 1e6).toFixed(1)} MB in ${seconds(resultsMs)})`,
        bound: `< ${healthBoundMs} ms, 200`,
        pass: results.ok && resultsHealth < healthBoundMs,
      },
      {
        scenario: `${label}: SIGTERM after the job`,
        measured: `exit ${exitCode} in ${seconds(stopMs)}`,
        bound: 'exit 0 < 20 s',
        pass: exitCode === 0,
      },
    ];
  } finally {
    await server.stop();
  }
}
