/**
 * Local stand-ins for the stores' APIs (the one thing the connector tests may not reach): exported as
 * `@alt-optimizer/server/testing/stores` for the server's tests and the e2e test.
 */
export { buildCatalogue, type CatalogueOptions, type StandInProduct, type StandInWrite } from './catalogue.ts';
export { startShopifyStandIn, type ShopifyStandIn, type ShopifyStandInOptions } from './shopify-stand-in.ts';
export { startWooStandIn, type WooStandIn, type WooStandInOptions } from './woocommerce-stand-in.ts';
