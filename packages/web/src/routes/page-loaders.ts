import type { RouteId } from './paths.ts';
import type { PageModule } from './route-types.ts';

/** Each route's page chunk, loaded lazily (the home page stays small). Only route-table.ts reads this file. */
const integrationPage = () => import('../pages/integration/integration-page.tsx');

export const PAGE_LOADERS: Record<RouteId, () => Promise<PageModule>> = {
  home: () => import('../pages/home/home-page.tsx'),
  bulk: () => import('../pages/bulk/bulk-page.tsx'),
  csv: () => import('../pages/csv/csv-page.tsx'),
  ecommerce: () => import('../pages/ecommerce/ecommerce-page.tsx'),
  features: () => import('../pages/features/features-page.tsx'),
  api: () => import('../pages/api-docs/api-docs-page.tsx'),
  support: () => import('../pages/support/support-page.tsx'),
  privacy: () => import('../pages/legal/privacy-page.tsx'),
  terms: () => import('../pages/legal/terms-page.tsx'),
  rgaa: () => import('../pages/rgaa/rgaa-page.tsx'),
  prestashop: integrationPage,
  woocommerce: integrationPage,
  shopify: integrationPage,
  pricing: () => import('../pages/pricing/pricing-page.tsx'),
  blog: () => import('../pages/blog/blog-page.tsx'),
  admin: () => import('../pages/admin/admin-route.tsx'),
};
