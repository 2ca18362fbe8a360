import { eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import type { StockRow } from './stock-status.ts';

const { product, stockItem } = schema;

export async function findStockRows(db: Db, skus: readonly string[]): Promise<StockRow[]> {
  if (skus.length === 0) return [];
  return db
    .select({
      productId: product.id,
      sku: product.sku,
      qty: stockItem.qty,
      reservedQty: stockItem.reservedQty,
      isInStock: stockItem.isInStock,
      stockStatus: stockItem.stockStatus,
      manageStock: stockItem.manageStock,
    })
    .from(product)
    .leftJoin(stockItem, eq(stockItem.productId, product.id))
    .where(inArray(product.sku, [...skus]));
}
