import type { FastifyRequest } from 'fastify';

/** The header that carries an admin session token (the dashboard sends it on every admin call). */
export const ADMIN_TOKEN_HEADER = 'x-admin-token';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * True when the token names a live admin session. Decorated once in app.ts from the admin feature, so another
     * feature (the bulk edit routes) can accept the administrator without importing the admin feature.
     */
    isAdminToken(token: string | undefined): Promise<boolean>;
  }
}

export function adminTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[ADMIN_TOKEN_HEADER];
  return typeof header === 'string' && header.length > 0 ? header : undefined;
}

/** Whether this request carries a live admin session. */
export function isAdminRequest(request: FastifyRequest): Promise<boolean> {
  return request.server.isAdminToken(adminTokenOf(request));
}
