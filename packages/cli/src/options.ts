import { keywordsSchema, policyFrom, type BulkMode, type ExistingAltPolicy, type Language } from '@alt-optimizer/contract';
import { CliError } from './cli-error.ts';

/** Where images are analysed: the embedded engine on this machine, or an Alt Optimizer server's /api/v1. */
export type Target = { kind: 'local' } | { kind: 'remote'; url: string; key: string };

/** What the user asked for, checked once: the commands below trust it. */
export interface RunOptions {
  language: Language;
  keywords: string[];
  mode: BulkMode;
  /** Product context for a single image or URL (a folder's images have none in common). */
  title: string | undefined;
  description: string | undefined;
  out: string | undefined;
  concurrency: number;
  /**
   * Catalogue: what to do with the alt texts the file already has (issue 25): replace-bad (default) keeps the ones
   * the engine judges good, fill-empty keeps all, overwrite replaces all (also `--overwrite`).
   */
  existingAlts: ExistingAltPolicy;
  /** Folder: also write `<image>.alt.json` beside each image. */
  sidecar: boolean;
  /** Single image: print the whole answer as JSON instead of the alt alone. */
  json: boolean;
  target: Target;
}

/** As commander hands them over: --lang and --mode already limited to their choices. */
export interface RawOptions {
  lang: Language;
  keywords?: string | undefined;
  mode: BulkMode;
  title?: string | undefined;
  description?: string | undefined;
  out?: string | undefined;
  concurrency: string;
  existingAlts?: ExistingAltPolicy | undefined;
  overwrite?: boolean | undefined;
  sidecar?: boolean | undefined;
  json?: boolean | undefined;
  server?: string | undefined;
  key?: string | undefined;
}

/** "cotton, blue" → ["cotton", "blue"], checked by the contract's keyword rules (count, length, duplicates). */
export function parseKeywords(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') {
    return [];
  }
  const parsed = keywordsSchema.safeParse(raw.split(',').map((k) => k.trim()));
  if (!parsed.success) {
    throw new CliError(`Invalid --keywords: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  }
  return parsed.data;
}

function parseTarget(server: string | undefined, key: string | undefined): Target {
  if (server === undefined) {
    if (key !== undefined) {
      throw new CliError('--key is only used with --server URL');
    }
    return { kind: 'local' };
  }
  let url: URL;
  try {
    url = new URL(server);
  } catch {
    throw new CliError(`Invalid --server URL: ${server}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CliError(`Invalid --server URL (http or https only): ${server}`);
  }
  const apiKey = key ?? process.env.ALT_OPTIMIZER_API_KEY;
  if (!apiKey) {
    throw new CliError('--server needs an API key: pass --key KEY or set ALT_OPTIMIZER_API_KEY');
  }
  return { kind: 'remote', url: url.href.replace(/\/+$/, ''), key: apiKey };
}

export function parseRunOptions(raw: RawOptions): RunOptions {
  const concurrency = Number(raw.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) {
    throw new CliError(`Invalid --concurrency "${raw.concurrency}": a whole number from 1 to 64`);
  }
  return {
    language: raw.lang,
    keywords: parseKeywords(raw.keywords),
    mode: raw.mode,
    title: raw.title?.trim() || undefined,
    description: raw.description?.trim() || undefined,
    out: raw.out,
    concurrency,
    existingAlts: raw.overwrite ? 'overwrite' : policyFrom(raw.existingAlts, undefined),
    sidecar: raw.sidecar ?? false,
    json: raw.json ?? false,
    target: parseTarget(raw.server, raw.key),
  };
}
