import type { AuditReport } from '@alt-optimizer/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_SITE_FIGURES, startAuditSite, type AuditSite } from '../../testing/audit-site.ts';
import { TEST_ADMIN_PASSWORD, useTestApp } from '../../testing/test-app.ts';

/** The loopback test site may be read: only 127.0.0.1/32 is opened, as the e2e run does. */
const opened = useTestApp({ ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32', RATE_LIMIT_JOBS_PER_HOUR: '0' });

let site: AuditSite;
beforeAll(async () => {
  site = await startAuditSite();
});
afterAll(() => site.close());

async function finished(app: FastifyInstance, path: string, headers: Record<string, string> = {}): Promise<AuditReport> {
  for (let i = 0; i < 600; i++) {
    const report = (await app.inject({ url: path, headers })).json<AuditReport>();
    if (report.status !== 'running') {
      return report;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('audit did not finish');
}

describe('page audit over HTTP', () => {
  it('audits the 5-page sitemap: every element kind, the figures the markup decides, CSV and PDF in both languages', async () => {
    const { app } = opened();
    const created = await app.inject({
      method: 'POST',
      url: '/api/page-audits',
      payload: { url: `${site.origin}/sitemap.xml`, language: 'en' },
    });
    expect(created.statusCode).toBe(202);
    const id = created.json<{ auditId: string }>().auditId;
    const report = await finished(app, `/api/page-audits/${id}`);
    const f = AUDIT_SITE_FIGURES;

    expect(report.status).toBe('completed');
    expect(report.pages.map((p) => [p.status, p.images.length])).toEqual(
      Array.from({ length: f.pages }, () => ['audited', f.imagesPerPage]),
    );
    expect(report.counts).toMatchObject({ images: f.images, decorative: f.decorative, missing: f.missing, backgrounds: f.backgrounds });
    const images = report.pages.flatMap((p) => p.images);
    const kinds: Record<string, number> = {};
    images.forEach((i) => (kinds[i.kind] = (kinds[i.kind] ?? 0) + 1));
    expect(kinds).toEqual(f.kinds);
    expect(report.counts.keep + report.counts.improve + report.counts.replace).toBe(f.images);

    const criterion = (id: string) => report.criteria.find((c) => c.id === id)!;
    expect(criterion('rgaa-1.1')).toMatchObject({ status: 'not_conforming', failing: f.rgaa11Failing });
    expect(criterion('rgaa-1.2')).toMatchObject({ status: 'not_conforming', failing: f.rgaa12Failing });
    expect(criterion('rgaa-1.3').status).toBe('not_conforming');
    expect(criterion('rgaa-1.3').failing).toEqual(expect.arrayContaining([...f.rgaa13FailingAtLeast]));
    // Relevance is a person's call: no informative image with a text alternative ever passes 1.3 by machine.
    expect(images.some((i) => i.checks['rgaa-1.3'] === 'pass')).toBe(false);
    expect(criterion('wcag-1.1.1').failing).toEqual(expect.arrayContaining([...f.rgaa11Failing, ...f.rgaa12Failing]));
    // Each page's counts add up to the site's, and the score is the share of clean images.
    expect(report.pages.reduce((n, p) => n + p.counts.replace, 0)).toBe(report.counts.replace);
    const clean = images.filter((i) => i.verdict === 'keep' && !Object.values(i.checks).includes('fail')).length;
    expect(report.score.imagesPercent).toBe(Math.round((1000 * clean) / f.images) / 10);
    expect(report.score.criteriaPercent).toBe(0);

    // Linked images, figures and names computed like the accessibility tree.
    const byId = new Map(images.map((i) => [i.id, i]));
    expect(byId.get('p1-i4')!.toCheck.map((n) => n.id)).toContain('check_link_target');
    expect(byId.get('p1-i5')!.reasons.map((n) => n.id)).toContain('link_no_name');
    expect(byId.get('p1-i8')!.caption).toBe('Our best seller');
    expect(byId.get('p2-i8')).toMatchObject({ name: 'Grey sweatshirt with a hood', nameSource: 'aria-labelledby' });
    expect(byId.get('p4-i8')).toMatchObject({
      name: 'Brown leather shoes on a white background',
      nameSource: 'aria-label',
      decorative: false,
    });
    expect(byId.get('p2-i1')!.suggestedAlt).toMatch(/\w+/);
    expect(byId.get('p5-i6')!.suggestionNote?.en).toBe('Image not found (404)');
    // robots.txt was read, once.
    expect(site.hits.filter((h) => h === '/robots.txt')).toHaveLength(1);

    const csv = await app.inject({ url: `/api/page-audits/${id}/report.csv?language=fr` });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(1 + f.images);
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toMatch(/^Page,Image,Élément,URL de l’image/);
    for (const lang of ['en', 'fr']) {
      const pdf = await app.inject({ url: `/api/page-audits/${id}/report.pdf?language=${lang}` });
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.rawPayload.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    }
  }, 300_000);

  it('refuses hostile and unreadable start addresses at once, in English and French', async () => {
    const { app } = opened();
    const refuse = async (path: string, language: 'en' | 'fr' = 'en') => {
      const res = await app.inject({ method: 'POST', url: '/api/page-audits', payload: { url: `${site.origin}${path}`, language } });
      expect(res.statusCode).toBe(400);
      return res.json<{ error: string }>().error;
    };
    expect(await refuse('/huge.html')).toBe('The audit could not start: Page too large (over 3 MB of HTML)');
    expect(await refuse('/huge.html', 'fr')).toBe('L’audit n’a pas pu démarrer\u202F: Page trop volumineuse (plus de 3\u202FMo de HTML)');
    expect(await refuse('/loop-a')).toBe('The audit could not start: The address redirects in a loop');
    expect(await refuse('/loop-a', 'fr')).toBe('L’audit n’a pas pu démarrer\u202F: L’adresse redirige en boucle');
    expect(await refuse('/sitemap-bomb.xml.gz')).toBe('The audit could not start: Sitemap too large (over 10 MB once unpacked)');
    expect(await refuse('/sitemap-huge.xml')).toBe('The audit could not start: The sitemap lists more than 50,000 addresses');
    expect(await refuse('/sitemap-huge.xml', 'fr')).toBe(
      'L’audit n’a pas pu démarrer\u202F: Le plan de site liste plus de 50\u202F000\u202Fadresses',
    );
    expect(await refuse('/private/secret.html')).toBe(
      'The audit could not start: The site’s robots.txt does not allow this address to be read',
    );
    expect(await refuse('/nowhere.html')).toBe('The audit could not start: Page not found (404)');
    const bad = await app.inject({ method: 'POST', url: '/api/page-audits', payload: { url: 'ftp://127.0.0.1/x' } });
    expect(bad.json<{ error: string }>().error).toBe(
      'The audit could not start: Not a web address (it must start with http:// or https://)',
    );
    expect((await app.inject({ url: '/api/page-audits/unknown' })).statusCode).toBe(404);
  }, 60_000);

  it('audits through /api/v1 with a key; another key cannot read it', async () => {
    const { app } = opened();
    const login = await app.inject({ method: 'POST', url: '/api/admin/auth', payload: { password: TEST_ADMIN_PASSWORD } });
    const token = login.json<{ token: string }>().token;
    const key = async (name: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/admin/api-keys',
          headers: { 'x-admin-token': token },
          payload: { name, plan: 'pro' },
        })
      ).json<{
        apiKey: string;
      }>().apiKey;
    const mine = { authorization: `Bearer ${await key('mine')}` };
    const other = { authorization: `Bearer ${await key('other')}` };
    expect(
      (await app.inject({ method: 'POST', url: '/api/v1/page-audits', payload: { url: `${site.origin}/blog.html` } })).statusCode,
    ).toBe(401);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/page-audits',
      headers: mine,
      payload: { url: `${site.origin}/blog.html`, maxPages: 1 },
    });
    expect(created.statusCode).toBe(202);
    expect(created.headers['ratelimit-remaining']).toBe('9999');
    const { auditId } = created.json<{ auditId: string }>();
    const report = await finished(app, `/api/v1/page-audits/${auditId}`, mine);
    expect(report.pages.map((p) => p.images.length)).toEqual([8]);
    expect((await app.inject({ url: `/api/v1/page-audits/${auditId}`, headers: other })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/page-audits/${auditId}` })).statusCode).toBe(404);
    const csv = await app.inject({ url: `/api/v1/page-audits/${auditId}/report.csv`, headers: mine });
    expect(csv.body.trim().split('\r\n')).toHaveLength(9);
  }, 120_000);
});

describe('page audit without private addresses opened', () => {
  const closed = useTestApp({ RATE_LIMIT_JOBS_PER_HOUR: '0' });

  it('refuses a page or a sitemap on a loopback address (our stand-in for private ones), in both languages', async () => {
    const { app } = closed();
    const before = site.hits.length;
    for (const path of ['/index.html', '/sitemap.xml']) {
      const en = await app.inject({ method: 'POST', url: '/api/page-audits', payload: { url: `${site.origin}${path}` } });
      expect(en.statusCode).toBe(400);
      expect(en.json<{ error: string }>().error).toBe(
        'The audit could not start: Address not allowed: the audit reads public web pages only, never a private or local address',
      );
      const fr = await app.inject({ method: 'POST', url: '/api/page-audits', payload: { url: `${site.origin}${path}`, language: 'fr' } });
      expect(fr.json<{ error: string }>().error).toBe(
        'L’audit n’a pas pu démarrer\u202F: Adresse non autorisée\u202F: l’audit ne lit que des pages web publiques, jamais une adresse privée ou locale',
      );
    }
    const localhost = await app.inject({
      method: 'POST',
      url: '/api/page-audits',
      payload: { url: site.origin.replace('127.0.0.1', 'localhost') },
    });
    expect(localhost.statusCode).toBe(400);
    expect(localhost.json<{ error: string }>().error).toMatch(/Address not allowed/);
    // Nothing reached the site: the literal address was refused before any connection, localhost at connect time.
    expect(site.hits.slice(before)).toEqual([]);
  });
});
