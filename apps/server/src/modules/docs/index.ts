import type { FastifyInstance } from 'fastify';
import { campaignPaths } from '../campaign/campaign-openapi.ts';
import { cartPaths } from '../cart/cart-openapi.ts';
import { catalogPaths } from '../catalog/catalog-openapi.ts';
import { localePaths } from '../locale/locale-openapi.ts';
import { mediaPaths } from '../media/media-openapi.ts';
import { pricingPaths } from '../pricing/pricing-openapi.ts';
import { stockPaths } from '../stock/stock-openapi.ts';
import { orderPaths } from '../order/order-openapi.ts';
import { userPaths } from '../user/user-openapi.ts';

/** Serves the OpenAPI 3.1 description of the JSON API at /api/docs. */
export async function docsRoutes(app: FastifyInstance): Promise<void> {
  const document = {
    openapi: '3.1.0',
    info: {
      title: 'Apteek storefront API',
      version: '1.0.0',
      description:
        'JSON API of the Apteek pharmacy storefront. Every answer is `{ code, result }` (HTTP status = code), ' +
        'except the calls the specification gives as `{ resultCode, result }`. Amounts are euros with two decimals.',
    },
    servers: [{ url: '/' }],
    paths: Object.assign(
      {
        '/api/health': {
          get: {
            summary: 'Liveness and database readiness',
            responses: { 200: { description: 'Up' }, 503: { description: 'Database unavailable' } },
          },
        },
        '/api/docs': {
          get: { summary: 'This document', responses: { 200: { description: 'OpenAPI 3.1 JSON' } } },
        },
      },
      catalogPaths,
      pricingPaths,
      stockPaths,
      campaignPaths,
      mediaPaths,
      cartPaths,
      userPaths,
      localePaths,
      orderPaths,
    ),
  };
  app.get('/docs', async () => document);
}
