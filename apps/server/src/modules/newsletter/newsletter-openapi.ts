import { envelope, errorResponses, jsonBody, queryParameters, type PathItems } from '../docs/index.ts';
import {
  ConfirmBodySchema,
  NewsletterQuerySchema,
  SubscribeBodySchema,
  UnsubscribeBodySchema,
} from './newsletter-schemas.ts';

const answer = (description: string) =>
  envelope(description, { enum: ['subscribed', 'unsubscribed', 'confirmation_sent'] });

const TOO_MANY = envelope('Too many requests for this address or client; see Retry-After', {
  type: 'string',
});

export const newsletterPaths: PathItems = {
  '/api/newsletter': {
    get: {
      summary: 'Whether an address is subscribed',
      description:
        "'subscribed' only when the caller is the logged-in customer whose account has this address " +
        "and it is subscribed; every other caller gets 'unsubscribed', so nobody learns about someone else's address.",
      parameters: queryParameters(NewsletterQuerySchema),
      responses: { 200: answer('The state as the caller may know it'), 400: errorResponses[400] },
    },
    post: {
      summary: 'Subscribe: mails the double opt-in link in the store view’s language',
      description:
        "Answers 'confirmation_sent' whether or not the address was subscribed already (its owner, logged in, " +
        "gets 'subscribed'). The store view is `storeCode`, else the Accept-Language locale, else ee.",
      requestBody: jsonBody(SubscribeBodySchema),
      responses: { 200: answer('Mail sent (or not needed)'), 400: errorResponses[400], 429: TOO_MANY },
    },
    delete: {
      summary: "Unsubscribe: at once with the mails' link token or as the address's owner",
      description:
        "Without a token, a caller who is not the address's owner gets 'confirmation_sent' and the address, " +
        'if subscribed, an unsubscribe link by mail.',
      requestBody: jsonBody(UnsubscribeBodySchema),
      responses: { 200: answer('Unsubscribed, or link mailed'), 400: errorResponses[400], 429: TOO_MANY },
    },
  },
  '/api/newsletter/confirm': {
    post: {
      summary:
        "Follows the opt-in link; the first confirmation mails the address's own single-use 10 % coupon",
      requestBody: jsonBody(ConfirmBodySchema),
      responses: { 200: answer("'subscribed'"), 400: errorResponses[400] },
    },
  },
};
