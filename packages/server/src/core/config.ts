import { isIP } from 'node:net';
import path from 'node:path';
import { parseProviderConfig, type ProviderConfig } from '@alt-optimizer/engine/provider-config';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import type { TrustProxySetting } from './http/trust-proxy.ts';
import { parseSecretKey } from './secrets/secret-box.ts';
import { defaultEngineWorkers } from './engine-workers.ts';
import { loadLimitsEnv, parseLoadLimits, REMOTE_ROWS_IN_FLIGHT, type LoadLimits } from './load-limits.ts';
import { parseQueueConfig, QUEUE_NEEDS_POSTGRES, queueEnv, type QueueConfig } from './queue/queue-config.ts';

// Empty variables (`PORT=`) count as unset, which is what people mean when they blank a line in .env.
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/** The words a yes/no variable accepts. */
const FLAG_WORDS: Record<string, boolean> = { '0': false, '1': true, true: true, false: false, yes: true, no: false };

/**
 * TRUST_PROXY: how many reverse proxies stand in front of the server (0 = none; true/yes = 1), or the proxies' own
 * addresses / CIDR ranges, comma-separated. See core/http/trust-proxy.ts for how each is trusted.
 */
const proxySetting = z.preprocess(
  (v) => (v === '' || v === undefined ? '0' : v),
  z.string().transform((v, ctx): TrustProxySetting => {
    const word = v in FLAG_WORDS ? String(Number(FLAG_WORDS[v])) : v;
    if (/^\d+$/.test(word) && Number(word) <= 10) {
      return Number(word);
    }
    const addresses = word.split(',').map((a) => a.trim());
    const bad = addresses.find((a) => isIP(a) === 0 && !(/[.:]/.test(a) && ipaddr.isValidCIDR(a)));
    if (bad !== undefined) {
      ctx.addIssue({ code: 'custom', message: `expected a number of proxy hops (0-10) or proxy addresses/CIDR ranges (not "${bad}")` });
      return z.NEVER;
    }
    return addresses;
  }),
);

/**
 * ALLOW_PRIVATE_IMAGE_URLS: 0/1 (and the other flag words), or a comma-separated list of CIDR ranges that bulk
 * jobs may fetch from (e.g. 10.0.0.0/8,192.168.1.0/24). Cloud metadata stays blocked whatever it says.
 */
const privateAccess = z.preprocess(
  (v) => (v === '' || v === undefined ? '0' : v),
  z.string().transform((v, ctx): boolean | string[] => {
    if (v in FLAG_WORDS) {
      return FLAG_WORDS[v]!;
    }
    const ranges = v.split(',').map((r) => r.trim());
    const bad = ranges.find((r) => !ipaddr.isValidCIDR(r));
    if (bad !== undefined) {
      ctx.addIssue({ code: 'custom', message: `expected 1/0 or CIDR ranges like 10.0.0.0/8,192.168.1.0/24 (not "${bad}")` });
      return z.NEVER;
    }
    return ranges;
  }),
);

/** PUBLIC_URL: the site's public origin (scheme, host, port; no path), written in canonical, hreflang and sitemap URLs. */
const publicUrl = z.preprocess(
  (v) => (v === '' || v === undefined ? 'http://localhost:5000' : v),
  z.string().transform((v, ctx) => {
    const url = URL.canParse(v) ? new URL(v) : null;
    if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
      ctx.addIssue({ code: 'custom', message: `expected the site's origin such as https://alt.example.com (not "${v}")` });
      return z.NEVER;
    }
    return url.origin;
  }),
);

const envSchema = z.object({
  PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(65535).default(5000)),
  HOST: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).default('0.0.0.0')),
  DATA_DIR: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).default('./data')),
  DATABASE_URL: optionalString.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'must be a postgres:// or postgresql:// URL',
  }),
  ADMIN_PASSWORD: optionalString.refine((v) => v === undefined || v.length >= 8, {
    message: 'must be at least 8 characters',
  }),
  LOG_LEVEL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  TRUST_PROXY: proxySetting,
  ENGINE_WORKERS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(256).optional()),
  ALLOW_PRIVATE_IMAGE_URLS: privateAccess,
  PUBLIC_URL: publicUrl,
  FILE_RETENTION_HOURS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number()
      .positive()
      .max(24 * 3650)
      .default(72),
  ),
  /** 32 random bytes (hex or base64) sealing secrets at rest (store tokens); unset = store connectors refuse to start. */
  CONNECTOR_SECRET_KEY: optionalString.transform((v, ctx) => {
    if (v === undefined) {
      return null;
    }
    const parsed = parseSecretKey(v);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.reason });
      return z.NEVER;
    }
    return parsed.key;
  }),
  CONNECTOR_WRITES_PER_SECOND: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().min(0.1).max(100).default(4)),
});

