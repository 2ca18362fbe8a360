import {
  productImageUrl,
  type AttributeCode,
  type Cents,
  type MenuCategory,
  type ProductSearchAnswer,
} from '@apteek/domain';

/** Attributes offered as suggestions: what the placeholder promises besides products. */
export const SUGGESTED_ATTRIBUTES = ['Brand', 'Substance', 'ReasonForUse'] as const satisfies AttributeCode[];
type SuggestedAttribute = (typeof SUGGESTED_ATTRIBUTES)[number];

const MAX_CATEGORY_SUGGESTIONS = 3;
const MAX_ATTRIBUTE_SUGGESTIONS = 4;

export interface AttributeSuggestion {
  key: string;
  kind: 'Category' | SuggestedAttribute;
  label: string;
  /** Path inside the store view: the category page, or the product list filtered by the option. */
  path: string;
}

export interface ProductSuggestion {
  key: string;
  name: string;
  path: string;
  /** The 150x150 thumbnail through the image proxy, or the placeholder. */
  imageUrl: string;
  /** Gross price. */
  price: Cents;
}

export interface SearchSuggestions {
  attributes: AttributeSuggestion[];
  products: ProductSuggestion[];
  total: number;
}

/** The product search's answer as the catalogue contract reads it, prices in Cents. */
export type SuggestionSearchResult = ProductSearchAnswer;

/** Lower case without accents, so 'ibupro' finds 'Ibuprofeen' and 'paivit' finds 'Päivittäin'. */
export function normalizeForMatch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

function flatten(menu: MenuCategory[]): MenuCategory[] {
  return menu.flatMap((node) => [node, ...flatten(node.children)]);
}

/** Categories whose name holds the term link to the category page. */
export function categorySuggestions(menu: MenuCategory[], term: string): AttributeSuggestion[] {
  const wanted = normalizeForMatch(term);
  return flatten(menu)
    .filter((category) => normalizeForMatch(category.name).includes(wanted))
    .slice(0, MAX_CATEGORY_SUGGESTIONS)
    .map((category) => ({
      key: `category-${category.id}`,
      kind: 'Category',
      label: category.name,
      path: category.urlPath,
    }));
}

/** Options of the matched products whose label holds the term lead to the filtered product list. */
export function optionSuggestions(result: SuggestionSearchResult, term: string): AttributeSuggestion[] {
  const wanted = normalizeForMatch(term);
  return SUGGESTED_ATTRIBUTES.flatMap((code) =>
    (result.aggregations[code]?.buckets ?? [])
      .filter((bucket) => normalizeForMatch(bucket.label).includes(wanted))
      .map((bucket) => ({
        key: `${code}-${bucket.key}`,
        kind: code,
        label: bucket.label,
        path: `/products?${new URLSearchParams({ [code]: bucket.key })}`,
      })),
  );
}

export function toSearchSuggestions(
  result: SuggestionSearchResult,
  menu: MenuCategory[],
  term: string,
): SearchSuggestions {
  const attributes = [...categorySuggestions(menu, term), ...optionSuggestions(result, term)].slice(
    0,
    MAX_ATTRIBUTE_SUGGESTIONS,
  );
  const products = result.items.map((item) => ({
    key: `product-${item.id}`,
    name: item.name,
    path: item.url_path ?? '',
    imageUrl: productImageUrl(item.image ?? null, '150x150'),
    price: item.final_price_incl_tax,
  }));
  return { attributes, products, total: result.total };
}
