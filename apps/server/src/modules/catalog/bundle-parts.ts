import { eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';

/** A bundle's selections with their product and the quantity of one unit of the bundle. */
export interface BundlePart {
  bundleId: number;
  selectionId: number;
  optionId: number;
  productId: number;
  sku: string;
  qty: number;
  isDefault: boolean;
}

/** The selections of the given bundles, by option and position. */
export async function loadBundleParts(db: Db, bundleIds: number[]): Promise<BundlePart[]> {
  if (bundleIds.length === 0) return [];
  const { bundleOption, bundleSelection, product } = schema;
  return db
    .select({
      bundleId: bundleOption.productId,
      selectionId: bundleSelection.id,
      optionId: bundleSelection.optionId,
      productId: bundleSelection.productId,
      sku: product.sku,
      qty: bundleSelection.qty,
      isDefault: bundleSelection.isDefault,
    })
    .from(bundleSelection)
    .innerJoin(bundleOption, eq(bundleOption.id, bundleSelection.optionId))
    .innerJoin(product, eq(product.id, bundleSelection.productId))
    .where(inArray(bundleOption.productId, bundleIds))
    .orderBy(bundleSelection.optionId, bundleSelection.position, bundleSelection.id);
}
