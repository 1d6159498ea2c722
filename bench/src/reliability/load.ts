import { startServerProcess, type ServerProcess } from '@alt-optimizer/server/testing';
import sharp from 'sharp';
import { uploadCsv } from './bulk-job.ts';
import { probeHealth } from './health-probe.ts';
import type { Outcome } from './report-table.ts';

const JOBS_PER_HOUR = 3;

async function photo(): Promise<Blob> {
  const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 180, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
}

/** `clients` loops posting one image each for `ms`; statuses counted, latency of answered requests, health polled beside. */
async function level(server: ServerProcess, image: Blob, clients: number, ms: number, healthBoundMs: number): Promise<Outcome> {
  const probe = probeHealth(server.api('/health'), 200);
  const statuses = new Map<string, number>();
  const latencies: number[] = [];
  let missingRetryAfter = 0;
  const deadline = Date.now() + ms;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < deadline) {
        const form = new FormData();
        form.append('image', image, 'photo.jpg');
        const started = performance.now();
        const res = await fetch(server.api('/analyze-single-image'), { method: 'POST', body: form }).catch(() => null);
        await res?.arrayBuffer();
        const key = String(res?.status ?? 'network error');
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        if (res?.status === 200) {
          latencies.push(performance.now() - started);
        } else if (res?.status === 503) {
          missingRetryAfter += res.headers.get('retry-after') ? 0 : 1;
          // A client that honours Retry-After would wait; a short pause keeps the loop from spinning.
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
    }),
  );
  const health = await probe.stop();
  latencies.sort((a, b) => a - b);
  const p95 = Math.round(latencies[Math.floor(latencies.length * 0.95)] ?? 0);
  const counts = [...statuses].map(([status, n]) => `${status}×${n}`).join(' ');
  const unexpected = [...statuses.keys()].filter((s) => s !== '200' && s !== '503');
  return {
    scenario: `single image, ${clients} clients for ${ms / 1000} s`,
    measured: `${counts}; answered p95 ${p95} ms; health max ${health.maxMs} ms`,
    bound: `200 or 503 + Retry-After only; health < ${healthBoundMs} ms`,
    pass: unexpected.length === 0 && missingRetryAfter === 0 && health.maxMs < healthBoundMs,
  };
}

/** The per-IP upload limit: JOBS_PER_HOUR requests answered, the next one 429 with Retry-After, in French when asked. */
async function uploadLimit(server: ServerProcess): Promise<Outcome> {
  const answers: number[] = [];
  for (let i = 0; i <= JOBS_PER_HOUR; i++) {
    answers.push((await uploadCsv(server.api, 'Shopify_URL\n')).status);
  }
  const res = await fetch(server.api('/process-excel'), { method: 'POST', headers: { 'accept-language': 'fr' } });
  const body = (await res.json()) as { error?: string };
  const retryAfter = res.headers.get('retry-after');
  return {
    scenario: `uploads from one IP, limit ${JOBS_PER_HOUR}/hour`,
    measured: `${answers.join(', ')}, then ${res.status} (Retry-After ${retryAfter}): ${body.error}`,
    bound: `${JOBS_PER_HOUR} answered, then 429 + Retry-After`,
    pass: answers.slice(0, JOBS_PER_HOUR).every((s) => s !== 429) && answers[JOBS_PER_HOUR] === 429 && res.status === 429 && !!retryAfter,
  };
}

export async function boundedLoad(levels: readonly number[], msPerLevel: number, healthBoundMs: number): Promise<Outcome[]> {
  const server = await startServerProcess({
    env: { RATE_LIMIT_IMAGES_PER_MINUTE: '0', RATE_LIMIT_JOBS_PER_HOUR: String(JOBS_PER_HOUR) },
    startTimeoutMs: 300_000,
  });
  try {
    const image = await photo();
    const outcomes: Outcome[] = [];
    for (const clients of levels) {
      outcomes.push(await level(server, image, clients, msPerLevel, healthBoundMs));
    }
    outcomes.push(await uploadLimit(server));
    return outcomes;
  } finally {
    await server.stop();
  }
}
