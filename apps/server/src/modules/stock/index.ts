import type { FastifyInstance } from 'fastify';
import { registerStockRoutes } from './stock-routes.ts';

export { stockForSkus } from './stock-levels.ts';
export type { StockInfo } from './stock-status.ts';
export { stockPaths } from './stock-openapi.ts';

/** Stock calls: /api/stock/check and /api/stock/list. */
export async function stockRoutes(app: FastifyInstance): Promise<void> {
  await registerStockRoutes(app);
}
