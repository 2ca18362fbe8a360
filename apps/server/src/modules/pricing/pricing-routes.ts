import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../plugins/validation.ts';
import { effectiveGroupId } from './group-token.ts';
import { groupTokenSecret } from './group-token-secret.ts';
import { centsToAmount } from '@apteek/domain';
import { RenderListQuerySchema } from './pricing-schemas.ts';
import { renderListPrices, type PricedItem } from './render-list-prices.ts';

export async function registerPricingRoutes(app: FastifyInstance): Promise<void> {
  app.get('/catalog/products/render-list', { config: { repeatableQuery: ['skus'] } }, async (request) => {
    const query = parseInput(RenderListQuerySchema, request.query);
    const secret = await groupTokenSecret(app.db);
    const groupId = effectiveGroupId(secret, {
      groupId: query.userGroupId,
      token: query.token ?? bearerToken(request.headers.authorization),
    });
    const items = await renderListPrices(app.db, {
      skus: query.skus,
      storeCode: query.storeId.storeCode,
      groupId,
      today: app.today(),
    });
    return { code: 200, result: { items: items.map(toRenderListItem) } };
  });
}

function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * The Magento-style render-list shape the storefront reads: `price_info` amounts
 * EXCLUDE VAT and `tax_adjustments` INCLUDE it, both for the store's tax country (storeId 1, 5, 6
 * → EE; 4 → FI). `special_price` is null unless a special price applies today; `final_price`
 * already includes the customer group's single-unit tier price when that is lower.
 */
function toRenderListItem(item: PricedItem) {
  const { final, regular, special } = item.prices;
  return {
    id: item.id,
    sku: item.sku,
    sgn: item.sgn,
    price_info: {
      final_price: centsToAmount(final.net),
      regular_price: centsToAmount(regular.net),
      special_price: special === null ? null : centsToAmount(special.net),
      extension_attributes: {
        tax_adjustments: {
          final_price: centsToAmount(final.gross),
          regular_price: centsToAmount(regular.gross),
          special_price: special === null ? null : centsToAmount(special.gross),
        },
      },
    },
  };
}
