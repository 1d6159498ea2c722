import { setTimeout as sleep } from 'node:timers/promises';
import {
  MAX_RETRY_WAIT_S,
  RATE_LIMIT_RETRIES,
  platformError,
  rateLimited,
  storeRequest,
  wrongDomain,
  type StoreHttpContext,
  type StoreNetwork,
} from './store-http.ts';
import { ShopifyThrottle, type ShopifyCost } from './shopify-throttle.ts';
import type { AltWrite, StoreClient, StoreImage } from './store-client.ts';
import { CONNECTOR_ERRORS } from '../connectors.messages.ts';
import { AppError } from '../../../core/errors/index.ts';

/** The Admin API version we speak (https://shopify.dev/docs/api/usage/versioning): stable, supported a year. */
export const SHOPIFY_API_VERSION = '2025-10';
// Requested cost 2 + 25 × (2 + 15 × 1) = 427 points, under the 1,000-point single-query ceiling.
const PRODUCTS_PER_PAGE = 25;
const MEDIA_PER_PRODUCT = 15;

interface GraphQLError {
  message?: string;
  extensions?: { code?: string };
}
interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: GraphQLError[] | string;
  extensions?: { cost?: ShopifyCost };
}

const SHOP_QUERY = `query { shop { name } }`;

// Product.description is the plain-text description; media nodes other than images (videos, 3D) are skipped.
const PRODUCTS_QUERY = `query Products($cursor: String) {
  products(first: ${PRODUCTS_PER_PAGE}, after: $cursor) {
    pageInfo { hasNextPage endCursor }
    nodes {
      id title description productType vendor
      media(first: ${MEDIA_PER_PRODUCT}) {
        nodes { id alt mediaContentType ... on MediaImage { image { url } } }
      }
    }
  }
}`;

const ALT_QUERY = `query Alt($ids: [ID!]!) { nodes(ids: $ids) { id ... on MediaImage { alt } } }`;

// fileUpdate is the documented way to set a product image's alt (productUpdateMedia is deprecated):
// https://shopify.dev/docs/api/admin-graphql/latest/mutations/fileUpdate
const ALT_MUTATION = `mutation FileUpdate($files: [FileUpdateInput!]!) {
  fileUpdate(files: $files) { files { id alt } userErrors { field message code } }
}`;

interface ProductsData {
  products: {
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: Array<{
      id: string;
      title: string;
      description: string | null;
      productType: string | null;
      vendor: string | null;
      media: { nodes: Array<{ id: string; alt: string | null; mediaContentType: string; image?: { url: string } | null }> };
    }>;
  };
}

export class ShopifyClient implements StoreClient {
  readonly platform = 'shopify' as const;
  private readonly throttle = new ShopifyThrottle();
  private readonly ctx: StoreHttpContext;

  constructor(
    private readonly storeUrl: string,
    private readonly accessToken: string,
    net: StoreNetwork,
  ) {
    this.ctx = { platform: 'shopify', storeUrl, net };
  }

  async test(): Promise<{ storeName: string }> {
    const data = await this.query<{ shop: { name: string } }>(SHOP_QUERY, {});
    return { storeName: data.shop.name };
  }

  async *images(): AsyncGenerator<{ images: StoreImage[]; productsRead: number }> {
    let cursor: string | null = null;
    let productsRead = 0;
    for (;;) {
      const data: ProductsData = await this.query<ProductsData>(PRODUCTS_QUERY, { cursor });
      const images: StoreImage[] = [];
      for (const product of data.products.nodes) {
        for (const media of product.media.nodes) {
          if (media.mediaContentType !== 'IMAGE' || !media.image?.url) {
            continue;
          }
          images.push({
            productId: product.id,
            productTitle: product.title,
            description: product.description ?? '',
            productType: product.productType ?? '',
            vendor: product.vendor ?? '',
            mediaId: media.id,
            imageUrl: media.image.url,
            alt: media.alt ?? '',
          });
        }
      }
      productsRead += data.products.nodes.length;
      yield { images, productsRead };
      if (!data.products.pageInfo.hasNextPage || !data.products.pageInfo.endCursor) {
        return;
      }
      cursor = data.products.pageInfo.endCursor;
    }
  }

  async readAlt(mediaId: string): Promise<string | null> {
    const data = await this.query<{ nodes: Array<{ id: string; alt?: string | null } | null> }>(ALT_QUERY, { ids: [mediaId] });
    const node = data.nodes[0];
    return node ? (node.alt ?? '') : null;
  }

  async writeAlt(mediaId: string, alt: string): Promise<AltWrite> {
    const data = await this.query<{ fileUpdate: { userErrors: Array<{ message: string; code?: string }> } | null }>(ALT_MUTATION, {
      files: [{ id: mediaId, alt }],
    });
    const errors = data.fileUpdate?.userErrors ?? [];
    if (errors.length > 0) {
      return { ok: false, message: errors.map((e) => e.message).join('; '), gone: errors.some((e) => e.code === 'FILE_DOES_NOT_EXIST') };
    }
    return { ok: true };
  }

  /** One GraphQL call: waits for the cost bucket first, retries THROTTLED answers, maps errors to the merchant's. */
  private async query<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      await this.throttle.beforeQuery();
      const response = await storeRequest(this.ctx, `${this.storeUrl}/admin/api/${SHOPIFY_API_VERSION}/graphql.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-shopify-access-token': this.accessToken },
        body: JSON.stringify({ query, variables }),
      });
      const answer = response.json as GraphQLAnswer<T> | undefined;
      if (response.status === 404 || !answer || typeof answer !== 'object') {
        throw wrongDomain(this.ctx);
      }
      this.throttle.observe(answer.extensions?.cost);
      const errors = typeof answer.errors === 'string' ? [{ message: answer.errors }] : (answer.errors ?? []);
      if (errors.some((e) => e.extensions?.code === 'THROTTLED')) {
        const wait = this.throttle.secondsAfterThrottle(answer.extensions?.cost);
        if (attempt >= RATE_LIMIT_RETRIES || wait > MAX_RETRY_WAIT_S) {
          throw rateLimited(this.ctx, Math.ceil(wait));
        }
        await sleep(Math.ceil(wait * 1000));
        continue;
      }
      if (errors.some((e) => e.extensions?.code === 'ACCESS_DENIED')) {
        throw new AppError(CONNECTOR_ERRORS.connectorForbidden, {
          platform: 'Shopify',
          detail: errors.map((e) => e.message ?? '').join('; '),
        });
      }
      if (errors.length > 0 || !answer.data || response.status >= 400) {
        throw platformError(this.ctx, errors.map((e) => e.message ?? '').join('; ') || `HTTP ${response.status}`);
      }
      return answer.data;
    }
  }
}
