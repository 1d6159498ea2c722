import { setTimeout as sleep } from 'node:timers/promises';
import { buildSchema, execute, parse, validate, type DocumentNode } from 'graphql';
import { buildCatalogue, imagesById, type CatalogueOptions, type StandInProduct, type StandInWrite } from './catalogue.ts';
import { CostBucket, MAX_QUERY_COST, requestedCost } from './shopify-cost.ts';
import { sendJson, startStandIn, type StandInBase } from './stand-in-server.ts';

/**
 * A Shopify store's Admin GraphQL API, the subset the connector uses, executed by graphql-js against this schema (so a
 * query Shopify would refuse is refused here too): `shop`, `products` with `media`, `nodes`, and the `fileUpdate`
 * mutation. POST /admin/api/{version}/graphql.json with X-Shopify-Access-Token; a wrong token is a 401; every answer
 * carries `extensions.cost` with the bucket's `throttleStatus`, and a query the bucket cannot pay is answered
 * THROTTLED as Shopify does.
 */
const SCHEMA = buildSchema(`
  interface Node { id: ID! }
  interface File { id: ID! alt: String }
  interface Media { id: ID! alt: String mediaContentType: MediaContentType! }
  enum MediaContentType { IMAGE VIDEO EXTERNAL_VIDEO MODEL_3D }
  enum FilesErrorCode { FILE_DOES_NOT_EXIST INVALID ALT_VALUE_LIMIT_EXCEEDED }
  type Shop { name: String! }
  type PageInfo { hasNextPage: Boolean! endCursor: String }
  type Image { url: String! }
  type MediaImage implements Node & File & Media { id: ID! alt: String mediaContentType: MediaContentType! image: Image }
  type MediaConnection { nodes: [Media!]! pageInfo: PageInfo! }
  type Product implements Node {
    id: ID! title: String! description: String! productType: String! vendor: String!
    media(first: Int!, after: String): MediaConnection!
  }
  type ProductConnection { nodes: [Product!]! pageInfo: PageInfo! }
  type FilesUserError { field: [String!] message: String! code: FilesErrorCode }
  type FileUpdatePayload { files: [File!] userErrors: [FilesUserError!]! }
  input FileUpdateInput { id: ID! alt: String }
  type Query {
    shop: Shop!
    products(first: Int!, after: String): ProductConnection!
    nodes(ids: [ID!]!): [Node]!
  }
  type Mutation { fileUpdate(files: [FileUpdateInput!]!): FileUpdatePayload }
`);

export interface ShopifyStandInOptions extends CatalogueOptions {
  shopName?: string;
  accessToken?: string;
  /** The cost bucket (Shopify Standard: 100 points/s restore; 1000 available). */
  maximumAvailable?: number;
  restoreRate?: number;
  /** Wait before each fileUpdate answers (lets a test kill the server mid-publish). */
  writeDelayMs?: number;
}

export interface ShopifyStandIn extends StandInBase {
  accessToken: string;
  products: StandInProduct[];
  /** The alt the store holds for a media id. */
  altOf(mediaId: number): string | undefined;
  /** Answers the next `count` queries THROTTLED whatever the bucket holds. */
  throttleNext(count: number): void;
  /** How many THROTTLED answers the bucket itself gave (a cost-aware client gets none). */
  throttledAnswers(): number;
}

const mediaGid = (id: number) => `gid://shopify/MediaImage/${id}`;
const productGid = (id: number) => `gid://shopify/Product/${id}`;
const idOf = (gid: string) => Number(/\/(\d+)$/.exec(gid)?.[1] ?? NaN);

function connection<T>(items: T[], first: number, after: string | null | undefined) {
  const start = after ? Number(Buffer.from(after, 'base64url').toString()) : 0;
  const page = items.slice(start, start + first);
  const end = start + page.length;
  return {
    nodes: page,
    pageInfo: { hasNextPage: end < items.length, endCursor: page.length > 0 ? Buffer.from(String(end)).toString('base64url') : null },
  };
}

