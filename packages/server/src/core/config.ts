import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseProviderConfig, type ProviderConfig } from '@alt-optimizer/engine/provider-config';
import { z } from 'zod';

// Empty variables (`PORT=`) count as unset, which is what people mean when they blank a line in .env.
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

const flag = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .enum(['0', '1', 'true', 'false', 'yes', 'no'], { message: 'expected 1/0, true/false or yes/no' })
    .optional()
    .transform((v) => v === '1' || v === 'true' || v === 'yes'),
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
  TRUST_PROXY: flag,
  ENGINE_WORKERS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(256).optional()),
  ALLOW_PRIVATE_IMAGE_URLS: flag,
});

export interface EngineConfig {
  /** ALT_AI_* settings, parsed once by the engine's own parser (the single definition of those variables). */
  provider: ProviderConfig;
  /** 0 = analyse in the server's own thread; N > 0 = a pool of N worker threads. */
  workers: number;
}

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute path; PGlite data, uploads and generated files live below it. */
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  engine: EngineConfig;
  allowPrivateImageUrls: boolean;
}

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; errors: string[] };

export function parseConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): ConfigResult {
  const parsed = envSchema.safeParse(env);
  const provider = parseProviderConfig(env);
  if (!parsed.success || !provider.ok) {
    const errors = [
      ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`)),
      ...(provider.ok ? [] : provider.issues),
    ];
    return { ok: false, errors };
  }
  const e = parsed.data;
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
        // Default: one worker per core, so bulk jobs use the whole machine.
        workers: e.ENGINE_WORKERS ?? availableParallelism(),
      },
      allowPrivateImageUrls: e.ALLOW_PRIVATE_IMAGE_URLS,
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
