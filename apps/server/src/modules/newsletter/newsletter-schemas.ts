import { z } from 'zod';
import { checkEmail, STORE_CODES } from '@apteek/domain';

const email = z
  .string({ error: 'An e-mail address is required.' })
  .max(254, 'Maximum length of 254 characters')
  .superRefine((value, context) => {
    const problem = checkEmail(value);
    if (problem) context.addIssue({ code: 'custom', message: problem.message });
  })
  .transform((value) => value.trim());

/** GET /api/newsletter?email= */
export const NewsletterQuerySchema = z.object({ email });

/** POST /api/newsletter: { email }; the store view (language of the mails) may be named. */
export const SubscribeBodySchema = z.strictObject({
  email,
  storeCode: z.enum(STORE_CODES).optional(),
});

/** DELETE /api/newsletter: { email }, with the token of the mails' unsubscribe link when it is followed. */
export const UnsubscribeBodySchema = z.strictObject({
  email,
  token: z.string().min(1).max(128).optional(),
});

/** POST /api/newsletter/confirm: the opt-in link's token. */
export const ConfirmBodySchema = z.strictObject({
  token: z.string({ error: 'A token is required.' }).min(1).max(128),
});
