import type { NewsletterAnswer, StoreCode } from '@apteek/domain';
import type { ApiAuth } from '../../api/api-auth.ts';
import { callApi } from '../../api/client.ts';
import { storeLocale } from '../../api/store-locale.ts';

function answerOf(result: unknown): NewsletterAnswer {
  if (result !== 'subscribed' && result !== 'unsubscribed' && result !== 'confirmation_sent')
    throw new TypeError('not a newsletter answer');
  return result;
}

/**
 * The newsletter calls (GET with email, POST {email}, DELETE {email}; success when
 * the code is 200), used alike by the footer form, the newsletter modal and the account's switch.
 */
export function newsletterApi(storeCode: StoreCode, auth: ApiAuth | null = null) {
  const request = { locale: storeLocale(storeCode), auth, result: answerOf };
  return {
    status: async (email: string) =>
      (await callApi(`/api/newsletter?${new URLSearchParams({ email }).toString()}`, request)).result,
    subscribe: async (email: string) =>
      (await callApi('/api/newsletter', { ...request, method: 'POST', body: { email, storeCode } })).result,
    unsubscribe: async (email: string, token?: string) =>
      (await callApi('/api/newsletter', { ...request, method: 'DELETE', body: { email, token } })).result,
    confirm: async (token: string) =>
      (await callApi('/api/newsletter/confirm', { ...request, method: 'POST', body: { token } })).result,
  };
}
