import type { AttributeSuggestion, ProductSuggestion } from './search-suggestions.ts';
import type { SuggestionState } from './use-search-suggestions.ts';

export type PanelOption =
  | { type: 'attribute'; path: string; suggestion: AttributeSuggestion }
  | { type: 'product'; path: string; suggestion: ProductSuggestion };

export const optionId = (index: number) => `search-option-${index}`;

/** The options in keyboard order: attribute suggestions, products, then the full result list. */
export function suggestionList(state: SuggestionState): PanelOption[] {
  const suggestions =
    state.status === 'done' ? state.suggestions : state.status === 'loading' ? state.previous : null;
  if (!suggestions) return [];
  return [
    ...suggestions.attributes.map((suggestion) => ({
      type: 'attribute' as const,
      path: suggestion.path,
      suggestion,
    })),
    ...suggestions.products.map((suggestion) => ({
      type: 'product' as const,
      path: suggestion.path,
      suggestion,
    })),
  ];
}
