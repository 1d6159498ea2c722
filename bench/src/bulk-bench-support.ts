import { readdirSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { startServerProcess, type ServerProcess } from '@alt-optimizer/server/testing';

export function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/**
 * Loopback image server: /img/<n>.jpg serves photo n modulo the set, so N rows get N distinct URLs
 * (the runner analyses a repeated URL only once, which would flatter the figures).
 */
export async function startPhotoServer(dir: string): Promise<{ base: string; server: Server; requests: () => number }> {
  const photos = readdirSync(dir)
    .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
    .sort()
    .map((f) => readFileSync(join(dir, f)));
  if (photos.length === 0) {
    throw new Error(`no photos in ${dir}`);
  }
  let requests = 0;
  const server = createHttpServer((req, res) => {
    requests++;
    const m = /^\/img\/(\d+)\.jpg$/.exec(req.url ?? '');
    if (!m) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photos[Number(m[1]) % photos.length]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, requests: () => requests };
}

/** Peak resident memory of a process (Linux VmHWM), in MB; null elsewhere. */
export function peakRssMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/** The real server process (`npm run serve`) on a throw-away DATA_DIR, its warnings shown live. */
export function startAppServer(extraEnv: Record<string, string>): Promise<ServerProcess> {
  return startServerProcess({ env: { ADMIN_PASSWORD: 'bench password 1', ...extraEnv }, echo: true, startTimeoutMs: 300_000 });
}

export async function waitForJob(
  api: (path: string) => string,
  jobId: string,
  onTick?: () => void,
): Promise<{ status: string; processedProducts: number; successfulProducts: number; errorProducts: number }> {
  for (;;) {
    const p = (await (await fetch(api(`/progress/${jobId}`))).json()) as {
      status: string;
      processedProducts: number;
      successfulProducts: number;
      errorProducts: number;
    };
    onTick?.();
    if (p.status === 'completed' || p.status === 'failed') {
      return p;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
