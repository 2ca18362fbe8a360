import { sql } from 'drizzle-orm';
import { check, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import type { StockStatus } from '@apteek/domain';
import { flag, updatedAt } from './columns.ts';
import { product } from './products.ts';

/** Stock per product: qty and is_in_stock, read as the status ok, volatile or out_of_stock. */
export const stockItem = pgTable(
  'stock_item',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => product.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull().default(0),
    /** Units held by placed orders that are not yet shipped; orders reserve atomically against qty. */
    reservedQty: integer('reserved_qty').notNull().default(0),
    isInStock: flag('is_in_stock', true),
    stockStatus: varchar('stock_status', { length: 16 }).$type<StockStatus>().notNull().default('ok'),
    manageStock: flag('manage_stock', true),
    minSaleQty: integer('min_sale_qty').notNull().default(1),
    /** Units of this product one order may hold; null takes the store default (DEFAULT_MAX_SALE_QTY). */
    maxSaleQty: integer('max_sale_qty'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('stock_item_status_check', sql`${t.stockStatus} in ('ok', 'volatile', 'out_of_stock')`),
    check('stock_item_reserved_check', sql`${t.reservedQty} >= 0`),
    check('stock_item_max_sale_qty_check', sql`${t.maxSaleQty} is null or ${t.maxSaleQty} >= 1`),
  ],
);
