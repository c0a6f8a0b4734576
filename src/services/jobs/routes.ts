import { errorResponses, notFoundResponse } from '../../http/schemas.ts';
import { apiRoute, createRouter, ctxOf } from '../../http/router.ts';
import { getJob } from './get-job.ts';
import { JobIdParam, JobView } from './schemas.ts';

// Jobs are created by the bulk endpoints of Pricing, Stock and Purchasing; they answer in the Pricing style.
const getJobRoute = apiRoute('pricing', {
  method: 'get',
  path: '/api/v1/jobs/{id}',
  operationId: 'getJob',
  summary: 'Status, progress and result of a bulk import job',
  request: { params: JobIdParam },
  responses: {
    200: { description: 'The job.', content: { 'application/json': { schema: JobView } } },
    ...errorResponses,
    ...notFoundResponse,
  },
}, { tag: 'Operations' });

export function createJobRoutes() {
  const app = createRouter();
  app.openapi(getJobRoute, async (c) => c.json(await getJob(ctxOf(c), c.req.valid('param').id), 200));
  return app;
}
