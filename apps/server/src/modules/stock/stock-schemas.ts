import { z } from 'zod';

/** Spec 000 §9: stock is checked in batches of 30 SKUs. */
export const STOCK_BATCH_SIZE = 30;

const SkuSchema = z.string().trim().min(1, 'Field is required').max(64, 'SKUs are at most 64 characters');

export const StockCheckQuerySchema = z.object({ sku: SkuSchema });

/** 'A,B,C' (or a repeated parameter) → distinct, non-empty SKUs, at most one batch. */
const SkuListSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => [
    ...new Set(
      [value]
        .flat()
        .flatMap((part) => part.split(','))
        .map((sku) => sku.trim())
        .filter(Boolean),
    ),
  ])
  .refine((skus) => skus.length > 0, 'Field is required')
  .refine((skus) => skus.length <= STOCK_BATCH_SIZE, `At most ${STOCK_BATCH_SIZE} SKUs per request`)
  .refine((skus) => skus.every((sku) => sku.length <= 64), 'SKUs are at most 64 characters');

export const StockListQuerySchema = z.object({ skus: SkuListSchema });
