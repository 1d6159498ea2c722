import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AuditReport } from '@alt-optimizer/contract';
import { AUDIT_SITE_FIGURES, startAuditSite, type AuditSite } from '@alt-optimizer/server/testing/audit-site.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT, runCli } from './program.ts';
import { embeddedAuditApi } from './run-audit.ts';

/**
 * `alt-optimizer <url> --audit` on the embedded server, as a user runs it: the loopback test site's sitemap audited
 * (ALLOW_PRIVATE_IMAGE_URLS=127.0.0.1/32 opens only it), the summary and the written reports checked; the same
 * address refused, with the server's words, when private addresses are not opened.
 */
let site: AuditSite;
let dir: string;

beforeAll(async () => {
  site = await startAuditSite();
  dir = await mkdtemp(path.join(tmpdir(), 'cli-audit-'));
});
afterAll(async () => {
  await site.close();
  await rm(dir, { recursive: true, force: true });
});

async function audit(argv: string[], env: NodeJS.ProcessEnv) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text), isTTY: false },
    analyzerFor: () => Promise.reject(new Error('an audit needs no analyzer')),
    auditApiFor: () => embeddedAuditApi(env),
  });
  return { code, stdout, stderr };
}

describe('alt-optimizer --audit', () => {
  it('audits the 5-page sitemap on the embedded server and writes the JSON and PDF reports', async () => {
    const json = path.join(dir, 'audit.json');
    const env = { ...process.env, ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32' };
    const run = await audit([`${site.origin}/sitemap.xml`, '--audit', '--max-pages', '5', '--out', json], env);
    expect(run.stderr).toContain('pages ');
    expect(run.code).toBe(EXIT.ok);
    const f = AUDIT_SITE_FIGURES;
    const report = JSON.parse(await readFile(json, 'utf8')) as AuditReport;
    expect(report.counts).toMatchObject({ images: f.images, decorative: f.decorative, missing: f.missing, backgrounds: f.backgrounds });
    expect(run.stdout).toContain(`5 of 5 pages audited`);
    expect(run.stdout).toContain(`RGAA 1.1    Not conforming  6 failing, 0 to check, of 34 — ${f.rgaa11Failing.join(', ')}`);
    expect(run.stdout).toContain(`RGAA 1.2    Not conforming  1 failing`);
    expect(run.stdout).toContain(
      `${f.images} images: ${report.counts.keep} keep, ${report.counts.improve} improve, ${report.counts.replace} replace`,
    );
    expect(run.stdout).toContain('What a machine cannot decide');

    const pdf = path.join(dir, 'audit.pdf');
    const fr = await audit([`${site.origin}/about.html`, '--audit', '--lang', 'fr', '--out', pdf], env);
    expect(fr.code).toBe(EXIT.ok);
    expect(fr.stdout).toContain('RGAA 1.1    Non conforme');
    expect(fr.stdout).toContain('8\u202Fimages\u202F:');
    expect((await readFile(pdf)).subarray(0, 5).toString()).toBe('%PDF-');
  }, 400_000);

  it('refuses a loopback page when private addresses are not opened, and a bad --out, with their reasons', async () => {
    const closed = await audit([`${site.origin}/index.html`, '--audit', '--lang', 'fr'], { ...process.env, ALLOW_PRIVATE_IMAGE_URLS: '0' });
    expect(closed.code).toBe(EXIT.error);
    expect(closed.stderr).toBe(
      'alt-optimizer: L’audit n’a pas pu démarrer\u202F: Adresse non autorisée\u202F: l’audit ne lit que des pages web publiques, jamais une adresse privée ou locale\n',
    );
    const badOut = await audit([`${site.origin}/index.html`, '--audit', '--out', 'report.docx'], {
      ...process.env,
      ALLOW_PRIVATE_IMAGE_URLS: '0',
    });
    expect(badOut.stderr).toBe('alt-optimizer: --out for an audit must end in .pdf, .csv or .json\n');
    const badPages = await audit([`${site.origin}/index.html`, '--audit', '--max-pages', '99'], { ...process.env });
    expect(badPages.stderr).toBe('alt-optimizer: --max-pages must be a whole number from 1 to 50\n');
  }, 200_000);
});
