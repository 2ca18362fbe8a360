import { z } from 'zod';

/** The cart token, as the cart routes read it. */
export const ChatCartQuerySchema = z.object({ cartId: z.string().min(16).max(64) });

/** A chat id: 22 base64url characters (anything else names no chat). */
const chatId = z
  .string({ error: 'Field is required' })
  .min(1, 'Field is required')
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/, 'Is not a chat id');

export const ChatQuerySchema = ChatCartQuerySchema.extend({ chatId });

/** A message id: messages above it are answered (default: all). */
const after = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0);

export const ChatMessagesQuerySchema = ChatQuerySchema.extend({ after });

/** The text is checked by the domain's rule after trimming; this only bounds what is read. */
const messageText = z
  .string({ error: 'Field is required' })
  .max(20_000, 'A message is at most 2000 characters.');

export const CustomerMessageBodySchema = z.strictObject({ text: messageText });

export const StaffChatParamsSchema = z.object({ chatId });
export const StaffChatMessagesQuerySchema = z.object({ after });

/** One of {text} | {sku, text?} | {prescriptionNumber, text?}. */
export const StaffMessageBodySchema = z
  .strictObject({
    text: messageText.optional(),
    sku: z.string().trim().min(1).max(64).optional(),
    prescriptionNumber: z.string().trim().min(1).max(32).optional(),
  })
  .refine((body) => body.sku === undefined || body.prescriptionNumber === undefined, {
    message: 'A message names a product or a prescription, not both',
    path: ['sku'],
  })
  .refine(
    (body) => body.text !== undefined || body.sku !== undefined || body.prescriptionNumber !== undefined,
    {
      message: 'Field is required',
      path: ['text'],
    },
  );