export async function startShopifyStandIn(options: ShopifyStandInOptions = {}): Promise<ShopifyStandIn> {
  const products = buildCatalogue(options);
  const images = imagesById(products);
  const accessToken = options.accessToken ?? 'shpat_standin_0123456789abcdef';
  const bucket = new CostBucket(options.maximumAvailable ?? 1000, options.restoreRate ?? 100);
  const writes: StandInWrite[] = [];
  let forcedThrottles = 0;
  let throttled = 0;
  let base = '';

  const mediaNode = (id: number) => {
    const image = images.get(id);
    return image
      ? { __typename: 'MediaImage', id: mediaGid(id), alt: image.alt, mediaContentType: 'IMAGE', image: { url: `${base}${image.path}` } }
      : null;
  };
  const rootValue = {
    shop: () => ({ name: options.shopName ?? 'Stand-in Shopify store' }),
    products: ({ first, after }: { first: number; after?: string | null }) =>
      connection(
        products.map((p) => ({
          __typename: 'Product',
          id: productGid(p.id),
          title: p.title,
          // Product.description is the plain text of descriptionHtml.
          description: p.description.replace(/<[^>]*>/g, ''),
          productType: p.productType,
          vendor: p.vendor,
          media: (args: { first: number; after?: string | null }) =>
            connection(
              p.images.map((i) => mediaNode(i.id)),
              args.first,
              args.after,
            ),
        })),
        first,
        after,
      ),
    nodes: ({ ids }: { ids: string[] }) => ids.map((gid) => (gid.startsWith('gid://shopify/MediaImage/') ? mediaNode(idOf(gid)) : null)),
    fileUpdate: async ({ files }: { files: Array<{ id: string; alt?: string | null }> }) => {
      if (options.writeDelayMs) {
        await sleep(options.writeDelayMs);
      }
      const userErrors = [];
      const updated = [];
      for (const file of files) {
        const image = images.get(idOf(file.id));
        if (!image) {
          userErrors.push({ field: ['files', 'id'], message: `File id ${file.id} does not exist.`, code: 'FILE_DOES_NOT_EXIST' });
          continue;
        }
        if (file.alt != null) {
          if (file.alt.length > 512) {
            userErrors.push({ field: ['files', 'alt'], message: 'Alt value is too long.', code: 'ALT_VALUE_LIMIT_EXCEEDED' });
            continue;
          }
          image.alt = file.alt;
          writes.push({ mediaId: image.id, alt: file.alt, at: Date.now() });
        }
        updated.push(mediaNode(image.id));
      }
      return { files: updated, userErrors };
    },
  };

  const started = await startStandIn(async (req, url, body, res) => {
    if (req.method !== 'POST' || !/^\/admin\/api\/\d{4}-\d{2}\/graphql\.json$/.test(url.pathname)) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><title>404 Not Found</title>');
      return;
    }
    if (req.headers['x-shopify-access-token'] !== accessToken) {
      sendJson(res, 401, { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
      return;
    }
    let request: { query?: string; variables?: Record<string, unknown> };
    let document: DocumentNode;
    try {
      request = JSON.parse(body) as typeof request;
      document = parse(request.query ?? '');
    } catch (err) {
      sendJson(res, 400, { errors: [{ message: `Parse error: ${String(err)}` }] });
      return;
    }
    const invalid = validate(SCHEMA, document);
    if (invalid.length > 0) {
      sendJson(res, 200, { errors: invalid.map((e) => ({ message: e.message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })) });
      return;
    }
    const variables = request.variables ?? {};
    const cost = requestedCost(document, variables);
    if (cost > MAX_QUERY_COST) {
      sendJson(res, 200, {
        errors: [
          {
            message: `Query cost is ${cost}, which exceeds the single query max cost limit (${MAX_QUERY_COST}).`,
            extensions: { code: 'MAX_COST_EXCEEDED', cost, maxCost: MAX_QUERY_COST },
          },
        ],
      });
      return;
    }
    const forced = forcedThrottles > 0;
    if (forced) {
      forcedThrottles -= 1;
    }
    if (forced || !bucket.take(cost)) {
      throttled += forced ? 0 : 1;
      sendJson(res, 200, {
        errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' } }],
        extensions: { cost: { requestedQueryCost: cost, actualQueryCost: null, throttleStatus: bucket.status() } },
      });
      return;
    }
    const result = await execute({ schema: SCHEMA, document, rootValue, variableValues: variables });
    sendJson(res, 200, {
      ...result,
      extensions: { cost: { requestedQueryCost: cost, actualQueryCost: cost, throttleStatus: bucket.status() } },
    });
  });
  base = started.url;
  return {
    ...started,
    accessToken,
    products,
    writes,
    altOf: (mediaId) => images.get(mediaId)?.alt,
    throttleNext: (count) => {
      forcedThrottles = count;
    },
    throttledAnswers: () => throttled,
  };
}
