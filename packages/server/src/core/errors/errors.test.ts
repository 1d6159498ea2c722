import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, defineErrors, formatMessage } from './app-error.ts';
import { ERRORS } from './catalogue.ts';
import { errorHandler } from './error-handler.ts';

describe('error catalogue', () => {
  it('defineErrors uses keys as stable ids', () => {
    const extra = defineErrors({ sheetEmpty: { status: 400, en: 'Sheet "{sheet}" is empty', fr: 'La feuille "{sheet}" est vide' } });
    expect(extra.sheetEmpty.id).toBe('sheetEmpty');
    const error = new AppError(extra.sheetEmpty, { sheet: 'Products' });
    expect(error.status).toBe(400);
    expect(error.messageIn('en')).toBe('Sheet "Products" is empty');
    expect(error.messageIn('fr')).toBe('La feuille "Products" est vide');
  });

  it('leaves unknown placeholders visible rather than blank', () => {
    expect(formatMessage('a {b} {c}', { b: 1 })).toBe('a 1 {c}');
  });

  it('has both languages and a status for every entry', () => {
    for (const def of Object.values(ERRORS)) {
      expect(def.en.length, def.id).toBeGreaterThan(0);
      expect(def.fr.length, def.id).toBeGreaterThan(0);
      expect(def.status, def.id).toBeGreaterThanOrEqual(400);
    }
  });
});

function appThrowing(error: unknown) {
  const app = Fastify({ logger: false });
  app.decorateRequest('explicitLanguage', null);
  app.setErrorHandler(errorHandler);
  app.get('/boom', async () => {
    throw error;
  });
  app.post('/json', async (request) => request.body);
  return app;
}

describe('error handler', () => {
  it('answers 5xx with the generic message and no stack or internal text', async () => {
    const app = appThrowing(new Error('connection string postgres://secret@db leaked'));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, error: ERRORS.internal.en, code: 'internal' });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('at ');
  });

  it('picks French from ?language, a /fr referer or Accept-Language', async () => {
    const app = appThrowing(new AppError(ERRORS.jobNotFound));
    const viaQuery = await app.inject({ method: 'GET', url: '/boom?language=fr' });
    const viaReferer = await app.inject({ method: 'GET', url: '/boom', headers: { referer: 'http://localhost:5000/fr/support' } });
    const viaHeader = await app.inject({ method: 'GET', url: '/boom', headers: { 'accept-language': 'en;q=0.4, fr-CA;q=0.9' } });
    const english = await app.inject({ method: 'GET', url: '/boom', headers: { referer: 'http://localhost:5000/features' } });
    for (const res of [viaQuery, viaReferer, viaHeader]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Traitement introuvable');
    }
    expect(english.json().error).toBe('Job not found');
  });

  it('maps malformed JSON bodies to a clear 400', async () => {
    const app = appThrowing(null);
    const res = await app.inject({
      method: 'POST',
      url: '/json',
      headers: { 'content-type': 'application/json' },
      payload: '{"password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(ERRORS.invalidJson.en);
  });
});

describe('error handler logging', () => {
  async function logsOf(error: unknown): Promise<{ level: number; msg: string; err?: unknown }[]> {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
    app.decorateRequest('explicitLanguage', null);
    app.setErrorHandler(errorHandler);
    app.get('/boom', async () => {
      throw error;
    });
    await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    return lines
      .map((l) => JSON.parse(l) as { level: number; msg: string; err?: unknown })
      .filter((l) => /request (failed|rejected)/.test(l.msg));
  }

  it('logs a 503 answered on purpose (a feature off by configuration) at info without a stack (issue 24)', async () => {
    const off = defineErrors({ featureOff: { status: 503, configured: true, en: 'Turned off', fr: 'Désactivé' } });
    const [line] = await logsOf(new AppError(off.featureOff));
    expect(line).toMatchObject({ level: 30, msg: 'request rejected' });
    expect(line?.err).toBeUndefined();
    const [crash] = await logsOf(new Error('boom'));
    expect(crash).toMatchObject({ level: 50, msg: 'request failed' });
  });
});
