import { inArray } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';

/** The catalogue's product id of each of these skus that it holds, keyed by sku. */
export async function productIdsBySku(db: Db, skus: string[]): Promise<Map<string, number>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({ id: schema.product.id, sku: schema.product.sku })
    .from(schema.product)
    .where(inArray(schema.product.sku, skus));
  return new Map(rows.map((row) => [row.sku, row.id]));
}
