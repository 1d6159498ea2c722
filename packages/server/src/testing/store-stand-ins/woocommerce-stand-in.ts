import { setTimeout as sleep } from 'node:timers/promises';
import type { ServerResponse } from 'node:http';
import { buildCatalogue, imagesById, type CatalogueOptions, type StandInProduct, type StandInWrite } from './catalogue.ts';
import { sendJson, startStandIn, type StandInBase } from './stand-in-server.ts';

/**
 * A WordPress + WooCommerce site's REST API, the part the connector uses, answering as documented: the REST index
 * (`/wp-json/`: name, namespaces), `GET /wp-json/wc/v3/products` paged (`page`, `per_page` ≤ 100, X-WP-Total and
 * X-WP-TotalPages headers), `GET|POST /wp-json/wp/v2/media/{id}` (`alt_text`). Application-password Basic auth: a
 * wrong password is a 401, a user without the right to edit media gets a 403, and `rateLimitNext` answers 429 with
 * Retry-After (what a host's rate limiter in front of WordPress does).
 */
export interface WooStandInOptions extends CatalogueOptions {
  siteName?: string;
  username?: string;
  applicationPassword?: string;
  /** A second user whose password reads but may not edit media (403 on writes). */
  readOnlyUsername?: string;
  writeDelayMs?: number;
}

export interface WooStandIn extends StandInBase {
  username: string;
  applicationPassword: string;
  readOnlyUsername: string;
  products: StandInProduct[];
  altOf(mediaId: number): string | undefined;
  /** The next `count` API requests answer 429 with Retry-After: `retryAfter` seconds. */
  rateLimitNext(count: number, retryAfter?: number): void;
}

function restError(res: ServerResponse, status: number, code: string, message: string): void {
  sendJson(res, status, { code, message, data: { status } });
}

export async function startWooStandIn(options: WooStandInOptions = {}): Promise<WooStandIn> {
  const products = buildCatalogue(options);
  const images = imagesById(products);
  const username = options.username ?? 'shop-manager';
  const applicationPassword = options.applicationPassword ?? 'abcd EFGH 1234 ijkl MNOP 5678';
  const readOnlyUsername = options.readOnlyUsername ?? 'viewer';
  const writes: StandInWrite[] = [];
  let limited = 0;
  let retryAfter = 1;
  let base = '';

  const userOf = (authorization: string | undefined): string | null => {
    const match = /^Basic (.+)$/.exec(authorization ?? '');
    const [user, ...rest] = match ? Buffer.from(match[1]!, 'base64').toString().split(':') : [];
    return rest.join(':') === applicationPassword && (user === username || user === readOnlyUsername) ? user! : null;
  };
  const media = (id: number) => {
    const image = images.get(id)!;
    return { id, alt_text: image.alt, source_url: `${base}${image.path}`, media_type: 'image' };
  };

  const started = await startStandIn(async (req, url, body, res) => {
    if (!url.pathname.startsWith('/wp-json')) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><title>Page not found</title>');
      return;
    }
    if (limited > 0) {
      limited -= 1;
      res.writeHead(429, { 'retry-after': String(retryAfter), 'content-type': 'text/plain' }).end('Too Many Requests');
      return;
    }
    if (url.pathname === '/wp-json/' || url.pathname === '/wp-json') {
      sendJson(res, 200, {
        name: options.siteName ?? 'Stand-in WooCommerce shop',
        url: base,
        namespaces: ['oembed/1.0', 'wp/v2', 'wc/v3'],
      });
      return;
    }
    const user = userOf(req.headers.authorization);
    if (!user) {
      restError(res, 401, 'incorrect_password', 'The provided password is an invalid application password.');
      return;
    }
    if (url.pathname === '/wp-json/wc/v3/products' && req.method === 'GET') {
      const perPage = Number(url.searchParams.get('per_page') ?? '10');
      const page = Number(url.searchParams.get('page') ?? '1');
      if (!(perPage >= 1 && perPage <= 100)) {
        restError(res, 400, 'rest_invalid_param', 'Invalid parameter(s): per_page');
        return;
      }
      const totalPages = Math.max(1, Math.ceil(products.length / perPage));
      const slice = products.slice((page - 1) * perPage, page * perPage).map((p) => ({
        id: p.id,
        name: p.title,
        type: 'simple',
        description: p.description,
        short_description: '',
        categories: [{ id: p.id % 7, name: p.productType }],
        brands: [{ id: 1, name: p.vendor }],
        images: p.images.map((i) => ({ id: i.id, src: `${base}${i.path}`, name: `image-${i.id}`, alt: i.alt })),
      }));
      sendJson(res, 200, slice, { 'x-wp-total': String(products.length), 'x-wp-totalpages': String(totalPages) });
      return;
    }
    const mediaMatch = /^\/wp-json\/wp\/v2\/media\/(\d+)$/.exec(url.pathname);
    if (mediaMatch) {
      const id = Number(mediaMatch[1]);
      if (!images.has(id)) {
        restError(res, 404, 'rest_post_invalid_id', 'Invalid post ID.');
        return;
      }
      if (req.method === 'GET') {
        sendJson(res, 200, media(id));
        return;
      }
      if (req.method === 'POST') {
        if (user !== username) {
          restError(res, 403, 'rest_cannot_edit', 'Sorry, you are not allowed to edit this post.');
          return;
        }
        const { alt_text: alt } = JSON.parse(body || '{}') as { alt_text?: string };
        if (options.writeDelayMs) {
          await sleep(options.writeDelayMs);
        }
        if (typeof alt === 'string') {
          images.get(id)!.alt = alt;
          writes.push({ mediaId: id, alt, at: Date.now() });
        }
        sendJson(res, 200, media(id));
        return;
      }
    }
    restError(res, 404, 'rest_no_route', 'No route was found matching the URL and request method.');
  });
  base = started.url;
  return {
    ...started,
    username,
    applicationPassword,
    readOnlyUsername,
    products,
    writes,
    altOf: (mediaId) => images.get(mediaId)?.alt,
    rateLimitNext: (count, seconds = 1) => {
      limited = count;
      retryAfter = seconds;
    },
  };
}
