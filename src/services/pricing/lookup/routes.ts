import type { RouteHandler } from '@hono/zod-openapi';
import { apiRoute, createRouter, ctxOf } from '../../../http/router.ts';
import { errorResponses } from '../../../http/schemas.ts';
import type { AppEnv } from '../../../http/types.ts';
import { cacheAnswers } from '../../../http/middleware/answer-cache.ts';
import { LOOKUP_TOPICS } from './input-cache.ts';
import { calculateListPricing } from './calculate-list-pricing.ts';
import { lookupCustomerPricing, type CustomerLookupBy } from './lookup-customer-pricing.ts';
import { CalculateRequest, CalculateResponse, LookupQuery, LookupRequest, LookupResponse } from './schemas.ts';

const json = <T>(schema: T) => ({ 'application/json': { schema } });

const LOOKUP_DESCRIPTION = [
  "Resolves each line's price for one customer: the customer's own price lists, else its group settings' lists (inherited); per SKU the first list with a price, stored or derived by a rule, wins; inside a list the highest quantity break ≤ the quantity applies, and a variant's price beats its parent SKU's; then the customer's discount is taken off. Prices are net (a row stored as gross is made net at its tax rate); `unit_price_gross` is added when the winning list or the customer's group settings have `tax_inclusive_display`.",
  'A line that cannot be priced carries `error` (`product-not-found`: the SKU is neither in the catalog nor on any of the lists; `price-unavailable`: no list prices it at this quantity) and the answer is 207.',
  '400 `invalid-request-contents` with code `resource-id-not-found` (property `customer_id`) for an unknown customer, `resource-id-invalid` for a customer_id that is not a UUID when looking up by id, and `missing-param` (property `price_lists`) when the customer has no price lists at all (neither its own nor its group settings\').',
].join('\n\n');

// A warm lookup repeating a body answers from the tenant cache, pinned to every topic the answer reads.
const answers = cacheAnswers(LOOKUP_TOPICS);

const lookupConfig = (path: string, operationId: string, summary: string) =>
  apiRoute(
    'pricing',
    {
      method: 'post',
      path,
      operationId,
      summary,
      description: LOOKUP_DESCRIPTION,
      request: { query: LookupQuery, body: { content: json(LookupRequest), required: true } },
      responses: {
        200: { description: 'Every line priced.', content: json(LookupResponse) },
        207: { description: 'At least one line carries an error instead of prices.', content: json(LookupResponse) },
        ...errorResponses,
      },
    },
    { beforeValidation: answers },
  );

const lookupRoute = lookupConfig('/api/v1/pricing/lookup', 'lookupPricing', "A customer's prices for a list of SKUs and quantities");
const fetchCustomerPricingRoute = lookupConfig('/api/v1/fetch-customer-pricing', 'fetchCustomerPricing', 'Alias of POST /api/v1/pricing/lookup');

const calculateRoute = apiRoute('pricing', {
  method: 'post',
  path: '/api/v1/calculate-pricing',
  operationId: 'calculatePricing',
  summary: 'Prices of SKUs on the first of several price lists that prices each',
  description:
    'Per SKU, the first of `price_list_slugs` (in the order sent) with a price, stored or derived through its rules, with all its quantity breaks. No customer, so no discount. SKUs no list prices and unknown slugs are left out; `[]` when no slug names a list.',
  request: { body: { content: json(CalculateRequest), required: true } },
  responses: { 200: { description: 'The prices found.', content: json(CalculateResponse) }, ...errorResponses },
});

const LOOKUP_ALIASES: Record<string, CustomerLookupBy> = { sparklayer: 'id', platform: 'external_id' };

const lookupHandler: RouteHandler<typeof lookupRoute, AppEnv> = async (c) => {
  const body = c.req.valid('json');
  const explain = c.req.valid('query').explain;
  const result = await lookupCustomerPricing(ctxOf(c), {
    customerId: body.customer_id,
    lookupBy: LOOKUP_ALIASES[body.customer_lookup_by] ?? (body.customer_lookup_by as CustomerLookupBy),
    lines: body.line_items,
    explain: explain === 'true' || explain === '1',
  });
  return result.status === 200 ? c.json(result.body, 200) : c.json(result.body, 207);
};

export function createPricingLookupRoutes() {
  const app = createRouter();
  app.openapi(lookupRoute, lookupHandler);
  app.openapi(fetchCustomerPricingRoute, lookupHandler);
  app.openapi(calculateRoute, async (c) => {
    const body = c.req.valid('json');
    return c.json(await calculateListPricing(ctxOf(c), { skus: body.skus, priceListSlugs: body.price_list_slugs }), 200);
  });
  return app;
}
