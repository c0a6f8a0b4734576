import { createRouter } from '../../../http/router.ts';

export function createDiscountRoutes() {
  const app = createRouter();
  return app;
}
