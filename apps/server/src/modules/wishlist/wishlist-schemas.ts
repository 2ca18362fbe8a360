import { z } from 'zod';
import { WISHLIST_LIMIT } from '@apteek/domain';

const sku = z
  .string({ error: 'Field is required' })
  .trim()
  .min(1, 'Field is required')
  .max(64, 'Is not a product sku')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Is not a product sku');

export const WishlistSkuParamsSchema = z.object({ sku });

/** The guest's list handed over at login: skus, at most a full wishlist's worth. */
export const WishlistMergeBodySchema = z.strictObject({
  skus: z.array(sku).max(WISHLIST_LIMIT, `At most ${WISHLIST_LIMIT} products`),
});
