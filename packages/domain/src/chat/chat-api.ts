import * as z from 'zod/mini';
import { EurosAsCentsSchema } from '../pricing/money-schemas.ts';
import { CHAT_AUTHORS, CHAT_MESSAGE_KINDS, CHAT_STATUSES } from './chat-rules.ts';

/**
 * The shapes the live chat exchanges, for the customer's widget and the pharmacist's console alike:
 * a message, a chat with (some of) its messages, whether a pharmacist is on duty. Each answers
 * `{ code: 200, result }`. The server writes `z.input` (a product's price in euros, as the API
 * shows money); the browser parses with the schemas and holds `z.output` (integer Cents).
 */

const TextOrNull = z._default(z.nullable(z.string()), null);

/** A product the pharmacist sent into the chat: its gross price and its page. */
export const ChatProductSchema = z.object({
  sku: z.string(),
  name: z.string(),
  priceInclTax: EurosAsCentsSchema,
  urlPath: TextOrNull,
});

/** One message; its text is health data and is never logged. */
export const ChatMessageSchema = z.object({
  id: z.number(),
  author: z.enum(CHAT_AUTHORS),
  kind: z.enum(CHAT_MESSAGE_KINDS),
  text: z.string(),
  product: z._default(z.nullable(ChatProductSchema), null),
  prescriptionNumber: TextOrNull,
  pharmacistName: TextOrNull,
  at: z.string(),
});
export type ChatMessage = z.output<typeof ChatMessageSchema>;
export type ChatMessageView = z.input<typeof ChatMessageSchema>;

/** POST /api/chat/start, GET /api/chat/messages and the staff's …/messages: the chat and its messages. */
export const ChatAnswerSchema = z.object({
  chatId: z.string(),
  status: z.enum(CHAT_STATUSES),
  messages: z.array(ChatMessageSchema),
});
export type ChatAnswer = z.output<typeof ChatAnswerSchema>;
export type ChatView = z.input<typeof ChatAnswerSchema>;

/** GET /api/chat/availability: whether a pharmacist is on duty. */
export const ChatAvailabilitySchema = z.object({ available: z.boolean() });
