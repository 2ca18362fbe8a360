import { OpeningTimesSchema, OrdersToCheckSchema } from '@apteek/domain';
import {
  chatMessageSchema,
  chatSchema,
  StaffChatMessagesQuerySchema,
  StaffMessageBodySchema,
} from '../chat/index.ts';
import {
  envelope,
  errorResponses,
  jsonBody,
  pathParameter,
  queryParameters,
  resultSchema,
  type PathItems,
} from '../docs/index.ts';
import { CustomerGroupChangeSchema } from './staff-customer-groups.ts';
import { fulfilmentPaths } from './staff-fulfilment-openapi.ts';
import { SendOfferBodySchema } from './staff-offers.ts';
import { ApproveOrderBodySchema, CancelOrderBodySchema } from './staff-orders.ts';
import {
  AuditQuerySchema,
  StaffCodeBodySchema,
  StaffDutyBodySchema,
  StaffLoginBodySchema,
} from './staff-schemas.ts';

const text = { type: 'string' };
const staffArea =
  'Staff only: the session cookie `apteek_staff` from POST /api/staff/login/totp. Every answer ' +
  'has Cache-Control: no-store and X-Robots-Tag: noindex. POST and PUT need Content-Type: application/json ' +
  '(415 otherwise) and, when an Origin header is sent, this host as its origin (403 otherwise).';
const refusals = {
  ...errorResponses,
  401: envelope("No staff session: 'Staff login required.'", text),
  403: envelope("'Not allowed.': the role may not, or another origin", text),
  415: envelope("'Content-Type must be application/json.'", text),
  429: envelope('Too many attempts: wait Retry-After seconds', text),
};
const member = {
  type: 'object',
  properties: {
    name: text,
    email: text,
    role: { enum: ['pharmacist', 'warehouse', 'admin', 'catalogueManager'] },
    onDuty: { type: 'boolean', description: 'This session switched on duty (POST /api/staff/duty)' },
  },
};
const openingTimes = {
  type: 'object',
  description: 'The pharmacy’s hours as GET /api/prescription/opening-times answers them',
};

const orderId = pathParameter('orderId', text, 'The order’s id');
const requestId = pathParameter('id', { type: 'integer' }, 'The request’s id');
const chatId = pathParameter('chatId', { type: 'string', maxLength: 32 }, 'The chat’s id');
/** An order to check after staff approved or cancelled it. */
const decided = (description: string) =>
  envelope(description, { type: 'object', properties: { orderNumber: text, status: text } });

