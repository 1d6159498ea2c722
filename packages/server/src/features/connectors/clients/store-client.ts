import type { ConnectorPlatform } from '@alt-optimizer/contract';

/** One product image as a store lists it, with the product context the engine is given. */
export interface StoreImage {
  productId: string;
  productTitle: string;
  /** Plain text (HTML stripped by the platform or by us). */
  description: string;
  productType: string;
  vendor: string;
  /** The id the alt is written to: a Shopify MediaImage GID, a WordPress attachment id. */
  mediaId: string;
  imageUrl: string;
  alt: string;
}

/** What a write came to: written, or the platform's own reason for refusing this one image. */
export type AltWrite = { ok: true } | { ok: false; message: string; gone?: boolean };

/**
 * One store's API, the same for every platform. Request-level failures (wrong token, wrong domain, rate limited after
 * the retries, unreachable) are thrown as AppError from connectors.messages.ts; one image's refusal is an AltWrite.
 */
export interface StoreClient {
  readonly platform: ConnectorPlatform;
  /** The store's name: proves the address and the token (or application password) are right. */
  test(): Promise<{ storeName: string }>;
  /** The store's product images, one API page at a time, with how many products were read so far. */
  images(): AsyncGenerator<{ images: StoreImage[]; productsRead: number }>;
  /** The image's alt as the store holds it now; null when the image is gone. */
  readAlt(mediaId: string): Promise<string | null>;
  writeAlt(mediaId: string, alt: string): Promise<AltWrite>;
}

export const PLATFORM_NAMES: Record<ConnectorPlatform, string> = { shopify: 'Shopify', woocommerce: 'WooCommerce' };
