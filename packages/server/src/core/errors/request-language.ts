import type { Language } from '@alt-optimizer/contract';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a route once it has read an explicit `language` field; wins over every header. */
    explicitLanguage: Language | null;
  }
}

function fromValue(value: unknown): Language | null {
  return value === 'fr' || value === 'en' ? value : null;
}

function fromReferer(referer: string | undefined): Language | null {
  if (!referer) {
    return null;
  }
  try {
    const { pathname } = new URL(referer);
    return pathname === '/fr' || pathname.startsWith('/fr/') ? 'fr' : null;
  } catch {
    return null;
  }
}

function fromAcceptLanguage(header: string | undefined): Language | null {
  if (!header) {
    return null;
  }
  // Highest q-value wins; only en and fr matter, anything else leaves the default.
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.lang === 'en' || entry.lang === 'fr')
    .sort((a, b) => b.q - a.q);
  return fromValue(ranked[0]?.lang);
}

/** Language for messages: explicit field, then `?language=`, JSON body, a /fr referer, then Accept-Language. */
export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const body = request.body as Record<string, unknown> | undefined;
  return (
    request.explicitLanguage ??
    fromValue(query?.language) ??
    (body && typeof body === 'object' ? fromValue(body.language) : null) ??
    fromReferer(request.headers.referer) ??
    fromAcceptLanguage(request.headers['accept-language']) ??
    'en'
  );
}
