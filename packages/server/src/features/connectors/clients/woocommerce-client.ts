import { htmlToText } from '@alt-optimizer/engine';
import { platformError, platformMessage, storeRequest, wrongDomain, type StoreHttpContext, type StoreNetwork } from './store-http.ts';
import type { AltWrite, StoreClient, StoreImage } from './store-client.ts';

// WooCommerce REST API v3 (https://woocommerce.github.io/woocommerce-rest-api-docs/#list-all-products): products are
// paged (`page`, `per_page` ≤ 100) with the totals in X-WP-Total / X-WP-TotalPages. A product image's alt belongs to
// its WordPress media item, written through the WP REST API (`POST /wp-json/wp/v2/media/{id}`, field `alt_text`).
// Both accept a WordPress application password over Basic auth.
const PER_PAGE = 100;

interface WooProduct {
  id: number;
  name: string;
  description?: string;
  short_description?: string;
  categories?: Array<{ name: string }>;
  brands?: Array<{ name: string }>;
  images?: Array<{ id: number; src: string; alt?: string }>;
}

export class WooCommerceClient implements StoreClient {
  readonly platform = 'woocommerce' as const;
  private readonly ctx: StoreHttpContext;
  private readonly authorization: string;

  constructor(
    private readonly storeUrl: string,
    username: string,
    applicationPassword: string,
    net: StoreNetwork,
  ) {
    this.ctx = { platform: 'woocommerce', storeUrl, net };
    this.authorization = `Basic ${Buffer.from(`${username}:${applicationPassword}`).toString('base64')}`;
  }

  async test(): Promise<{ storeName: string }> {
    // The REST index names the site and lists the namespaces: no wc/v3 means no WooCommerce here.
    const index = await this.get('/wp-json/', false);
    const body = index.json as { name?: unknown; namespaces?: unknown } | undefined;
    if (index.status !== 200 || !body || !Array.isArray(body.namespaces) || !body.namespaces.includes('wc/v3')) {
      throw wrongDomain(this.ctx);
    }
    // An authenticated read proves the user name and application password.
    await this.get('/wp-json/wc/v3/products?per_page=1');
    return { storeName: typeof body.name === 'string' && body.name ? body.name : this.storeUrl };
  }

  async *images(): AsyncGenerator<{ images: StoreImage[]; productsRead: number }> {
    let productsRead = 0;
    for (let page = 1, totalPages = 1; page <= totalPages; page += 1) {
      const response = await this.get(`/wp-json/wc/v3/products?per_page=${PER_PAGE}&page=${page}&orderby=id&order=asc`);
      if (!Array.isArray(response.json)) {
        throw platformError(this.ctx, 'the products list is not a list');
      }
      totalPages = Number(response.headers.get('x-wp-totalpages') ?? '1') || 1;
      const products = response.json as WooProduct[];
      const images: StoreImage[] = [];
      for (const product of products) {
        const description = htmlToText(product.short_description || product.description || '');
        for (const image of product.images ?? []) {
          images.push({
            productId: String(product.id),
            productTitle: product.name,
            description,
            productType: product.categories?.[0]?.name ?? '',
            vendor: product.brands?.[0]?.name ?? '',
            mediaId: String(image.id),
            imageUrl: image.src,
            alt: image.alt ?? '',
          });
        }
      }
      productsRead += products.length;
      yield { images, productsRead };
    }
  }

  async readAlt(mediaId: string): Promise<string | null> {
    const response = await this.get(`/wp-json/wp/v2/media/${encodeURIComponent(mediaId)}?context=edit`, true, [404]);
    if (response.status === 404) {
      return null;
    }
    return String((response.json as { alt_text?: unknown } | undefined)?.alt_text ?? '');
  }

  async writeAlt(mediaId: string, alt: string): Promise<AltWrite> {
    const response = await storeRequest(this.ctx, `${this.storeUrl}/wp-json/wp/v2/media/${encodeURIComponent(mediaId)}`, {
      method: 'POST',
      headers: { authorization: this.authorization, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ alt_text: alt }),
    });
    if (response.status === 200) {
      return { ok: true };
    }
    return { ok: false, message: platformMessage(response.json) ?? `HTTP ${response.status}`, gone: response.status === 404 };
  }

  private async get(pathAndQuery: string, authenticated = true, allowed: number[] = []) {
    const response = await storeRequest(this.ctx, `${this.storeUrl}${pathAndQuery}`, {
      headers: authenticated ? { authorization: this.authorization, accept: 'application/json' } : { accept: 'application/json' },
    });
    if (response.status === 404 && !allowed.includes(404)) {
      throw wrongDomain(this.ctx);
    }
    if (response.status >= 400 && !allowed.includes(response.status)) {
      throw platformError(this.ctx, platformMessage(response.json) ?? `HTTP ${response.status}`);
    }
    return response;
  }
}
