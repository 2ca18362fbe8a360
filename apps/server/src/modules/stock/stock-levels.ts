import type { Db } from '@apteek/db';
import { findStockRows } from './stock-queries.ts';
import { toStockInfo, type StockInfo } from './stock-status.ts';

/** Stock of the given SKUs in the order asked, each once; unknown SKUs are simply absent. */
export async function stockForSkus(db: Db, skus: readonly string[]): Promise<StockInfo[]> {
  const unique = [...new Set(skus)];
  const rows = await findStockRows(db, unique);
  const bySku = new Map(rows.map((row) => [row.sku, toStockInfo(row)]));
  return unique.flatMap((sku) => bySku.get(sku) ?? []);
}
