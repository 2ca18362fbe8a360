import { envelope, errorResponses, jsonBody, queryParameters, type PathItems } from '../docs/index.ts';
import { ActiveCampaignBodySchema, HomeQuerySchema, StoreQuerySchema } from './campaign-schemas.ts';

const campaign = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    code: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    urlKey: { type: 'string' },
    urlPath: { type: 'string', description: "'kampaania/{urlKey}', without store prefix" },
    from: { type: ['string', 'null'], format: 'date' },
    to: { type: ['string', 'null'], format: 'date' },
    color: { type: 'string' },
    productCount: { type: 'integer' },
  },
};
const cards = { type: 'array', items: { type: 'object', description: 'ProductCard, prices in euros' } };

export const campaignPaths: PathItems = {
  '/api/campaign/active': {
    post: {
      summary: 'Campaigns running today in the store language, by position',
      description:
        'With `urlPath` (e.g. `/fi/kampaania/talven-hyvinvointi` or `kampaania/talvine-tervis`) only the campaign ' +
        'of that page, or none; a lookup by URL counts only when exactly one comes back. The store ' +
        'is `storeCode` from the body, else from the query, else the path prefix, else ee. The body is optional.',
      parameters: queryParameters(StoreQuerySchema),
      requestBody: { ...jsonBody(ActiveCampaignBodySchema.unwrap()), required: false },
      responses: {
        200: envelope('Campaigns', { type: 'array', items: campaign }, 'resultCode'),
        400: errorResponses[400],
      },
    },
  },
  '/api/home': {
    get: {
      summary:
        'Homepage lists: 8 new products, 8 bestsellers (newest first), 10 products per running campaign',
      parameters: queryParameters(HomeQuerySchema),
      responses: {
        200: envelope('Home lists', {
          type: 'object',
          properties: {
            new_collection: cards,
            bestsellers: cards,
            campaignProducts: { type: 'object', additionalProperties: cards, description: 'By campaign id' },
          },
        }),
        400: errorResponses[400],
      },
    },
  },
};
