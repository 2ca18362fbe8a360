import { envelope, errorResponses, queryParameters, type PathItems } from '../docs/index.ts';
import { RenderListQuerySchema } from './pricing-schemas.ts';

const prices = {
  type: 'object',
  properties: {
    final_price: { type: 'number' },
    regular_price: { type: 'number' },
    special_price: { type: ['number', 'null'] },
  },
};

export const pricingPaths: PathItems = {
  '/api/catalog/products/render-list': {
    get: {
      summary: 'Platform prices of up to 100 comma-separated SKUs for a store and customer group',
      description:
        '`price_info` amounts exclude VAT, `extension_attributes.tax_adjustments` include it, both for the ' +
        "store's tax country (storeId 1, 5, 6: Estonia; 4: Finland). `special_price` is null unless a special " +
        "price applies today; `final_price` includes the customer group's single-unit tier price when lower. " +
        'The group is `userGroupId` only with its valid group token (`token`, or `Authorization: Bearer`); ' +
        'anything else gets guest prices. `sgn` signs the prices of the item for that store and group.',
      parameters: queryParameters(RenderListQuerySchema),
      responses: {
        200: envelope('Items in the order asked; unknown or disabled SKUs are left out', {
          type: 'object',
          properties: {
            items: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  id: { type: 'integer' },
                  sku: { type: 'string' },
                  sgn: { type: 'string' },
                  price_info: {
                    ...prices,
                    properties: {
                      ...prices.properties,
                      extension_attributes: {
                        type: 'object',
                        properties: { tax_adjustments: prices },
                      },
                    },
                  },
                },
              },
            },
          },
        }),
        400: errorResponses[400],
      },
    },
  },
};
