import { and, eq, sql } from 'drizzle-orm';
import * as schema from '../schema/index.ts';
import type { Db } from '../database.ts';
import { feedCents, feedReason, feedStockState, type FeedPriceRow, type FeedStockRow } from '@apteek/domain';
import { FeedRowError, specialPriceColumns, type FeedContext } from './feed-context.ts';

const { product, productTierPrice, stockItem } = schema;

async function productIdOf(tx: Db, sku: string): Promise<number> {
  const [row] = await tx.select({ id: product.id }).from(product).where(eq(product.sku, sku));
  if (!row) throw new FeedRowError('sku', feedReason('sku_unknown'));
  return row.id;
}

/**
 * A product's stock as the feed gives it: units on hand, never a change, so a row sent twice
 * leaves the same stock. Units the shop's own orders reserved stay reserved.
 */
export async function applyStockRow(tx: Db, row: FeedStockRow): Promise<number> {
  const productId = await productIdOf(tx, row.sku);
  const state = feedStockState(row);
  await tx
    .insert(stockItem)
    .values({ productId, qty: row.qty, ...state })
    .onConflictDoUpdate({
      target: stockItem.productId,
      set: { qty: row.qty, ...state, updatedAt: sql`now()` },
    });
  return productId;
}

/**
 * A price row: without a group the shelf price (and its special price when the row names one);
 * with a group that group's prices for the product, replaced whole: the price from one unit and
 * each tier.
 */
export async function applyPriceRow(tx: Db, row: FeedPriceRow, context: FeedContext): Promise<number> {
  const productId = await productIdOf(tx, row.sku);
  if (row.group === undefined) {
    await tx
      .update(product)
      .set({
        priceCents: feedCents(row.price),
        updatedAt: sql`now()`,
        ...specialPriceColumns(row.special),
      })
      .where(eq(product.id, productId));
    return productId;
  }
  const customerGroupId = context.groupIds.get(row.group);
  if (customerGroupId === undefined) throw new FeedRowError('group', feedReason('customer_group_unknown'));
  await tx
    .delete(productTierPrice)
    .where(
      and(eq(productTierPrice.productId, productId), eq(productTierPrice.customerGroupId, customerGroupId)),
    );
  const tiers = new Map([[1, feedCents(row.price)]]);
  for (const tier of row.tiers ?? []) tiers.set(tier.qty, feedCents(tier.price));
  await tx
    .insert(productTierPrice)
    .values([...tiers].map(([qty, priceCents]) => ({ productId, customerGroupId, qty, priceCents })));
  return productId;
}
