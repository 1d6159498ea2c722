import helmet from '@fastify/helmet';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorHandler } from '../errors/index.ts';

/**
 * The Content-Security-Policy of every response. Scripts only from our origin (the prerendered pages load one
 * module file and carry no inline script; JSON-LD blocks are data, not scripts). Inline style attributes stay
 * allowed: React renders `style={…}` into the prerendered HTML. Images: our origin, the preview of a picked
 * file (blob:) and data: URIs. No one may frame the site (clickjacking on the admin and the inline edit).
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const;

const REFERRER_POLICY = 'no-referrer';

/** Strict-Transport-Security, sent only on a request that arrived over TLS (directly or from a trusted proxy). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every response (API, pages, assets, errors, 404s): CSP, X-Frame-Options, nosniff,
 * Referrer-Policy and helmet's other defaults. HSTS is left to the TLS check below: over plain HTTP (a local
 * `npm start`) it would be ignored by browsers at best and pin a dev hostname at worst.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: REFERRER_POLICY },
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', HSTS_VALUE);
    }
  });
}

/**
 * Fastify's `frameworkErrors`: a request it refuses before routing (a malformed URL such as /%E0%A4%A) runs no hook,
 * so helmet never sees it. This answers it with the app's error body and the same policy headers.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const csp = Object.entries(CONTENT_SECURITY_POLICY)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
  void reply.headers({
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    'x-frame-options': 'DENY',
  });
  errorHandler(error, request, reply);
}
