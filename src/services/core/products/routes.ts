import { createRouter } from '../../../http/router.ts';

export function createProductRoutes() {
  const app = createRouter();
  return app;
}
