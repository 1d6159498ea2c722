import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { getTemplate, type TemplateKind } from '../services/template.service.ts';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function sendTemplate(reply: FastifyReply, kind: TemplateKind): Promise<FastifyReply> {
  const file = await getTemplate(kind);
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'public, max-age=3600')
    .send(file.bytes);
}

export const templateRoutes: FastifyPluginAsync = async (app) => {
  app.get('/download-template', (_request, reply) => sendTemplate(reply, 'complete'));
  app.get('/download-template-simple', (_request, reply) => sendTemplate(reply, 'simple'));
};
