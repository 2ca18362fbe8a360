import type { FastifyInstance } from 'fastify';
import { registerPricingRoutes } from './pricing-routes.ts';

export { GUEST_GROUP_ID, effectiveGroupId, issueGroupToken, verifyGroupToken } from './group-token.ts';
export { groupTokenSecret } from './group-token-secret.ts';
export { renderListPrices, type PricedItem, type RenderListQuery } from './render-list-prices.ts';
export { loadTaxRates, rateFor, storeAmount, type TaxRates } from './tax-rates.ts';
export { pricingPaths } from './pricing-openapi.ts';

/** Platform prices: /api/catalog/products/render-list. */
export async function pricingRoutes(app: FastifyInstance): Promise<void> {
  await registerPricingRoutes(app);
}
