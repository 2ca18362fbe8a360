import type { FastifyInstance } from 'fastify';
import { DomainError } from '@apteek/domain';
import { parseInput } from '../../plugins/validation.ts';
import { stockForSkus } from './stock-levels.ts';
import { StockCheckQuerySchema, StockListQuerySchema } from './stock-schemas.ts';

export async function registerStockRoutes(app: FastifyInstance): Promise<void> {
  app.get('/stock/check', async (request) => {
    const { sku } = parseInput(StockCheckQuerySchema, request.query);
    const [stock] = await stockForSkus(app.db, [sku]);
    if (!stock) throw new DomainError('stock_not_found');
    return { code: 200, result: stock };
  });

  // The stock list answers { resultCode, result }.
  app.get('/stock/list', { config: { repeatableQuery: ['skus'] } }, async (request) => {
    const { skus } = parseInput(StockListQuerySchema, request.query);
    return { resultCode: 200, result: await stockForSkus(app.db, skus) };
  });
}
