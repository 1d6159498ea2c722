/**
 * The one way tests, e2e and the bench start the real server process (`npm run serve`): exported as
 * `@alt-optimizer/server/testing`. A free port on 127.0.0.1, a throw-away DATA_DIR unless one is given, PGlite
 * unless DATABASE_URL is passed, and a readable error with the server's own output when it does not come up.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** The entry points: the server (`npm run serve`) and the queue mode's bulk worker (`npm run worker`). */
const ENTRIES = {
  server: fileURLToPath(new URL('../main.ts', import.meta.url)),
  worker: fileURLToPath(new URL('../worker.ts', import.meta.url)),
};
export type Entry = keyof typeof ENTRIES;
const OUTPUT_KEEP_CHARS = 256 * 1024;
const STOP_GRACE_MS = 20_000;

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * SERVER_CPU_PROF_DIR=DIR: the server (every thread) writes V8 CPU profiles there when it stops, for benches run by
 * hand (`bench:bulk`); Node refuses --cpu-prof in NODE_OPTIONS, so it is passed here.
 */
function cpuProfileArgs(): string[] {
  const dir = process.env.SERVER_CPU_PROF_DIR;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

/** Command, arguments and options of the entry point; the developer's own settings never leak in by default. */
function serverCommand(env: Record<string, string>, entry: Entry = 'server'): [string, string[], { cwd: string; env: NodeJS.ProcessEnv }] {
  return [
    process.execPath,
    [...cpuProfileArgs(), '--import', 'tsx', ENTRIES[entry]],
    // MALLOC_ARENA_MAX as `npm run serve` sets it (package.json): the product's own start, measured.
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
        HOST: '127.0.0.1',
        DATABASE_URL: '',
        ADMIN_PASSWORD: '',
        LOG_LEVEL: 'warn',
        ...env,
      },
    },
  ];
}

/** Runs the entry point to its exit, for starts that must fail (bad configuration). */
export function runServerToExit(
  env: Record<string, string>,
  timeoutMs = 120_000,
  entry: Entry = 'server',
): { status: number | null; stdout: string; stderr: string } {
  const [command, args, options] = serverCommand(env, entry);
  const child = spawnSync(command, args, { ...options, encoding: 'utf8', timeout: timeoutMs });
  return { status: child.status, stdout: child.stdout, stderr: child.stderr };
}

export interface ServerProcessOptions {
  /** Environment on top of the defaults (HOST=127.0.0.1, PGlite, LOG_LEVEL=warn, a generated admin password). */
  env?: Record<string, string>;
  /** Reused across restarts when given; otherwise a temporary folder that stop() deletes. */
  dataDir?: string;
  startTimeoutMs?: number;
  /** Also copy the server's output to this process's stderr (the bench shows it live). */
  echo?: boolean;
  /** 'worker' starts `npm run worker` instead (it answers /api/health on its PORT too). */
  entry?: Entry;
  /** Called right after the spawn, before the server loads anything (e.g. to move it into a memory cgroup). */
  onSpawn?: (child: ChildProcess) => void;
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  dataDir: string;
  /** `api('/health')` → `http://127.0.0.1:PORT/api/health`. */
  api: (path: string) => string;
  /** Everything the server printed so far (stdout and stderr, the last 256 KB). */
  output: () => string;
  /** The exit code once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM, SIGKILL after a grace period; deletes a temporary DATA_DIR. Resolves with the exit code. */
  stop: () => Promise<number | null>;
}

/** Starts the server and resolves once /api/health answers 200. */
export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'alt-server-')));
  const [command, args, spawnOptions] = serverCommand({ PORT: String(port), DATA_DIR: dataDir, ...options.env }, options.entry);
  const child = spawn(command, args, { ...spawnOptions, stdio: ['ignore', 'pipe', 'pipe'] });
  options.onSpawn?.(child);
  let output = '';
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEEP_CHARS);
    if (options.echo) {
      process.stderr.write(chunk);
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve(code);
    }),
  );

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<number | null> => {
    if (exitCode === undefined) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    }
    if (ownDataDir) {
      await rm(dataDir, { recursive: true, force: true });
    }
    return exited;
  };
  const server: ServerProcess = {
    child,
    baseUrl,
    dataDir,
    api: (p) => `${baseUrl}/api${p}`,
    output: () => output,
    exited,
    stop,
  };

  const timeoutMs = options.startTimeoutMs ?? 180_000;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      await stop();
      throw new Error(`server exited with code ${exitCode} before answering /api/health:\n${output}`);
    }
    const healthy = await fetch(server.api('/health')).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) {
      return server;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`server did not answer /api/health within ${timeoutMs} ms:\n${output}`);
}
