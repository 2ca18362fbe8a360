import { envelope, errorResponses, jsonBody, type PathItems } from '../docs/index.ts';
import { NotificationEventSchema } from './notification-schemas.ts';

const unauthorized = envelope('A missing or wrong X-Api-Key', { type: 'string' });

export const realtimePaths: PathItems = {
  '/api/notification/events': {
    post: {
      summary:
        "The prescription service's callback: the offer or compensation it announces is read from the service and kept, then the event is relayed to the cart's realtime hub sockets",
      description:
        '`Details.PrescriptionDetails.OrderCode` is the cart code the prescription calls sent (derived from the ' +
        'cart token with an installation secret, never the token itself). Sockets of that cart on any instance ' +
        'receive `{ type, cartCode, result, reasonCode, prescriptionNumber }`. The key is ' +
        'PRESCRIPTION_EVENTS_KEY, or the installation sandbox key while none is configured.',
      parameters: [
        {
          name: 'X-Api-Key',
          in: 'header',
          required: true,
          schema: { type: 'string' },
          description: 'API key',
        },
      ],
      requestBody: jsonBody(NotificationEventSchema),
      responses: {
        200: envelope('Relayed', { type: 'boolean' }, 'resultCode'),
        400: errorResponses[400],
        401: unauthorized,
      },
    },
  },
  '/cb': {
    get: {
      summary: 'Realtime hub: a WebSocket per browser, with the events of its cart',
      description:
        'Open as a WebSocket (`ws[s]://host/cb?key=<cart token>`); a plain GET answers 404. A cart bound to a ' +
        'customer also needs the access token as `token` (browsers cannot set Authorization on a WebSocket). ' +
        'A missing key answers 400, an unknown or closed cart 404, a customer cart without its token 401, and ' +
        'no socket is opened; past a cap (a few sockets per cart token and per address, a few thousand in all) it ' +
        'answers 429 with Retry-After. Messages are JSON `{ type: PrescriptionListCallback | PrescriptionDetailCallback | ' +
        'PrescriptionCompensationCallback | ChatCallback, cartCode, result, reasonCode, prescriptionNumber }` ' +
        "(ChatCallback: result `Message` or `Closed`; the widget then reads the chat's new messages); the server closes " +
        'with 1001 when it shuts down and with 1000 after 10 minutes without an event. Browsers reconnect 5 s after ' +
        'any close.',
      parameters: [
        { name: 'key', in: 'query', required: true, schema: { type: 'string' }, description: 'Cart token' },
        {
          name: 'token',
          in: 'query',
          required: false,
          schema: { type: 'string' },
          description: 'Access token',
        },
      ],
      responses: {
        101: { description: 'Switching protocols: the socket is open' },
        400: errorResponses[400],
        401: envelope('The cart belongs to a customer and `token` does not name them', { type: 'string' }),
        404: errorResponses[404],
        429: envelope(
          'Too many sockets of this cart, this address or the hub: Retry-After says when to try again',
          {
            type: 'string',
          },
        ),
      },
    },
  },
};
