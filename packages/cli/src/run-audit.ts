import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  auditReportSchema,
  CRITERION_STATUS_WORDS,
  CRITERION_WORDS,
  LIMITS,
  MACHINE_LIMITS_WORDS,
  type AuditReport,
  type Language,
} from '@alt-optimizer/contract';
import { CliError } from './cli-error.ts';
import type { Target } from './options.ts';
import type { ProgressStream } from './progress.ts';
import type { Output } from './run-image.ts';

/** One server's page-audit endpoints: the embedded app's /api/page-audits, or a remote server's /api/v1/page-audits. */
export interface AuditApi {
  start(request: { url: string; maxPages: number; language: Language }): Promise<string>;
  report(auditId: string): Promise<AuditReport>;
  file(auditId: string, format: 'csv' | 'pdf', language: Language): Promise<Buffer>;
  close(): Promise<void>;
}

export interface AuditOptions {
  maxPages: number;
  language: Language;
  /** .pdf, .csv or .json: the report written there; none prints the summary only. */
  out: string | undefined;
  pollMs: number;
}

/** `--max-pages`: a whole number from 1 to LIMITS.auditMaxPagesCap. */
export function parseMaxPages(raw: string | undefined): number {
  if (raw === undefined) {
    return LIMITS.auditDefaultPages;
  }
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > LIMITS.auditMaxPagesCap) {
    throw new CliError(`--max-pages must be a whole number from 1 to ${LIMITS.auditMaxPagesCap}`);
  }
  return value;
}

const SUMMARY = {
  en: {
    pages: (audited: number, total: number) => `${audited} of ${total} pages audited`,
    counts: (images: number, keep: number, improve: number, replace: number) =>
      `${images} images: ${keep} keep, ${improve} improve, ${replace} replace`,
    score: (images: string, criteria: string) => `Images with no problem found: ${images}; RGAA rate over decided criteria: ${criteria}`,
    none: 'none decided',
    detail: (failing: number, toCheck: number, applicable: number) => `${failing} failing, ${toCheck} to check, of ${applicable}`,
    written: (file: string) => `Report written to ${file}`,
  },
  fr: {
    pages: (audited: number, total: number) => `Pages auditées\u202F: ${audited} sur ${total}`,
    counts: (images: number, keep: number, improve: number, replace: number) =>
      `${images}\u202Fimages\u202F: ${keep} à garder, ${improve} à améliorer, ${replace} à remplacer`,
    score: (images: string, criteria: string) =>
      `Images sans problème détecté\u202F: ${images}\u202F; taux RGAA sur les critères décidés\u202F: ${criteria}`,
    none: 'aucun décidé',
    detail: (failing: number, toCheck: number, applicable: number) => `${failing} en échec, ${toCheck} à vérifier, sur ${applicable}`,
    written: (file: string) => `Rapport écrit dans ${file}`,
  },
} as const;

/** The report's format from `--out` (null: none written); anything but .pdf, .csv or .json is refused before any work. */
export function auditFormat(out: string | undefined): 'pdf' | 'csv' | 'json' | null {
  const format = out ? path.extname(out).slice(1).toLowerCase() : null;
  if (format !== null && format !== 'pdf' && format !== 'csv' && format !== 'json') {
    throw new CliError('--out for an audit must end in .pdf, .csv or .json');
  }
  return format;
}

/** The report in a few lines: each criterion, counts, scores, and what a machine cannot decide. */
export function auditSummary(report: AuditReport, lang: Language): string {
  const w = SUMMARY[lang];
  const pct = (v: number | null) => (v === null ? w.none : `${v}${lang === 'fr' ? '\u202F' : ' '}%`);
  const lines = [report.url, w.pages(report.pages.filter((p) => p.status === 'audited').length, report.pages.length)];
  for (const c of report.criteria) {
    lines.push(
      `${CRITERION_WORDS[c.id].label[lang].padEnd(11)} ${CRITERION_STATUS_WORDS[c.status][lang].padEnd(15)} ${w.detail(c.failing.length, c.toCheck.length, c.applicable)}${
        c.failing.length ? ` — ${c.failing.join(', ')}` : ''
      }`,
    );
  }
  const n = report.counts;
  lines.push(w.counts(n.images, n.keep, n.improve, n.replace), w.score(pct(report.score.imagesPercent), pct(report.score.criteriaPercent)));
  lines.push(MACHINE_LIMITS_WORDS[lang]);
  return `${lines.join('\n')}\n`;
}

