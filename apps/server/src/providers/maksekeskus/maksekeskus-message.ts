import { z } from 'zod';
import { amountToCents } from '@apteek/domain';
import type { PaymentResult } from '../../modules/payment/index.ts';
import { isMaksekeskusMacValid } from './maksekeskus-mac.ts';

/** A payment_return message: the fields the shop acts on; others are kept as they came. */
const MessageSchema = z.looseObject({
  transaction: z.string().min(1),
  status: z.string().min(1),
  reference: z.string(),
  amount: z.union([z.string(), z.number()]).transform(Number).pipe(z.number().nonnegative()),
  currency: z.string().optional(),
});

/** COMPLETED pays; CANCELLED is the shopper's cancel; EXPIRED and the like failed; the rest wait. */
function outcomeOf(status: string): PaymentResult['outcome'] {
  switch (status) {
    case 'COMPLETED':
      return 'paid';
    case 'CANCELLED':
      return 'cancelled';
    case 'EXPIRED':
    case 'DECLINED':
      return 'failed';
    default:
      return 'pending';
  }
}

/** The message behind `json` + `mac`, or null when the MAC or the message is not right. */
export function readMaksekeskusMessage(json: string, mac: string, secretKey: string): PaymentResult | null {
  if (!isMaksekeskusMacValid(json, mac, secretKey)) return null;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = MessageSchema.safeParse(data);
  if (!parsed.success) return null;
  const message = parsed.data;
  return {
    provider: 'maksekeskus',
    reference: message.reference,
    transactionId: message.transaction,
    status: message.status,
    outcome: outcomeOf(message.status),
    amount: amountToCents(message.amount),
    message: data as Record<string, unknown>,
  };
}
