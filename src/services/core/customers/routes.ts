import { createRouter } from '../../../http/router.ts';

export function createCustomerRoutes() {
  const app = createRouter();
  return app;
}