/**
 * `alt-optimizer <page or sitemap URL> --audit`: starts the audit (a refused address ends here with the server's
 * reason), follows it on stderr, prints the summary, writes the report as PDF, CSV or JSON when --out names one.
 */
export async function runAudit(api: AuditApi, url: string, options: AuditOptions, stdout: Output, stderr: ProgressStream): Promise<void> {
  const format = auditFormat(options.out);
  const auditId = await api.start({ url, maxPages: options.maxPages, language: options.language });
  let report = await api.report(auditId);
  let last = '';
  while (report.status === 'running') {
    const p = report.progress;
    const line = `pages ${p.pagesDone}/${p.pagesTotal}, pictures ${p.imagesDone}/${p.imagesTotal}`;
    if (line !== last) {
      stderr.write(`${line}\n`);
      last = line;
    }
    await sleep(options.pollMs);
    report = await api.report(auditId);
  }
  if (report.status === 'failed') {
    throw new CliError(report.error?.[options.language] ?? 'the audit failed');
  }
  stdout.write(auditSummary(report, options.language));
  if (options.out && format) {
    const body = format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : await api.file(auditId, format, options.language);
    await writeFile(options.out, body);
    stderr.write(`${SUMMARY[options.language].written(options.out)}\n`);
  }
}

/** The answer's `error` (in the request's language), or its status. */
function refusal(status: number, text: string): CliError {
  try {
    const body = JSON.parse(text) as { error?: unknown };
    if (typeof body.error === 'string') {
      return new CliError(body.error);
    }
  } catch {
    // Not JSON: the status says enough.
  }
  return new CliError(`the server answered ${status}`);
}

/** A remote server's /api/v1/page-audits with a key. */
export function remoteAuditApi(base: string, key: string): AuditApi {
  const root = `${base.replace(/\/$/, '')}/api/v1/page-audits`;
  const call = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const res = await fetch(url, { ...init, headers: { authorization: `Bearer ${key}`, ...init.headers } });
    if (!res.ok) {
      throw refusal(res.status, await res.text());
    }
    return res;
  };
  return {
    start: async (request) => {
      const res = await call(root, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) });
      return ((await res.json()) as { auditId: string }).auditId;
    },
    report: async (id) => auditReportSchema.parse(await (await call(`${root}/${encodeURIComponent(id)}`)).json()),
    file: async (id, format, language) =>
      Buffer.from(await (await call(`${root}/${encodeURIComponent(id)}/report.${format}?language=${language}`)).arrayBuffer()),
    close: async () => undefined,
  };
}

/** The embedded server's /api/page-audits (the web tool's), started in this process: no network but the pages'. */
export async function embeddedAuditApi(env: NodeJS.ProcessEnv): Promise<AuditApi> {
  const { startEmbeddedServer } = await import('@alt-optimizer/server/embedded');
  const server = await startEmbeddedServer(env, 1);
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const answer = await server.app.inject({ method, url, ...(payload ? { payload } : {}) });
    if (answer.statusCode >= 400) {
      throw refusal(answer.statusCode, answer.body);
    }
    return answer;
  };
  return {
    start: async (request) => (await call('POST', '/api/page-audits', request)).json<{ auditId: string }>().auditId,
    report: async (id) => auditReportSchema.parse((await call('GET', `/api/page-audits/${encodeURIComponent(id)}`)).json()),
    file: async (id, format, language) =>
      (await call('GET', `/api/page-audits/${encodeURIComponent(id)}/report.${format}?language=${language}`)).rawPayload,
    close: () => server.close(),
  };
}

/** The API for the run's target: a remote server with its key, else the embedded one. */
export function auditApiFor(target: Target, env: NodeJS.ProcessEnv): Promise<AuditApi> {
  return target.kind === 'remote' ? Promise.resolve(remoteAuditApi(target.url, target.key)) : embeddedAuditApi(env);
}
