import { LoyaltyCardAnswerSchema, type LoyaltyCard, type StoreCode } from '@apteek/domain';
import type { ApiAuth } from '../../api/api-auth.ts';
import { callApi } from '../../api/client.ts';
import { storeLocale } from '../../api/store-locale.ts';

const PATH = '/api/user/loyalty-card';

/**
 * The loyalty card calls (`/api/user/loyalty-card`: GET, POST join, PUT register a plastic card,
 * DELETE leave), each answering the customer's active card or null. Failures throw the client's ApiError.
 */
export function loyaltyApi(storeCode: StoreCode, auth: ApiAuth) {
  const request = { locale: storeLocale(storeCode), auth, result: LoyaltyCardAnswerSchema };
  const card = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    body?: unknown,
  ): Promise<LoyaltyCard | null> => (await callApi(PATH, { ...request, method, body })).result.card;
  return {
    read: () => card('GET'),
    join: () => card('POST'),
    register: (cardNumber: string) => card('PUT', { cardNumber }),
    leave: () => card('DELETE'),
  };
}
