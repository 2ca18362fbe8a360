import * as z from 'zod/mini';
import type { ApiAuth } from '../../api/api-auth.ts';
import { callApi } from '../../api/client.ts';

const SkusSchema = z.object({ skus: z.array(z.string()) });

/** The account's wishlist calls; every one needs the customer's token. */
export function wishlistApi(auth: ApiAuth) {
  const skusOf = async (answer: Promise<{ result: { skus: string[] } }>) => (await answer).result.skus;
  return {
    list: () => skusOf(callApi('/api/wishlist', { auth, result: SkusSchema })),
    add: (sku: string) =>
      skusOf(
        callApi(`/api/wishlist/items/${encodeURIComponent(sku)}`, {
          method: 'PUT',
          auth,
          result: SkusSchema,
        }),
      ),
    remove: (sku: string) =>
      skusOf(
        callApi(`/api/wishlist/items/${encodeURIComponent(sku)}`, {
          method: 'DELETE',
          auth,
          result: SkusSchema,
        }),
      ),
    merge: (skus: readonly string[]) =>
      skusOf(callApi('/api/wishlist/merge', { method: 'POST', body: { skus }, auth, result: SkusSchema })),
  };
}
