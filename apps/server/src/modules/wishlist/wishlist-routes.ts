import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../plugins/validation.ts';
import { requireCustomer } from '../user/index.ts';
import { WishlistMergeBodySchema, WishlistSkuParamsSchema } from './wishlist-schemas.ts';
import { wishlistService } from './wishlist-service.ts';

const ok = (skus: string[]) => ({ code: 200, result: { skus } });

/**
 * /api/wishlist: a logged-in customer's wishlist, kept on the account. Every
 * call needs the customer's bearer token (401 otherwise) and reaches that customer's list only.
 */
export async function wishlistRoutes(app: FastifyInstance): Promise<void> {
  const wishlists = wishlistService({ db: app.db, now: () => app.now() });

  app.get('/wishlist', async (request) => ok(await wishlists.list(requireCustomer(request))));

  app.put('/wishlist/items/:sku', async (request) => {
    const customerId = requireCustomer(request);
    const { sku } = parseInput(WishlistSkuParamsSchema, request.params, 'path');
    return ok(await wishlists.add(customerId, sku));
  });

  app.delete('/wishlist/items/:sku', async (request) => {
    const customerId = requireCustomer(request);
    const { sku } = parseInput(WishlistSkuParamsSchema, request.params, 'path');
    return ok(await wishlists.remove(customerId, sku));
  });

  app.post('/wishlist/merge', async (request) => {
    const customerId = requireCustomer(request);
    const { skus } = parseInput(WishlistMergeBodySchema, request.body ?? {}, 'body');
    return ok(await wishlists.merge(customerId, skus));
  });
}
