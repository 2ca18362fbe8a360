import { FULFILMENT_STEPS, LIFE_STAGES } from '@apteek/domain';
import { envelope, errorResponses, jsonBody, pathParameter, type PathItems } from '../docs/index.ts';
import { CancelOrderBodySchema } from './staff-orders.ts';

const text = { type: 'string' };
const nullableText = { type: ['string', 'null'] };
const staffArea =
  'Pharmacists and warehouse workers: the session cookie `apteek_staff` (an administrator gets 403). ' +
  'Every answer has Cache-Control: no-store; a POST needs Content-Type: application/json.';
const refusals = {
  ...errorResponses,
  401: envelope("No staff session: 'Staff login required.'", text),
  403: envelope("'Not allowed.': the role may not take this step", text),
  404: envelope('No such order', text),
  409: envelope("'The order is not at a stage where this can be done.'", text),
};
const orderId = pathParameter('orderId', { type: 'string', format: 'uuid' }, 'The order’s id');
const lifeAnswer = {
  type: 'object',
  properties: {
    orderNumber: text,
    stage: { enum: [...LIFE_STAGES] },
    trackingNumber: nullableText,
    pickupCode: nullableText,
  },
};

/** The fulfilment routes of the staff area. */
export const fulfilmentPaths: PathItems = {
  '/api/staff/fulfilment': {
    get: {
      summary: 'The fulfilment queue: paid or accepted orders not yet out of the pharmacy, oldest first',
      description:
        `${staffArea} Orders waiting for a pharmacist (ManualCheck, unchecked prescriptions) are not in it. ` +
        'Each order: stage, delivery, whether a line needs the cold chain, its lines; no customer data.',
      responses: { 200: envelope('FulfilmentOrder[]', { type: 'array' }), ...refusals },
    },
  },
  '/api/staff/fulfilment/{orderId}/pick-list': {
    get: {
      summary: 'What to take from the shelves for an order: its units by SKU, bundles as their parts',
      description: staffArea,
      parameters: [orderId],
      responses: { 200: envelope('PickList'), ...refusals },
    },
  },
  '/api/staff/fulfilment/{orderId}/label': {
    get: {
      summary: "The carrier's label of a handed-over order (application/pdf)",
      description: staffArea,
      parameters: [orderId],
      responses: { 200: { description: 'The label, a PDF' }, ...refusals },
    },
  },
  '/api/staff/fulfilment/{orderId}/{step}': {
    post: {
      summary: 'One step of the order: pick, pack, hand-over, ready-for-pickup, delivered, collected, cancel',
      description:
        `${staffArea} hand-over registers the parcel with its carrier (tracking number, label); ` +
        'ready-for-pickup makes the pickup code; cancel (pharmacists only, with a reason the customer is told) ' +
        'releases the stock and refunds what was paid through its provider. The customer is mailed. ' +
        'A step the stage does not allow is 409 and changes nothing.',
      parameters: [orderId, pathParameter('step', { enum: [...FULFILMENT_STEPS] }, 'The step')],
      requestBody: jsonBody(CancelOrderBodySchema),
      responses: { 200: envelope('Where the order now is', lifeAnswer), ...refusals },
    },
  },
};
