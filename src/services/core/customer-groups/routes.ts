import { createRouter } from '../../../http/router.ts';

export function createCustomerGroupRoutes() {
  const app = createRouter();
  return app;
}