export const staffPaths: PathItems = {
  '/api/staff/login': {
    post: {
      summary: 'Staff login, first step: e-mail and password',
      description:
        `${staffArea} Answers a challenge good for 5 minutes, for POST /api/staff/login/totp. A wrong ` +
        "password and an unknown e-mail answer the same: 401 'Wrong e-mail or password.'",
      requestBody: jsonBody(StaffLoginBodySchema),
      responses: {
        200: envelope('Password right', { type: 'object', properties: { challenge: text } }),
        ...refusals,
      },
    },
  },
  '/api/staff/login/totp': {
    post: {
      summary: 'Staff login, second step: the authenticator app’s 6-digit code',
      description:
        `${staffArea} Each code is taken once; the current 30-second step or the one either side. Sets the ` +
        "session cookie (HttpOnly, SameSite=Strict, 30 minutes idle, 8 hours at most). 401 'Wrong code.'",
      requestBody: jsonBody(StaffCodeBodySchema),
      responses: {
        200: envelope('Logged in', {
          type: 'object',
          properties: { name: text, role: member.properties.role },
        }),
        ...refusals,
      },
    },
  },
  '/api/staff/me': {
    get: {
      summary: 'The staff member logged in',
      description: staffArea,
      responses: { 200: envelope('Who', member), ...refusals },
    },
  },
  '/api/staff/duty': {
    post: {
      summary: 'Starts or ends the pharmacist’s duty in this session',
      description:
        `${staffArea} Pharmacists only (403 for an admin). While a pharmacist is on duty, customers’ ` +
        'prescription offer requests wait for them (GET /api/staff/offer-requests) for up to 3 minutes; ' +
        'otherwise the automatic composer answers at once. Being logged in is not being on duty; logging ' +
        'out or the session ending ends it. Recorded in the audit log (`duty_started`, `duty_ended`).',
      requestBody: jsonBody(StaffDutyBodySchema),
      responses: {
        200: envelope('The switch as now set', {
          type: 'object',
          properties: { onDuty: { type: 'boolean' } },
        }),
        ...refusals,
      },
    },
  },
  '/api/staff/logout': {
    post: {
      summary: 'Ends the staff session and clears its cookie',
      description: staffArea,
      responses: { 200: envelope('Logged out', { const: true }), ...refusals },
    },
  },
  '/api/staff/opening-times': {
    get: {
      summary: 'The pharmacy’s opening hours and holidays, for editing',
      description: `${staffArea} Pharmacists and admins.`,
      responses: { 200: envelope('The hours', openingTimes), ...refusals },
    },
    put: {
      summary: 'Stores new opening hours and holidays',
      description:
        `${staffArea} Pharmacists and admins. The body is the hours themselves (or \`{ openingTimes }\`); ` +
        'a 400 names the field (`openingTimes.workdays.end`). Recorded in the audit log with before and after.',
      requestBody: jsonBody(OpeningTimesSchema),
      responses: { 200: envelope('The hours now stored', openingTimes), ...refusals },
    },
  },
  '/api/staff/orders': {
    get: {
      summary: 'Orders to check: ManualCheck orders and prescription orders no pharmacist has checked',
      description:
        `${staffArea} Pharmacists and admins; oldest first, at most 200. Each order: number, date, store, ` +
        'status, payment, `reasons` (`manualCheck`, `prescription`), the ManualCheck `note` (why it waits, as ' +
        'a reason `code` with its figures, amounts in cents, for the console to word; `text` for a note kept ' +
        'as written; null for a prescription order) and the lines (SKU, name, qty, prescription number); no ' +
        'name, contact, address or patient code. Recorded in the audit log.',
      responses: { 200: envelope('The orders', resultSchema(OrdersToCheckSchema)), ...refusals },
    },
  },
  '/api/staff/orders/{orderId}/approve': {
    post: {
      summary: 'Approves an order to check',
      description:
        `${staffArea} A ManualCheck order goes to Paid (paid), Processing (cash on delivery) or PendingPayment; ` +
        'a prescription order is marked checked. The customer gets an e-mail in the order’s store language. ' +
        "404 for an unknown order, 409 'The order is not waiting for a check.'",
      parameters: [orderId],
      requestBody: jsonBody(ApproveOrderBodySchema),
      responses: {
        200: decided('Approved'),
        ...refusals,
      },
    },
  },
  '/api/staff/orders/{orderId}/cancel': {
    post: {
      summary: 'Cancels an order to check, with the reason the customer is told',
      description:
        `${staffArea} Releases the stock the order holds; a pending payment is cancelled. The customer gets ` +
        'an e-mail with the reason. A 400 names `reason` when it is missing or blank; 404 and 409 as for approve.',
      parameters: [orderId],
      requestBody: jsonBody(CancelOrderBodySchema),
      responses: {
        200: decided('Cancelled'),
        ...refusals,
      },
    },
  },
  '/api/staff/offer-requests': {
    get: {
      summary: 'Prescription offer requests waiting for the pharmacist on duty',
      description:
        `${staffArea} Pharmacists only (403 for an admin); oldest first. Each request: id, prescription ` +
        'number, the prescribed medicine (`medicine`: active substance ATC, strength and form, or a product ' +
        'SKU), its title, packs (`qty`), compensation rate, `requestedAt` and `fallbackAt`, when the automatic ' +
        'composer answers it instead (3 minutes); no personal code or name.',
      responses: {
        200: envelope('The waiting requests', { type: 'array', items: { type: 'object' } }),
        ...refusals,
      },
    },
  },
  '/api/staff/offer-requests/{id}/products': {
    get: {
      summary: 'The suitable products in stock for a waiting request, cheapest first and flagged',
      description:
        `${staffArea} Pharmacists only. \`result\` Success or NoSuitableMedicine, \`offers\` (sku, name, ` +
        'priceCents, isCheapest, isSuitableForAge) and the request. 404 once it was answered.',
      parameters: [requestId],
      responses: { 200: envelope('The suitable products', { type: 'object' }), ...refusals },
    },
  },
  '/api/staff/offer-requests/{id}/offer': {
    post: {
      summary: 'Sends the pharmacist’s offer to the customer through the hub',
      description:
        `${staffArea} Pharmacists only. The chosen SKUs must be suitable and include the cheapest (a 400 ` +
        'names `skus` otherwise); none when nothing is suitable (NoSuitableMedicine). The customer’s ' +
        '/cb socket gets PrescriptionDetailCallback as from the prescription service. 404 once answered. ' +
        'Recorded in the audit log without the medicine.',
      parameters: [requestId],
      requestBody: jsonBody(SendOfferBodySchema),
      responses: { 200: envelope('The offer sent', { type: 'object' }), ...refusals },
    },
  },
  '/api/staff/chats': {
    get: {
      summary: 'The live chats to answer, with each cart and its prescription offer requests',
      description:
        `${staffArea} Active chats, and inactive ones with a message in the last 24 hours; newest activity ` +
        'first. Each: chatId, status, storeCode, startedAt, lastMessageAt, `waiting` (the last message is the ' +
        'customer’s), customer (guest, or a customer’s name), lastMessage, the cart’s lines (sku, name, qty, ' +
        'rowTotalInclTax, prescription), grandTotal and totals (total_segments, fund_amount, shipping_method), and its offer requests (id, prescriptionNumber, title, answered).',
      responses: {
        200: envelope('The chats', { type: 'array', items: { type: 'object' } }),
        ...refusals,
      },
    },
  },
  '/api/staff/chats/{chatId}/messages': {
    get: {
      summary: 'A chat’s messages after a message id',
      description: `${staffArea} 404 'Chat not found.' for an unknown chat.`,
      parameters: [chatId, ...queryParameters(StaffChatMessagesQuerySchema)],
      responses: { 200: envelope('The chat', chatSchema), ...refusals },
    },
    post: {
      summary: 'The pharmacist’s message: text, a product, or a composed prescription offer',
      description:
        `${staffArea} One of {text}, {sku, text?} (the product must exist and be saleable; its name, price ` +
        'and URL are kept as they are now) or {prescriptionNumber, text?} (one of the chat cart’s offer ' +
        'requests that has been answered; compose the offer with /api/staff/offer-requests/{id}/offer). ' +
        "409 'This chat has ended.' for a closed chat. The customer’s /cb socket gets ChatCallback " +
        "(result 'Message'). Recorded in the audit log with its kind, never its text.",
      parameters: [chatId],
      requestBody: jsonBody(StaffMessageBodySchema),
      responses: { 200: envelope('The message', chatMessageSchema), ...refusals },
    },
  },
  '/api/staff/chats/{chatId}/close': {
    post: {
      summary: 'Closes a chat',
      description:
        `${staffArea} The customer’s /cb socket gets ChatCallback (result 'Closed'); closing again changes ` +
        'nothing. Recorded in the audit log.',
      parameters: [chatId],
      responses: { 200: envelope('Closed', { const: true }), ...refusals },
    },
  },
  '/api/staff/audit': {
    get: {
      summary: 'The latest entries of the staff audit log',
      description: `${staffArea} Admins only (403 for a pharmacist). Reading it is itself recorded.`,
      parameters: queryParameters(AuditQuerySchema),
      responses: {
        200: envelope('Latest first', {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              at: { type: 'string', format: 'date-time' },
              staffId: { type: ['integer', 'null'] },
              staffName: { type: ['string', 'null'] },
              staffEmail: { type: ['string', 'null'] },
              action: {
                enum: [
                  'login',
                  'login_failed',
                  'totp_failed',
                  'logout',
                  'duty_started',
                  'duty_ended',
                  'opening_times_changed',
                  'audit_read',
                  'orders_to_check_read',
                  'order_approved',
                  'order_cancelled',
                  'offer_sent',
                  'chat_message',
                  'chat_read',
                  'chat_closed',
                  'customer_group_changed',
                ],
              },
              target: { type: ['string', 'null'] },
              details: { type: ['object', 'null'] },
              ip: { type: ['string', 'null'] },
            },
          },
        }),
        ...refusals,
      },
    },
  },
  '/api/staff/customer-groups': {
    get: {
      summary: 'The customer groups a customer may be put in',
      description: `${staffArea} Admins only. Every group but the guests' (0).`,
      responses: {
        200: envelope('By id', {
          type: 'array',
          items: { type: 'object', properties: { id: { type: 'integer' }, code: text } },
        }),
        ...refusals,
      },
    },
  },
  '/api/staff/customers/group': {
    post: {
      summary: 'Puts a customer, found by e-mail, in a customer group',
      description:
        `${staffArea} Admins only. The customer's next request is priced in the group (its tier ` +
        'prices by quantity); the move is in the audit log with the groups before and after. An unknown ' +
        'e-mail or group is a 400 naming `email` or `groupId`.',
      requestBody: jsonBody(CustomerGroupChangeSchema),
      responses: {
        200: envelope('The customer moved', {
          type: 'object',
          properties: {
            customerId: { type: 'integer' },
            email: text,
            groupId: { type: 'integer' },
            previousGroupId: { type: 'integer' },
          },
        }),
        ...refusals,
      },
    },
  },
  ...fulfilmentPaths,
};
