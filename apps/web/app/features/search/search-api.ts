import {
  LISTED_STATUSES,
  SEARCH_SUGGESTION_SIZE,
  SEARCH_SUGGESTION_VISIBILITY,
  type MenuCategory,
  type StoreCode,
} from '@apteek/domain';
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
  const response = await fetch('/api/catalog/search/product', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    signal,
    body: JSON.stringify({
      storeCode,
      term: term.trim(),
      filters: { visibility: SEARCH_SUGGESTION_VISIBILITY, status: LISTED_STATUSES },
      aggregations: SUGGESTED_ATTRIBUTES,
      size: SEARCH_SUGGESTION_SIZE,
      includeFields: FIELDS,
    }),
  });
  if (!response.ok) throw new Error(`Search answered ${response.status}`);
  const body = (await response.json()) as { result: SuggestionSearchResult };
  return toSearchSuggestions(body.result, menu, term);
}
