import { createRouter } from '../../../http/router.ts';

export function createPricingLookupRoutes() {
  const app = createRouter();
  return app;
}
