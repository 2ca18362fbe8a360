import { STORE_CODES } from '@apteek/domain';

const STORE_IN_API_PATH = new RegExp(`^/api/(${STORE_CODES.join('|')})(?=[/?]|$)`);

/**
 * In multistore mode a caller puts the store code in the API path: `/api/fi/cart/pull?cartId=…`
 * is `/api/cart/pull?cartId=…&storeCode=fi`. The path's store goes to the query unless the query
 * names one itself; a body that names its store keeps it. Paths without a store code are as before.
 */
export function apiUrlWithoutStore(url: string): string {
  const match = STORE_IN_API_PATH.exec(url);
  if (!match) return url;
  const rest = url.slice(match[0].length);
  const queryAt = rest.indexOf('?');
  const path = queryAt === -1 ? rest : rest.slice(0, queryAt);
  const query = queryAt === -1 ? '' : rest.slice(queryAt + 1);
  const named = query.split('&').some((pair) => pair.split('=')[0] === 'storeCode');
  const withStore = named ? query : [query, `storeCode=${match[1]}`].filter(Boolean).join('&');
  return `/api${path || '/'}?${withStore}`;
}
