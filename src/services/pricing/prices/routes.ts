import { createRouter } from '../../../http/router.ts';

export function createPriceRoutes() {
  const app = createRouter();
  return app;
}
