import {
  ProductSearchAnswerSchema,
  SEARCH_SUGGESTION_SIZE,
  type MenuCategory,
  type StoreCode,
} from '@apteek/domain';
import { quickProductSearch } from '../../api/product-search.ts';
import { SUGGESTED_ATTRIBUTES, toSearchSuggestions, type SearchSuggestions } from './search-suggestions.ts';

const FIELDS = ['id', 'name', 'url_path', 'image', 'final_price_incl_tax'];

/** The header's suggestions: 6 products visible in search plus their facets. */
export async function fetchSuggestions(
  storeCode: StoreCode,
  term: string,
  menu: MenuCategory[],
  signal: AbortSignal,
): Promise<SearchSuggestions> {
  const { result } = await quickProductSearch(storeCode, term, {
    aggregations: SUGGESTED_ATTRIBUTES,
    size: SEARCH_SUGGESTION_SIZE,
    includeFields: FIELDS,
    signal,
    result: ProductSearchAnswerSchema,
  });
  return toSearchSuggestions(result, menu, term);
}
