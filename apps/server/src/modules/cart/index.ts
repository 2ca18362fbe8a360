import type { FastifyInstance } from 'fastify';
import type { CatalogContext } from '../catalog/index.ts';
import { registerCartRoutes } from './cart-routes.ts';

export { cartService, type CartService } from './cart-service.ts';
export { cartPaths } from './cart-openapi.ts';

/** The server cart: every cart call under /api/cart. */
export async function cartRoutes(
  app: FastifyInstance,
  { catalog }: { catalog: CatalogContext },
): Promise<void> {
  await registerCartRoutes(app, catalog);
}
