import { LoyaltyCardAnswerSchema } from '@apteek/domain';
import { envelope, errorResponses, jsonBody, resultSchema, type PathItems } from '../docs/index.ts';
import { LoyaltyRegisterBodySchema } from './loyalty-schemas.ts';

const text = { type: 'string' };
const answer = resultSchema(LoyaltyCardAnswerSchema);
const owner =
  "The calling customer's own card (bearer token required: 401 `You need to be logged in to see this page` " +
  'otherwise); nobody else can read it. Every answer has Cache-Control: no-store. `card` is null outside the programme; ' +
  'a card number is 13 digits with a valid EAN-13 check digit, shown at the till as an EAN-13 barcode.';
const refusals = { ...errorResponses, 401: envelope('No customer bearer token', text) };

/** The account's loyalty card. */
export const loyaltyPaths: PathItems = {
  '/api/user/loyalty-card': {
    get: {
      summary: "The customer's active loyalty card",
      description: owner,
      responses: { 200: envelope('The card, or null', answer), ...refusals },
    },
    post: {
      summary: 'Joins the loyalty programme: issues a digital card',
      description:
        `${owner} The number is 29, a serial from a database sequence in ten digits and the check digit; ` +
        'it is never issued again. A customer who has an active card keeps it: joining twice answers the same card.',
      responses: { 200: envelope('The active card', answer), ...refusals },
    },
    put: {
      summary: 'Registers a plastic card the customer already holds',
      description:
        `${owner} Spaces and dashes are dropped; anything but 13 digits with a valid check digit is a 400 naming ` +
        'body.cardNumber. A number registered to another account, or a digital number not issued to this customer, is a ' +
        '400 with one text that names nobody. Tries are limited per account (5 an hour) and per client address ' +
        '(20 an hour): 429 with Retry-After. The card replaces the active one; registering the active card again changes nothing.',
      requestBody: jsonBody(LoyaltyRegisterBodySchema),
      responses: {
        200: envelope('The registered card', answer),
        ...refusals,
        429: envelope('Too many tries; Retry-After says how long to wait', text),
      },
    },
    delete: {
      summary: 'Leaves the loyalty programme',
      description: `${owner} The active card is deactivated and the leave recorded; its number is never given to anyone else.`,
      responses: { 200: envelope('`card` null', answer), ...refusals },
    },
  },
};
