import { XLSX_MIME } from '@alt-optimizer/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { getTemplate, type TemplateKind } from './templates.service.ts';

async function sendTemplate(reply: FastifyReply, kind: TemplateKind): Promise<FastifyReply> {
  const file = await getTemplate(kind);
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'public, max-age=3600')
    .send(file.bytes);
}

/** GET /download-template and /download-template-simple: the xlsx a merchant fills in. */
export const templateRoutes: FastifyPluginAsync = async (app) => {
  app.get('/download-template', (_request, reply) => sendTemplate(reply, 'complete'));
  app.get('/download-template-simple', (_request, reply) => sendTemplate(reply, 'simple'));
};
