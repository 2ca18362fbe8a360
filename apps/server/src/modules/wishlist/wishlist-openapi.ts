import { envelope, errorResponses, jsonBody, pathParameter, type PathItems } from '../docs/index.ts';
import { WishlistMergeBodySchema } from './wishlist-schemas.ts';

const text = { type: 'string' };
const skus = {
  type: 'object',
  properties: { skus: { type: 'array', items: text, description: 'Oldest first, each sku once' } },
};
const owner =
  "The calling customer's own list (bearer token required: 401 `You need to be logged in to see " +
  'this page` otherwise). Every answer has Cache-Control: no-store. Guests keep their list in the browser.';
const refusals = { ...errorResponses, 401: envelope('No customer bearer token', text) };
const skuParameter = pathParameter('sku', { type: 'string', maxLength: 64 }, "The product's sku");

/** The account's wishlist. */
export const wishlistPaths: PathItems = {
  '/api/wishlist': {
    get: {
      summary: "The customer's wishlist",
      description: owner,
      responses: { 200: envelope('The list', skus), ...refusals },
    },
  },
  '/api/wishlist/items/{sku}': {
    put: {
      summary: 'Adds a product (a product already there is left as it is)',
      description: `${owner} At most 100 products (409 when full); an unknown or disabled product is a 404; a prescription medicine is a 400 naming path.sku (health data is not kept on the account).`,
      parameters: [skuParameter],
      responses: {
        200: envelope('The list', skus),
        ...refusals,
        404: envelope('No such product', text),
        409: envelope('The wishlist is full', text),
      },
    },
    delete: {
      summary: 'Removes a product',
      description: owner,
      parameters: [skuParameter],
      responses: { 200: envelope('The list', skus), ...refusals },
    },
  },
  '/api/wishlist/merge': {
    post: {
      summary: "At login: the guest's list merged into the account's",
      description:
        `${owner} Products already on the list stay in place; the others follow in the order given; ` +
        'unknown skus and prescription medicines are skipped; past 100 products the rest is left out. Calling it twice changes nothing.',
      requestBody: jsonBody(WishlistMergeBodySchema),
      responses: { 200: envelope('The merged list', skus), ...refusals },
    },
  },
};
