import type { FastifyInstance } from 'fastify';
import type { ProductCard } from '@apteek/domain';
import { parseInput } from '../../plugins/validation.ts';
import { centsToAmount } from '@apteek/domain';
import { HomeQuerySchema } from './campaign-schemas.ts';
import { homeLists } from './home-lists.ts';

export async function registerHomeRoutes(app: FastifyInstance): Promise<void> {
  // Homepage data of spec 001 §3: new_collection, bestsellers, campaignProducts by campaign id.
  app.get('/home', async (request) => {
    const { storeCode } = parseInput(HomeQuerySchema, request.query);
    const lists = await homeLists(app.db, { storeCode, today: app.today() });
    const campaignProducts = Object.fromEntries(
      Object.entries(lists.campaignProducts).map(([id, cards]) => [id, cards.map(toCardResponse)]),
    );
    return {
      code: 200,
      result: {
        new_collection: lists.newCollection.map(toCardResponse),
        bestsellers: lists.bestsellers.map(toCardResponse),
        campaignProducts,
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
