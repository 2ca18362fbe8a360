import { envelope, errorResponses, jsonBody, queryParameters, type PathItems } from '../docs/index.ts';
import {
  ChatCartQuerySchema,
  ChatMessagesQuerySchema,
  ChatQuerySchema,
  CustomerMessageBodySchema,
} from './chat-schemas.ts';

const text = { type: 'string' };

/** ChatMessage of the live chat. */
export const chatMessageSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: 'Increasing; ask for the messages after the last one you have' },
    author: { enum: ['customer', 'pharmacist'] },
    kind: { enum: ['text', 'product', 'offer'] },
    text: { type: 'string', description: '1..2000 characters; for product and offer an optional note' },
    product: {
      type: ['object', 'null'],
      description: "kind 'product': the product as it was when sent",
      properties: {
        sku: text,
        name: text,
        priceInclTax: { type: 'number', description: 'Euros with VAT' },
        urlPath: { type: ['string', 'null'] },
      },
    },
    prescriptionNumber: {
      type: ['string', 'null'],
      description: "kind 'offer': the prescription whose offer the pharmacist composed",
    },
    pharmacistName: { type: ['string', 'null'] },
    at: { type: 'string', format: 'date-time' },
  },
};

export const chatSchema = {
  type: 'object',
  properties: {
    chatId: { type: 'string', description: '22 base64url characters' },
    status: { enum: ['active', 'inactive', 'closed'] },
    messages: { type: 'array', items: chatMessageSchema },
  },
};

const owner =
  'For the cart’s holder only: `cartId` is the cart token, and a customer’s cart also needs its ' +
  'bearer token (401 otherwise). A chat id that is not this cart’s: 404 `Chat not found.`. Every answer ' +
  'has Cache-Control: no-store.';
const refusals = {
  ...errorResponses,
  401: envelope('A customer’s cart without its customer’s bearer token', text),
  404: envelope('No such active cart, or the chat is not this cart’s', text),
};

/** The customer's live chat routes. */
export const chatPaths: PathItems = {
  '/api/chat/availability': {
    get: {
      summary: 'Whether a pharmacist is on duty to chat',
      responses: {
        200: envelope('Availability', { type: 'object', properties: { available: { type: 'boolean' } } }),
        ...errorResponses,
      },
    },
  },
  '/api/chat/start': {
    post: {
      summary: 'Starts the cart’s chat, or resumes it',
      description:
        `${owner} Creates the cart’s chat, or resumes its inactive one; a closed chat is replaced by a ` +
        'new one. Answers all its messages. Save the chat id with POST /api/cart/save-chatId.',
      parameters: queryParameters(ChatCartQuerySchema),
      responses: { 200: envelope('The chat', chatSchema), ...refusals },
    },
  },
  '/api/chat/messages': {
    get: {
      summary: 'The chat’s messages after a message id',
      description: `${owner} Fetch after each ChatCallback event of the realtime hub (/cb).`,
      parameters: queryParameters(ChatMessagesQuerySchema),
      responses: { 200: envelope('The chat with the messages after `after`', chatSchema), ...refusals },
    },
    post: {
      summary: 'The customer’s message',
      description:
        `${owner} Resumes an inactive chat; a closed chat refuses it (409 \`This chat has ended.\`). ` +
        'At most 30 messages a minute per chat (429 with Retry-After).',
      parameters: queryParameters(ChatQuerySchema),
      requestBody: jsonBody(CustomerMessageBodySchema),
      responses: {
        200: envelope('The message', chatMessageSchema),
        ...refusals,
        409: envelope('The chat has ended', text),
        429: envelope('Too many messages: wait Retry-After seconds', text),
      },
    },
  },
  '/api/chat/deactivate': {
    post: {
      summary: 'Logout: the chat waits inactive',
      description: `${owner} Call it before the customer’s token is dropped.`,
      parameters: queryParameters(ChatQuerySchema),
      responses: { 200: envelope('Done', { const: true }), ...refusals },
    },
  },
  '/api/chat/stop': {
    post: {
      summary: 'Finalize: the chat closes',
      description:
        'After an order: the cart may no longer be active; the cart token must be the chat’s cart’s ' +
        '(and a customer’s chat needs that customer’s bearer token). Every answer has Cache-Control: no-store.',
      parameters: queryParameters(ChatQuerySchema),
      responses: { 200: envelope('Done', { const: true }), ...refusals },
    },
  },
};
