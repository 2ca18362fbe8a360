import { OrderReturnsSchema } from '@apteek/domain';
import {
  envelope,
  errorResponses,
  jsonBody,
  pathParameter,
  queryParameters,
  resultSchema,
  type PathItems,
} from '../docs/index.ts';
import { ReturnBodySchema } from './order-return-routes.ts';
import { OrderViewQuerySchema } from './order-schemas.ts';

const orderId = pathParameter(
  'orderId',
  { type: 'string', format: 'uuid' },
  'The order id of the placed order',
);

const orderReturns = resultSchema(OrderReturnsSchema);

/** The customer's returns on the order page. */
export const returnPaths: PathItems = {
  '/api/order/{orderId}/returns': {
    get: {
      summary:
        "The order's returns: whether and until when units may be asked back, each line's returnable units, the requests",
      description:
        'Its owner by bearer token, or the order code; another customer’s order answers as an unknown one (404). ' +
        'Medicines and services have 0 returnable units; hygiene goods and cosmetics only unopened. Never cached.',
      parameters: [orderId, ...queryParameters(OrderViewQuerySchema)],
      responses: { 200: envelope('OrderReturns', orderReturns), ...errorResponses },
    },
    post: {
      summary:
        'The customer withdraws from chosen units of the order within 14 days of taking it (a return request)',
      description:
        'Acknowledged by mail with its date and time in the store language. 409 with the reason changes nothing: ' +
        "'Medicines cannot be returned.', 'The 14-day return period for this order has ended.', 'You cannot " +
        "return more than you bought.', 'A return has already been requested for these products.' and the like.",
      parameters: [orderId],
      requestBody: jsonBody(ReturnBodySchema),
      responses: {
        200: envelope('OrderReturns', orderReturns),
        ...errorResponses,
        409: envelope('Refused by the withdrawal rules', { type: 'string' }),
      },
    },
  },
};
