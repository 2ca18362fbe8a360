import { LISTED_STATUSES, SEARCH_SUGGESTION_VISIBILITY, type StoreCode } from '@apteek/domain';
import type { ApiAnswer } from './api-error.ts';
import { callApi, type ResultReader } from './client.ts';
import { storeLocale } from './store-locale.ts';

export interface QuickSearch<T> {
  size: number;
  includeFields: string[];
  /** The attributes whose facets come with the products. */
  aggregations?: readonly string[];
  signal?: AbortSignal;
  result?: ResultReader<T>;
}

/**
 * The storefront's product search as a quick search runs it (the header's suggestions, the
 * pharmacist's product picker): the term trimmed, only products listed and visible in search, in
 * the store view's language.
 */
export function quickProductSearch<T>(
  storeCode: StoreCode,
  term: string,
  { size, includeFields, aggregations, signal, result }: QuickSearch<T>,
): Promise<ApiAnswer<T>> {
  return callApi<T>('/api/catalog/search/product', {
    method: 'POST',
    locale: storeLocale(storeCode),
    signal,
    body: {
      storeCode,
      term: term.trim(),
      filters: { visibility: SEARCH_SUGGESTION_VISIBILITY, status: LISTED_STATUSES },
      ...(aggregations ? { aggregations } : {}),
      size,
      includeFields,
    },
    result,
  });
}
