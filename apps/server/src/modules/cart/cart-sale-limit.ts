import { eq } from 'drizzle-orm';
import { maxSaleQty, saleLimitExceeded, saleLimitMessage } from '@apteek/domain';
import { schema, type Db } from '@apteek/db';
import { invalidField } from '../../plugins/validation.ts';
import type { CartItemRow } from './cart-queries.ts';

/** The product's own sale limit, or null when the store default applies (no row: not sold anyway). */
async function productSaleLimit(db: Db, productId: number): Promise<number | null> {
  const [row] = await db
    .select({ maxSaleQty: schema.stockItem.maxSaleQty })
    .from(schema.stockItem)
    .where(eq(schema.stockItem.productId, productId));
  return row?.maxSaleQty ?? null;
}

/**
 * Refuses a line quantity that would take the cart past the product's sale limit, counting the
 * cart's other lines of the same product (other options) but not the row this update replaces.
 * Order placement checks the limit again over everything the order reserves.
 */
export async function checkSaleLimit(
  db: Db,
  rows: readonly CartItemRow[],
  line: { productId: number; lineKey: string; qty: number; replacesRowId: number | undefined },
): Promise<void> {
  const limit = maxSaleQty(await productSaleLimit(db, line.productId));
  const others = rows
    .filter(
      (r) => r.productId === line.productId && r.lineKey !== line.lineKey && r.id !== line.replacesRowId,
    )
    .reduce((sum, r) => sum + r.qty, 0);
  if (saleLimitExceeded(line.qty, others, limit) !== null) {
    throw invalidField('cartItem.qty', saleLimitMessage(limit));
  }
}
