import { createRouter } from '../../../http/router.ts';

export function createShippingMethodRoutes() {
  const app = createRouter();
  return app;
}
