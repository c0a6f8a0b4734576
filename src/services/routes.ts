import { createCustomerGroupRoutes } from './core/customer-groups/routes.ts';
import { createCustomerRoutes } from './core/customers/routes.ts';
import { createDiscountRoutes } from './core/discounts/routes.ts';
import { createProductRoutes } from './core/products/routes.ts';
import { createShippingMethodRoutes } from './core/shipping-methods/routes.ts';
import { createFileContentRoutes } from './files/content-routes.ts';
import { createFileRoutes } from './files/routes.ts';
import { createJobRoutes } from './jobs/routes.ts';
import { createPricingLookupRoutes } from './pricing/lookup/routes.ts';
import { createPriceListRoutes } from './pricing/price-lists/routes.ts';
import { createPriceRoutes } from './pricing/prices/routes.ts';
import { createStockLevelRoutes } from './stock/levels/routes.ts';
import { createStockLocationRoutes } from './stock/locations/routes.ts';
import { createSyncLoggingRoutes } from './sync-logging/routes.ts';
import { createOrderStatusRoutes } from './purchasing/order-status/routes.ts';
import { createPurchaseRoutes } from './purchasing/routes.ts';
import { createWebhookRoutes } from './webhooks/routes.ts';
import { createCartRoutes } from './ordering/routes.ts';

/** Every API service's routers, mounted at the root by createApp. */
export const serviceRouters = () => [
  createProductRoutes(),
  createCustomerRoutes(),
  createCustomerGroupRoutes(),
  createDiscountRoutes(),
  createShippingMethodRoutes(),
  createPriceListRoutes(),
  createPriceRoutes(),
  createPricingLookupRoutes(),
  createStockLocationRoutes(),
  createStockLevelRoutes(),
  createFileRoutes(),
  createFileContentRoutes(),
  createCartRoutes(),
  createOrderStatusRoutes(),
  createPurchaseRoutes(),
  createJobRoutes(),
  createSyncLoggingRoutes(),
  createWebhookRoutes(),
];
