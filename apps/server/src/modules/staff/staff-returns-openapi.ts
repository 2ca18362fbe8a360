import { StaffReturnSchema, StaffReturnsSchema } from '@apteek/domain';
import {
  envelope,
  errorResponses,
  jsonBody,
  pathParameter,
  resultSchema,
  type PathItems,
} from '../docs/index.ts';
import { AcceptBodySchema, RefuseBodySchema } from './staff-returns.ts';

const text = { type: 'string' };
/** The return as the domain's contract has it: the customer's request with its order and refund way. */
const staffReturn = resultSchema(StaffReturnSchema);
const staffArea =
  'Pharmacists and warehouse workers: the session cookie `apteek_staff` (an administrator gets 403). ' +
  'Every answer has Cache-Control: no-store; a POST needs Content-Type: application/json.';
const refusals = {
  ...errorResponses,
  401: envelope("No staff session: 'Staff login required.'", text),
  403: envelope("'Not allowed.'", text),
  409: envelope("'This return request has already been decided.'", text),
};
const returnId = pathParameter('returnId', { type: 'integer', minimum: 1 }, 'The return request’s id');

/** Customers' return requests in the staff area. */
export const staffReturnPaths: PathItems = {
  '/api/staff/returns': {
    get: {
      summary:
        'The open return requests (to accept, or accepted and waiting for their goods), oldest first, with their orders, units, reasons and worth',
      description: staffArea,
      responses: { 200: envelope('StaffReturn[]', resultSchema(StaffReturnsSchema)), ...refusals },
    },
  },
  '/api/staff/returns/{returnId}/accept': {
    post: {
      summary:
        'Accepts a requested return: the customer is mailed how, where and by when to send the goods back',
      description: `${staffArea} Nothing is refunded yet; the mail is in the store language.`,
      parameters: [returnId],
      requestBody: jsonBody(AcceptBodySchema),
      responses: { 200: envelope('StaffReturn', staffReturn), ...refusals },
    },
  },
  '/api/staff/returns/{returnId}/receive': {
    post: {
      summary:
        'The goods of an accepted return arrived: the order becomes returned and the refund follows, once',
      description:
        `${staffArea} Refunded through the provider that took the payment (Maksekeskus, Paytrail); for cash on ` +
        'delivery the refund is recorded to be paid by hand. A credit note corrects the receipt or invoice. ' +
        'The customer is mailed in the store language; a second confirmation answers 409.',
      parameters: [returnId],
      requestBody: jsonBody(AcceptBodySchema),
      responses: { 200: envelope('StaffReturn', staffReturn), ...refusals },
    },
  },
  '/api/staff/returns/{returnId}/refuse': {
    post: {
      summary: 'Refuses a requested or accepted return with a reason the customer is mailed',
      description: staffArea,
      parameters: [returnId],
      requestBody: jsonBody(RefuseBodySchema),
      responses: { 200: envelope('StaffReturn', staffReturn), ...refusals },
    },
  },
};
