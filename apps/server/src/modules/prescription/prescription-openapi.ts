import { envelope, errorResponses, jsonBody, queryParameters, type PathItems } from '../docs/index.ts';
import * as schemas from './prescription-schemas.ts';

const prescription = {
  type: 'object',
  description: 'One e-prescription',
  properties: {
    number: { type: 'string' },
    patientCode: { type: 'string', description: "The patient's personal code" },
    type: { enum: ['active-substance', 'product-name'] },
    title: { type: 'string', description: 'What the doctor prescribed' },
    dosage: { type: 'string' },
    doctor: { type: 'string' },
    issuedAt: { type: 'string', format: 'date' },
    validUntil: { type: 'string', format: 'date' },
    qty: {
      type: 'integer',
      description: 'Packs the prescription allows: the selected quantity is capped at it',
    },
    patientAge: { type: ['integer', 'null'], description: "The patient's age today, from the personal code" },
  },
};

const list = {
  type: ['object', 'null'],
  description: 'null while resultCode is 202 (not composed yet: wait for PrescriptionListCallback) or 404',
  properties: {
    patientCode: { type: 'string', description: 'Whose list this is: filter the shown list to it' },
    prescriptionsFound: { type: 'boolean', description: 'false after a NotFound callback: an empty list' },
    prescriptions: { type: 'array', items: prescription },
  },
};

const offer = {
  type: ['object', 'null'],
  description: 'null while resultCode is 202 (wait for PrescriptionDetailCallback) or 404',
  properties: {
    prescriptionNumber: { type: 'string' },
    patientCode: { type: 'string' },
    qty: { type: 'integer', description: 'Packs the prescription allows' },
    result: { enum: ['Success', 'NoSuitableMedicine'] },
    status: {
      type: 'string',
      description:
        "The status message: empty on Success, 'Failed to compose your medicine offer. Please " +
        "consult with pharmacist in the chat for more information.' on NoSuitableMedicine",
    },
    offers: {
      type: 'array',
      description:
        'Cheapest first. Add one with POST /api/cart/update: sku, qty ≤ `qty`, and product_option.' +
        'extension_attributes.custom_options [{ option_id: 10100, option_value: prescriptionNumber }, ' +
        '{ option_id: 10101, option_value: patientCode }]',
      items: {
        type: 'object',
        properties: {
          sku: { type: 'string' },
          name: { type: 'string' },
          price: { type: 'number', description: 'Euros with VAT' },
          isCheapest: { type: 'boolean', description: 'The cheapest offer; choosing another warns' },
          isSuitableForAge: { type: 'boolean', description: 'false: the cart refuses it for this patient' },
        },
      },
    },
  },
};

const answer = (description: string, result: object) => ({
  description: `${description}. \`resultCode\` is the service's: 200 ready, 202 not ready yet, 404 none`,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: { code: { const: 200 }, resultCode: { enum: [200, 202, 404] }, result },
        required: ['code', 'resultCode', 'result'],
      },
    },
  },
});

const refusals = {
  ...errorResponses,
  401: envelope('Not logged in, an invalid token, or a cart of another customer', { type: 'string' }),
  403: envelope(
    "A password-only login ('Please identify yourself with Smart-ID, Mobile-ID, ID-card or bank ID to see " +
      "prescriptions.') or a refused second person (a Finnish code, no or a wrong prescription number)",
    { type: 'string' },
  ),
  502: envelope("The prescription service failed: 'Technical problem occurred. Please try again later.'", {
    type: 'string',
  }),
};

const cart = queryParameters(schemas.CartQuerySchema);

const health =
  'Health data: needs a customer identified with Smart-ID, Mobile-ID, ID-card or bank ID, and their own cart; ' +
  'answered with Cache-Control: no-store; each read is recorded in the access log (who, whose, when).';

export const prescriptionPaths: PathItems = {
  '/api/prescription/list/init': {
    post: {
      summary:
        'Asks the e-prescription service for a patient’s prescriptions; PrescriptionListCallback follows',
      description:
        `${health} Without patientCode: the customer’s own. Another person’s (Estonian codes only, never a ` +
        'Finnish cross-border prescription): their personal code and one of their prescription numbers, which ' +
        'the service must confirm; the list then holds that prescription. Such look-ups are limited per ' +
        'account, client address and looked-up person (SECOND_PERSON_LOOKUP_LIMITS: a few a minute, a few ' +
        'dozen a day), and each try, refused ones included, is recorded in the access log with its outcome.',
      parameters: cart,
      requestBody: jsonBody(schemas.ListInitBodySchema),
      responses: {
        200: answer('Accepted', { type: ['boolean', 'null'] }),
        ...refusals,
        429: envelope('Too many look-ups of other people’s prescriptions: wait Retry-After seconds', {
          type: 'string',
        }),
      },
    },
  },
  '/api/prescription/list': {
    get: {
      summary: 'The prescription list the last list init asked for',
      description: health,
      parameters: cart,
      responses: { 200: answer('The list', list), ...refusals },
    },
  },
  '/api/prescription/products/init': {
    post: {
      summary: 'Asks the pharmacist for an offer for one prescription; PrescriptionDetailCallback follows',
      description: health,
      parameters: cart,
      requestBody: jsonBody(schemas.ProductsInitBodySchema),
      responses: { 200: answer('Accepted', { type: ['boolean', 'null'] }), ...refusals },
    },
  },
  '/api/prescription/products': {
    get: {
      summary: 'The offer for one prescription: the medicines the cart will take for it',
      description: health,
      parameters: queryParameters(schemas.ProductsQuerySchema),
      responses: { 200: answer('The offer', offer), ...refusals },
    },
  },
  '/api/prescription/cart/remove-lines': {
    post: {
      summary: 'Removes the cart’s prescription lines: call it on logout and on session expiry',
      description:
        'Allowed to the cart’s customer, and without a token to the holder of a customer cart’s token (the ' +
        'session has ended). `result` is the number of lines removed.',
      parameters: cart,
      responses: { 200: envelope('Lines removed', { type: 'integer' }), ...refusals },
    },
  },
};

/** What the compensation API's description shares with the prescription centre's. */
export const prescriptionDocs = { answer, refusals, cart, health };
