import { envelope, errorResponses, queryParameters, type PathItems } from '../docs/index.ts';
import { StockCheckQuerySchema, StockListQuerySchema } from './stock-schemas.ts';

const stockInfo = {
  type: 'object',
  properties: {
    product_id: { type: 'integer' },
    sku: { type: 'string' },
    qty: { type: 'integer', description: 'Available units: stock minus units reserved by orders' },
    is_in_stock: { type: 'boolean' },
    stock_status: { enum: ['ok', 'volatile', 'out_of_stock'] },
  },
};

export const stockPaths: PathItems = {
  '/api/stock/check': {
    get: {
      summary: 'Stock of one SKU',
      parameters: queryParameters(StockCheckQuerySchema),
      responses: { 200: envelope('The stock info', stockInfo), ...errorResponses },
    },
  },
  '/api/stock/list': {
    get: {
      summary: 'Stock of up to 30 comma-separated SKUs; unknown SKUs are left out, duplicates counted once',
      parameters: queryParameters(StockListQuerySchema),
      responses: {
        200: envelope('Stock infos in the order asked', { type: 'array', items: stockInfo }, 'resultCode'),
        400: errorResponses[400],
      },
    },
  },
};
