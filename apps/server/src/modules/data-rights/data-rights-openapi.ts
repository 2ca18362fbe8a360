import { envelope, errorResponses, jsonBody, type PathItems } from '../docs/index.ts';
import { ForgetBodySchema } from './data-rights-routes.ts';

const unauthorized = { 401: envelope('No valid access token', { type: 'string' }) };

export const dataRightsPaths: PathItems = {
  '/api/user/me/data': {
    get: {
      summary:
        "The caller's data as a JSON file (Content-Disposition: attachment): profile, addresses, orders with lines, " +
        'reviews, wishlist, newsletter, consents, identity methods used, carts, chats and prescription reads about them',
      responses: { 200: envelope('The export', { type: 'object' }), ...unauthorized },
    },
  },
  '/api/user/forget': {
    post: {
      summary:
        "Deletes the caller's account at once. An account with a password confirms with `password`; one " +
        'without (made by a strong login) sends an empty body with the token of a Smart-ID, Mobile-ID, ID-card or ' +
        'bank-ID login of the last 5 minutes. Answers what is kept and why; the token and every session stop working',
      requestBody: { ...jsonBody(ForgetBodySchema), required: false },
      responses: {
        200: envelope('Deleted', {
          type: 'object',
          properties: { deleted: { const: true }, kept: { type: 'array', items: { type: 'string' } } },
        }),
        ...errorResponses,
        ...unauthorized,
        429: envelope('Too many password tries'),
      },
    },
  },
};
