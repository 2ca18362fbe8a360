import { z } from 'zod';
import { skuListSchema } from '../../plugins/validation.ts';

/** Stock is checked in batches of 30 SKUs. */
export const STOCK_BATCH_SIZE = 30;

const SkuSchema = z.string().trim().min(1, 'Field is required').max(64, 'SKUs are at most 64 characters');

export const StockCheckQuerySchema = z.object({ sku: SkuSchema });

const SkuListSchema = skuListSchema(STOCK_BATCH_SIZE);

export const StockListQuerySchema = z.object({ skus: SkuListSchema });
