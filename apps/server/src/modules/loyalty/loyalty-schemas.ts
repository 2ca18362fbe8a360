import { z } from 'zod';
import { LOYALTY_CARD_MESSAGES, isValidEan13, normaliseCardNumber } from '@apteek/domain';

/** A plastic card's number as typed: spaces and dashes dropped, then 13 digits with a valid check digit. */
export const LoyaltyRegisterBodySchema = z.strictObject({
  cardNumber: z
    .string({ error: 'Field is required' })
    .max(32, LOYALTY_CARD_MESSAGES.invalid)
    .transform(normaliseCardNumber)
    .refine(isValidEan13, LOYALTY_CARD_MESSAGES.invalid),
});
