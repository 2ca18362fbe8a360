import type { FastifyInstance } from 'fastify';
import type { ProductCard } from '@apteek/domain';
import { parseInput } from '../../plugins/validation.ts';
import { centsToAmount } from '@apteek/domain';
import { HomeQuerySchema } from './campaign-schemas.ts';

export async function registerHomeRoutes(app: FastifyInstance): Promise<void> {
  // The homepage data: new_collection, bestsellers, campaignProducts by campaign id.
  // The same lists the server-rendered home page shows, from the storefront's per-minute cache.
  app.get('/home', async (request) => {
    const { storeCode } = parseInput(HomeQuerySchema, request.query);
    const page = await app.storefront.homePage(storeCode);
    return {
      code: 200,
      result: {
        new_collection: page.newProducts.map(toCardResponse),
        bestsellers: page.bestsellers.map(toCardResponse),
        campaignProducts: Object.fromEntries(
          page.campaigns.map((c) => [c.id, c.products.map(toCardResponse)]),
        ),
      },
    };
  });
}

function toCardResponse(card: ProductCard) {
  const { final, regular, special, currency } = card.price;
  return {
    ...card,
    price: {
      final: centsToAmount(final),
      regular: centsToAmount(regular),
      special: special === null ? null : centsToAmount(special),
      currency,
    },
  };
}
