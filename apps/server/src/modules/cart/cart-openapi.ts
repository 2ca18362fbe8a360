import { envelope, errorResponses, jsonBody, queryParameters, type PathItems } from '../docs/index.ts';
import * as schemas from './cart-schemas.ts';

/** A compensated line's price options: on prescription lines while a compensation is valid (EE). */
const compensationOptions = {
  medical_insurance_discount_amount: {
    type: 'number',
    description: 'Tervisekassa’s discount of the row, euros; present only under a valid compensation',
  },
  medical_insurance_discount_percent: { enum: [0, 50, 75, 90, 100] },
  additional_subsidy_amount: { type: 'number', description: 'The additional drug benefit of the row, euros' },
  additional_subsidy_percent: { type: 'integer' },
  tax_amount: { type: 'number', description: "The VAT of the customer's share of the row" },
  tax_rate: { type: 'number' },
};

const serverItem = {
  type: 'object',
  properties: {
    item_id: { type: 'integer' },
    line_key: { type: 'string', description: 'The same product with the same options has the same key' },
    sku: { type: 'string', description: "The product in the cart; a configurable product's child SKU" },
    parentSku: { type: ['string', 'null'] },
    qty: { type: 'integer' },
    name: { type: 'string' },
    price: { type: 'number', description: 'Unit price without VAT, options included' },
    price_incl_tax: { type: 'number', description: "Unit price with the store country's VAT" },
    product_type: { type: 'string' },
    quote_id: { type: 'string' },
    product_option: { type: 'object' },
    is_medicine: { type: 'boolean' },
    is_in_stock: { type: 'boolean' },
    stock_status: { enum: ['ok', 'volatile', 'out_of_stock'] },
    isPrescriptionItem: {
      type: 'boolean',
      description:
        'Added from the prescription centre: custom options 10100 (prescription number) and 10101 (patient code)',
    },
    prescription_number: { type: ['string', 'null'] },
    patient_code: { type: ['string', 'null'] },
    ...compensationOptions,
  },
};

const totals = {
  type: 'object',
  description: 'Cart totals in euros; VAT is taken from each discounted row, rounded once per row',
  properties: {
    grand_total: {
      type: 'number',
      description: 'What the customer pays: under compensation, less what the Health Insurance Fund pays',
    },
    fund_amount: {
      type: 'number',
      description: 'What the Health Insurance Fund pays in all; 0 without compensation',
    },
    subtotal: { type: 'number' },
    subtotal_incl_tax: { type: 'number' },
    discount_amount: { type: 'number', description: 'Negative when a coupon applies' },
    tax_amount: { type: 'number', description: 'The VAT of what the customer pays' },
    shipping_amount: { type: 'number' },
    shipping_incl_tax: { type: 'number' },
    coupon_code: { type: ['string', 'null'] },
    items: {
      type: 'array',
      items: {
        type: 'object',
        description:
          'A priced line; a compensated prescription line also carries the cart item price options',
        properties: { item_id: { type: 'integer' }, ...compensationOptions },
      },
    },
    tax_lines: { type: 'array', items: { type: 'object', properties: { rate: {}, amount: {} } } },
    total_segments: {
      type: 'array',
      items: { type: 'object', properties: { code: { type: 'string' }, title: {}, value: {} } },
    },
  },
};

const cartErrors = {
  ...errorResponses,
  401: envelope('The bearer token is not valid, or the cart belongs to another customer', { type: 'string' }),
};

const withCart = (summary: string, result: object, extra: object = {}) => ({
  summary,
  parameters: queryParameters(schemas.CartIdQuerySchema),
  responses: { 200: envelope(summary, result), ...cartErrors },
  ...extra,
});

/** A change or a read of the lines: the envelope also carries the cart's totals, in meta. */
const withChange = (summary: string, result: object, extra: object = {}) => ({
  ...withCart(summary, result, extra),
  responses: {
    200: {
      description: summary,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: {
              code: { type: 'integer' },
              result,
              meta: { type: 'object', properties: { totals }, required: ['totals'] },
            },
            required: ['code', 'result', 'meta'],
          },
        },
      },
    },
    ...cartErrors,
  },
});

export const cartPaths: PathItems = {
  '/api/cart/create': {
    post: {
      summary:
        "The cart token: the customer's active cart when a valid bearer token is sent, otherwise (or with guest=true) a new guest cart",
      parameters: queryParameters(schemas.CreateCartQuerySchema),
      responses: { 200: envelope('The cart id', { type: 'string' }), ...cartErrors },
    },
  },
  '/api/cart/pull': { get: withChange('The cart lines', { type: 'array', items: serverItem }) },
  '/api/cart/update': {
    post: withChange(
      'Sets the quantity of a line, adding it when new (same product and options = one line). ' +
        'With item_id (or previous_line_key) naming a line of other options, that line becomes this ' +
        'one and keeps its item_id (edit mode). A prescription product (type 300) comes in only from the ' +
        'prescription centre: with custom options 10100 (prescription number) and 10101 (patient code) of an ' +
        'offer GET /api/prescription/products made to this customer, at most the prescription’s qty, one ' +
        'medicine per prescription; narcotic and psychotropic medicines never.',
      serverItem,
      {
        requestBody: jsonBody(schemas.UpdateItemBodySchema),
      },
    ),
  },
  '/api/cart/delete': {
    post: withChange(
      'Removes a line by item_id or sku; removing a missing line succeeds',
      { const: true },
      {
        requestBody: jsonBody(schemas.DeleteItemBodySchema),
      },
    ),
  },
  '/api/cart/totals': { get: withCart('The totals', totals) },
  '/api/cart/payment-methods': {
    get: withCart('Payment methods; no cash on delivery for virtual carts', {
      type: 'array',
      items: { type: 'object' },
    }),
  },
  '/api/cart/shipping-methods': {
    post: withCart(
      'Shipping methods for an address; cold-storage goods only by cold-chain methods',
      {
        type: 'array',
        items: { type: 'object' },
      },
      { requestBody: jsonBody(schemas.ShippingMethodsBodySchema) },
    ),
  },
  '/api/cart/shipping-information': {
    post: withCart(
      'Stores the shipping choice; answers the totals and payment methods',
      { type: 'object' },
      {
        requestBody: jsonBody(schemas.ShippingInformationBodySchema),
      },
    ),
  },
  '/api/cart/collect-totals': {
    post: withCart('Stores the payment and shipping methods; answers the totals', totals, {
      requestBody: jsonBody(schemas.CollectTotalsBodySchema),
    }),
  },
  '/api/cart/apply-coupon': {
    post: {
      summary:
        "Applies a coupon; a wrong one gets 400 'You've entered an incorrect coupon code. Please try again.'",
      parameters: queryParameters(schemas.CouponQuerySchema),
      responses: { 200: envelope('Applied', { const: true }), ...cartErrors },
    },
  },
  '/api/cart/delete-coupon': { post: withCart('Removes the coupon', { const: true }) },
  '/api/cart/save-chatId': {
    post: {
      summary: 'Ties the pharmacist chat to the cart',
      parameters: queryParameters(schemas.ChatIdQuerySchema),
      responses: { 200: envelope('Saved', { const: true }), ...cartErrors },
    },
  },
};
