import { isIP } from 'node:net';
import type { ConnectorPlatform } from '@alt-optimizer/contract';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../core/errors/index.ts';
import { CONNECTOR_ERRORS } from './connectors.messages.ts';
import { STORE_ADDRESS_ERRORS } from './store-address.messages.ts';

/** Host names that name this machine or its network, never a merchant's public store. */
function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) {
    return true;
  }
  return isIP(host) !== 0 && ipaddr.process(host).range() !== 'unicast';
}

function invalid(detail: string): AppError {
  return new AppError(CONNECTOR_ERRORS.connectorAddressInvalid, { detail });
}

/**
 * The store's origin from what the merchant typed. Shopify: `my-shop`, `my-shop.myshopify.com` or any URL of the shop
 * (its admin, a product page) → https://my-shop.myshopify.com. WooCommerce: the site's address, path kept (WordPress
 * may live in a sub-folder). https only, and public hosts only, unless private addresses are allowed
 * (ALLOW_PRIVATE_IMAGE_URLS: a store on the local network, the test stand-ins), where http is accepted too.
 */
export function normaliseStoreUrl(platform: ConnectorPlatform, typed: string, allowPrivate: boolean): string {
  let text = typed.trim();
  if (platform === 'shopify' && /^[a-z0-9][a-z0-9-]*$/i.test(text)) {
    text = `${text}.myshopify.com`;
  }
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    text = `https://${text}`;
  }
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || !/^https?:$/.test(url.protocol) || !url.hostname) {
    throw invalid(typed);
  }
  if (url.username || url.password) {
    throw invalid('no user name or password in the address');
  }
  const isPrivate = isPrivateHost(url.hostname);
  if (isPrivate && !allowPrivate) {
    throw new AppError(STORE_ADDRESS_ERRORS.connectorAddressPrivate, { host: url.hostname });
  }
  if (url.protocol === 'http:' && !isPrivate) {
    throw invalid('use the https:// address');
  }
  if (platform === 'shopify') {
    return url.origin;
  }
  const path = url.pathname.replace(/\/(wp-json|wp-admin)(\/.*)?$/, '').replace(/\/+$/, '');
  return `${url.origin}${path}`;
}
