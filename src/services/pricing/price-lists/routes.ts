import { createRouter } from '../../../http/router.ts';

export function createPriceListRoutes() {
  const app = createRouter();
  return app;
}
