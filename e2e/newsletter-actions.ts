import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The local mailbox's newest mail to `email` whose text matches, as this browser may read it. */
export async function newestMail(
  request: APIRequestContext,
  email: string,
  pattern: RegExp,
): Promise<string> {
  let found: string | undefined;
  await expect(async () => {
    const answer = await request.get('/api/mail/outbox');
    const mails = ((await answer.json()) as { result: OutboxMail[] }).result;
    found = mails.find((mail) => mail.to === email && pattern.test(mail.text))?.text;
    expect(found).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return found!;
}

/**
 * A newsletter coupon of the address's own, the way a subscriber gets one: subscribe,
 * follow the opt-in link of the mail, read the code from the next mail. Through the API of the
 * browser's context, so the mailbox shows this browser its links.
 */
export async function newsletterCoupon(request: APIRequestContext, email: string): Promise<string> {
  expect((await request.post('/api/newsletter', { data: { email, storeCode: 'en' } })).status()).toBe(200);
  const optIn = await newestMail(request, email, /\/newsletter\/confirm\?token=/);
  const token = new URL(/https?:\/\/\S+\/newsletter\/confirm\?\S+/.exec(optIn)![0]).searchParams.get('token');
  expect((await request.post('/api/newsletter/confirm', { data: { token } })).status()).toBe(200);
  const coupon = await newestMail(request, email, /NL-[A-Z0-9]{10}/);
  return /NL-[A-Z0-9]{10}/.exec(coupon)![0];
}
