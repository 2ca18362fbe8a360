import {
  envelope,
  errorResponses,
  jsonBody,
  pathParameter,
  queryParameters,
  type PathItems,
} from '../docs/index.ts';
import {
  AddPaymentBodySchema,
  CancelOrderBodySchema,
  HistoryQuerySchema,
  OrderCodeQuerySchema,
  OrderLookupBodySchema,
  OrderViewQuerySchema,
  PlaceOrderBodySchema,
  PlaceOrderQuerySchema,
} from './order-schemas.ts';

const orderId = pathParameter(
  'orderId',
  { type: 'string', format: 'uuid' },
  'The order id of the placed order',
);
const paymentStatus = {
  type: 'object',
  properties: {
    paymentStatus: { enum: ['pending', 'paid', 'failed', 'cancelled'] },
    orderStatus: { enum: ['PendingPayment', 'Paid', 'Processing', 'Cancelled', 'ManualCheck'] },
  },
};
const conflict = {
  409: envelope('Refused: out of stock, prices changed or a replayed message', { type: 'string' }),
};

/** Checkout on the server: orders, parcel machines, payment providers and their sandboxes' counterparts. */
export const orderPaths: PathItems = {
  '/api/order': {
    post: {
      summary: 'Places the cart as an order (the same cart and Idempotency-Key answer the same order)',
      parameters: [
        ...queryParameters(PlaceOrderQuerySchema),
        { name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string' } },
      ],
      requestBody: jsonBody(PlaceOrderBodySchema),
      responses: { 200: envelope('The placed order (PlacedOrder)'), ...errorResponses, ...conflict },
    },
  },
  '/api/order/history': {
    get: {
      summary: "The customer's orders, newest first (bearer token)",
      parameters: queryParameters(HistoryQuerySchema),
      responses: { 200: envelope('OrderHistoryPage'), 401: envelope('Not logged in') },
    },
  },
  '/api/order/{orderId}/payment': {
    post: {
      summary: "Hands over what a provider's return page received; verified before it counts",
      parameters: [orderId],
      requestBody: jsonBody(AddPaymentBodySchema),
      responses: { 200: envelope('Payment and order status', paymentStatus), ...errorResponses },
    },
  },
  '/api/order/{orderId}/paymentStatus': {
    get: {
      summary: 'Payment and order status, for whoever holds the order code',
      parameters: [orderId, ...queryParameters(OrderCodeQuerySchema)],
      responses: { 200: envelope('Payment and order status', paymentStatus), ...errorResponses },
    },
  },
  '/api/order/lookup': {
    post: {
      summary: "A guest finds an order by its number and e-mail: the order's id and code for its page",
      description:
        'A wrong e-mail answers exactly as an unknown number (404). Limited per client address and per order ' +
        'number, a few a minute and a few dozen a day (429 with Retry-After); every try is recorded without the e-mail.',
      requestBody: jsonBody(OrderLookupBodySchema),
      responses: { 200: envelope('{ orderId, orderCode }'), ...errorResponses },
    },
  },
  '/api/order/{orderId}': {
    get: {
      summary:
        "The customer's order page: lines, delivery, payment, timeline (bearer token, or the order code)",
      description:
        "Another customer's order, a wrong code and an unknown id answer the same 404; never cached.",
      parameters: [orderId, ...queryParameters(OrderViewQuerySchema)],
      responses: { 200: envelope('OrderView'), ...errorResponses },
    },
  },
  '/api/order/{orderId}/receipt': {
    get: {
      summary: "A paid order's receipt, a PDF in the store's language (bearer token, or the order code)",
      description:
        'The seller with its registry and VAT numbers, the receipt number (a gap-free series), each line ' +
        "with its prescription and the fund's share, the VAT of each rate. Another customer's order answers as an unknown one.",
      parameters: [orderId, ...queryParameters(OrderViewQuerySchema)],
      responses: { 200: { description: 'The receipt, a PDF' }, ...errorResponses },
    },
  },
  '/api/order/{orderId}/invoice': {
    get: {
      summary: 'The company invoice the checkout asked for, a PDF (bearer token, or the order code)',
      description: 'Numbered in its own gap-free series; 404 when no invoice was asked for.',
      parameters: [orderId, ...queryParameters(OrderViewQuerySchema)],
      responses: { 200: { description: 'The invoice, a PDF' }, ...errorResponses },
    },
  },
  '/api/order/{orderId}/credit-note/{number}': {
    get: {
      summary:
        'A credit note of money refunded on the order (a cancellation after payment, a received return), a PDF',
      description:
        'Its own gap-free series (KR-…), the number of the receipt or invoice it corrects, the refunded lines and ' +
        "their VAT per rate, the seller's registry and VAT numbers, in the store's language. The order page lists " +
        "the numbers. Its owner by bearer token or the order code; another customer's answers as an unknown order.",
      parameters: [
        orderId,
        pathParameter('number', { type: 'integer', minimum: 1 }, "The credit note's serial"),
        ...queryParameters(OrderViewQuerySchema),
      ],
      responses: { 200: { description: 'The credit note, a PDF' }, ...errorResponses },
    },
  },
  '/api/order/{orderId}/cancel': {
    post: {
      summary:
        'The customer cancels an order not yet packed (its owner by bearer token, or with the order code)',
      description:
        'Releases the stock the order holds, refunds what was paid through the provider that took it ' +
        '(Maksekeskus, Paytrail; cash on delivery needs none) and mails the customer in the store language. ' +
        "409 'The order has already been packed and can no longer be cancelled.' changes nothing; a refund " +
        'the provider refuses leaves the order as it was.',
      parameters: [orderId],
      requestBody: jsonBody(CancelOrderBodySchema),
      responses: {
        200: envelope('{ orderNumber, stage, trackingNumber, pickupCode }'),
        ...errorResponses,
        409: envelope('Packed already, or cancelled already', { type: 'string' }),
      },
    },
  },
  '/api/parcel-machines': {
    get: {
      summary: 'Parcel machines in service, by carrier (omniva, smartposti) and country (EE, FI)',
      parameters: [
        { name: 'carrier', in: 'query', schema: { type: 'string' } },
        { name: 'country', in: 'query', schema: { enum: ['EE', 'FI'] } },
      ],
      responses: { 200: envelope('ParcelMachine[]', { type: 'array' }), ...errorResponses },
    },
  },
  '/api/payment/providers': {
    get: {
      summary: "Each provider's banks under their current names, and whether a sandbox is active",
      responses: { 200: envelope('PaymentProvidersAnswer') },
    },
  },
  '/api/maksekeskus/transaction': {
    post: {
      summary: 'Starts a Maksekeskus payment of an order; answers the bank or card page url',
      responses: { 200: envelope('{ url, transactionId }'), ...errorResponses },
    },
  },
  '/api/maksekeskus/notification': {
    post: {
      summary: "Maksekeskus's server-to-server message (form fields json and mac)",
      responses: { 200: envelope('Taken into account'), ...errorResponses, ...conflict },
    },
  },
  '/api/paytrail/form': {
    post: {
      summary:
        'The form that starts paying an order with Paytrail (the signed E2 form, or a Payment API provider form)',
      responses: { 200: envelope('{ action, fields }'), ...errorResponses },
    },
  },
  '/api/paytrail/transaction/result': {
    get: {
      summary:
        "Paytrail's callback: E2 return parameters with RETURN_AUTHCODE, or the Payment API's signed checkout-* parameters",
      responses: { 200: envelope('Taken into account'), ...errorResponses, ...conflict },
    },
  },
  '/api/paytrail/refund/result': {
    get: {
      summary:
        "Paytrail's word on a refund it answered as pending: signed checkout-* parameters; a forged one is 400, a replay applies nothing",
      responses: { 200: envelope('applied, ignored or already processed'), ...errorResponses },
    },
  },
};