export interface EngineConfig {
  /** ALT_AI_* settings, parsed once by the engine's own parser (the single definition of those variables). */
  provider: ProviderConfig;
  /** 0 = analyse in the server's own thread; N > 0 = a pool of N worker threads. */
  workers: number;
  /** Why this many workers (ENGINE_WORKERS, or the cores and the memory limit: engine-workers.ts); logged at start. */
  workersReason?: string | undefined;
}

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute path; PGlite data, uploads and generated files live below it. */
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Reverse proxies in front of the server: a hop count (0 = none) or their addresses/CIDR ranges. */
  trustProxy: TrustProxySetting;
  engine: EngineConfig;
  /** false = public addresses only, true = private ranges too, a list = only these CIDR ranges (metadata never). */
  allowPrivateImageUrls: boolean | string[];
  /** The site's public origin (PUBLIC_URL, no trailing slash): canonical, hreflang and sitemap URLs use it. */
  publicUrl: string;
  /** Per-IP rates, the single-image engine queue and the bulk row slots (load-limits.ts). */
  limits: LoadLimits;
  /** Hours a finished bulk job's upload and output are kept (FILE_RETENTION_HOURS); files no job names go after 1 h. */
  fileRetentionHours: number;
  /** CONNECTOR_SECRET_KEY: the AES-256-GCM key of core/secrets (store tokens); null = store connectors turned off. */
  secretKey: Buffer | null;
  /** Alt writes per second to one connected store (CONNECTOR_WRITES_PER_SECOND, default 4). */
  connectorWritesPerSecond: number;
  /** REDIS_URL set: bulk rows go through the BullMQ queue and `npm run worker` processes (queue-config.ts); null = in-process runner. */
  queue: QueueConfig | null;
}

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; errors: string[] };

export function parseConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): ConfigResult {
  const parsed = envSchema.merge(loadLimitsEnv).merge(queueEnv).safeParse(env);
  const provider = parseProviderConfig(env);
  const queueWithoutPostgres = parsed.success && parsed.data.REDIS_URL !== undefined && parsed.data.DATABASE_URL === undefined;
  if (!parsed.success || !provider.ok || queueWithoutPostgres) {
    const errors = [
      ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`)),
      ...(provider.ok ? [] : provider.issues),
      ...(queueWithoutPostgres ? [QUEUE_NEEDS_POSTGRES] : []),
    ];
    return { ok: false, errors };
  }
  const e = parsed.data;
  // Default: one worker per core, as many as the process's memory (its cgroup limit, else the machine's) holds.
  const chosen = e.ENGINE_WORKERS === undefined ? defaultEngineWorkers() : { workers: e.ENGINE_WORKERS, reason: 'ENGINE_WORKERS' };
  return {
    ok: true,
    config: {
      port: e.PORT,
      host: e.HOST,
      dataDir: path.resolve(cwd, e.DATA_DIR),
      databaseUrl: e.DATABASE_URL,
      adminPassword: e.ADMIN_PASSWORD,
      logLevel: e.LOG_LEVEL,
      trustProxy: e.TRUST_PROXY,
      engine: {
        provider: provider.config,
        workers: chosen.workers,
        workersReason: chosen.reason,
      },
      allowPrivateImageUrls: e.ALLOW_PRIVATE_IMAGE_URLS,
      publicUrl: e.PUBLIC_URL,
      fileRetentionHours: e.FILE_RETENTION_HOURS,
      secretKey: e.CONNECTOR_SECRET_KEY,
      connectorWritesPerSecond: e.CONNECTOR_WRITES_PER_SECOND,
      limits: parseLoadLimits(e, { remote: provider.config.provider !== 'local', workers: chosen.workers }),
      queue: parseQueueConfig(e, {
        remote: provider.config.provider !== 'local',
        workers: chosen.workers,
        remoteRowsInFlight: REMOTE_ROWS_IN_FLIGHT,
      }),
    },
  };
}

/** Reads the environment once at boot; prints every bad variable and exits non-zero on failure. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = parseConfig(env);
  if (!result.ok) {
    process.stderr.write(`Invalid configuration:\n${result.errors.map((e) => `  - ${e}`).join('\n')}\n`);
    process.exit(1);
  }
  return result.config;
}
