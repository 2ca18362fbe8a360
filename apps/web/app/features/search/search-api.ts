import {
  LISTED_STATUSES,
  SEARCH_SUGGESTION_SIZE,
  SEARCH_SUGGESTION_VISIBILITY,
  type MenuCategory,
  type StoreCode,
} from '@apteek/domain';
import { callApi } from '../../api/client.ts';
import { storeLocale } from '../../api/store-locale.ts';
import {
  SUGGESTED_ATTRIBUTES,
  toSearchSuggestions,
  type SearchSuggestions,
  type SuggestionSearchResult,
} from './search-suggestions.ts';

const FIELDS = ['id', 'name', 'url_path', 'image', 'final_price_incl_tax'];

/** The header's suggestions: 6 products visible in search (spec 001 §5, §9) plus their facets. */
export async function fetchSuggestions(
  storeCode: StoreCode,
  term: string,
  menu: MenuCategory[],
  signal: AbortSignal,
): Promise<SearchSuggestions> {
  const { result } = await callApi<SuggestionSearchResult>('/api/catalog/search/product', {
    method: 'POST',
    locale: storeLocale(storeCode),
    signal,
    body: {
      storeCode,
      term: term.trim(),
      filters: { visibility: SEARCH_SUGGESTION_VISIBILITY, status: LISTED_STATUSES },
      aggregations: SUGGESTED_ATTRIBUTES,
      size: SEARCH_SUGGESTION_SIZE,
      includeFields: FIELDS,
    },
  });
  return toSearchSuggestions(result, menu, term);
}
