import type { AuditCreated, AuditReport } from '@alt-optimizer/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, requestLanguage } from '../../core/errors/index.ts';
import { apiClientOf, chargeApiKey, requireApiKey } from '../../core/http/api-access.ts';
import { perIpRateLimit } from '../../core/http/rate-limits.ts';
import { AUDIT_ERRORS } from './audit.messages.ts';
import { startAudit, type AuditDeps } from './audit/page-audit.service.ts';
import { parseAuditRequest, reportLanguage } from './page-audit.schema.ts';
import { reportCsv } from './report/report-csv.ts';
import { reportPdf } from './report/report-pdf.ts';

type AuditParams = { Params: { auditId: string } };

function finished(report: AuditReport): AuditReport {
  if (report.status === 'running') {
    throw new AppError(AUDIT_ERRORS.auditNotFinished);
  }
  return report;
}

function fileName(report: AuditReport, ext: string): string {
  return `accessibility-audit-${report.id.slice(0, 8)}.${ext}`;
}

async function sendReport(request: FastifyRequest, reply: FastifyReply, report: AuditReport, format: 'csv' | 'pdf') {
  const lang = reportLanguage(request.query, requestLanguage(request));
  const body = format === 'csv' ? reportCsv(finished(report), lang) : await reportPdf(finished(report), lang);
  return reply
    .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName(report, format)}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/**
 * The page audit (issue 25 items 3–4): start one (the start address is read at once, so a refused or hostile one is a
 * 400 with its reason), follow it, read its report as JSON, CSV or PDF. The web tool's routes are limited per IP like
 * bulk uploads; /v1 routes take a key and charge the pages asked for (maxPages) as images.
 */
export function pageAuditRoutes(deps: AuditDeps & { jobsPerHour: number }): FastifyPluginAsync {
  // Audits started through the API, by key: another key (or the web tool) reads them as 404.
  const owners = new Map<string, string>();
  const find = (id: string, keyId: string | null): AuditReport => {
    const report = deps.store.get(id);
    if (!report || (owners.get(id) ?? null) !== keyId) {
      throw new AppError(AUDIT_ERRORS.auditNotFound);
    }
    return report;
  };

  return async (app) => {
    app.post('/page-audits', perIpRateLimit(deps.jobsPerHour, '1 hour'), async (request, reply) => {
      const input = parseAuditRequest(request.body);
      request.explicitLanguage = input.language;
      const report = await startAudit(deps, input);
      const answer: AuditCreated = { success: true, auditId: report.id };
      return reply.status(202).send(answer);
    });
    app.get<AuditParams>('/page-audits/:auditId', async (request) => find(request.params.auditId, null));
    app.get<AuditParams>('/page-audits/:auditId/report.csv', async (request, reply) =>
      sendReport(request, reply, find(request.params.auditId, null), 'csv'),
    );
    app.get<AuditParams>('/page-audits/:auditId/report.pdf', async (request, reply) =>
      sendReport(request, reply, find(request.params.auditId, null), 'pdf'),
    );

    app.register(async (v1) => {
      v1.addHook('onRequest', requireApiKey);
      v1.post('/v1/page-audits', async (request, reply) => {
        const input = parseAuditRequest(request.body);
        request.explicitLanguage = input.language;
        await chargeApiKey(request, reply, input.maxPages);
        const client = apiClientOf(request);
        try {
          const report = await startAudit(deps, input);
          owners.set(report.id, client.keyId);
          return await reply
            .status(202)
            .header('location', `/api/v1/page-audits/${report.id}`)
            .send({ auditId: report.id, status: report.status });
        } catch (error) {
          await request.server.apiAccess.refund(client, input.maxPages);
          throw error;
        }
      });
      v1.get<AuditParams>('/v1/page-audits/:auditId', async (request) => find(request.params.auditId, apiClientOf(request).keyId));
      v1.get<AuditParams>('/v1/page-audits/:auditId/report.csv', async (request, reply) =>
        sendReport(request, reply, find(request.params.auditId, apiClientOf(request).keyId), 'csv'),
      );
      v1.get<AuditParams>('/v1/page-audits/:auditId/report.pdf', async (request, reply) =>
        sendReport(request, reply, find(request.params.auditId, apiClientOf(request).keyId), 'pdf'),
      );
    });
  };
}
