import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_PANEL_TIMEOUT_MS,
  isSearchableTerm,
  type MenuCategory,
} from '@apteek/domain';
import { useEffect, useState } from 'react';
import { useStoreView } from '../../shell/index.ts';
import type { SearchSuggestions } from './search-suggestions.ts';

export type SuggestionState =
  | { status: 'idle' }
  | { status: 'loading'; previous: SearchSuggestions | null }
  | { status: 'done'; suggestions: SearchSuggestions }
  | { status: 'failed' };

interface Answer {
  term: string;
  /** null when the search failed. */
  suggestions: SearchSuggestions | null;
}

/**
 * Suggestions for the term, fetched 250 ms after the last keystroke once it has 3 characters; the
 * code that asks and reads the answer loads with the first search. An answer that takes over 3 s is
 * given up as failed, so the panel never waits on a hung request.
 */
export function useSearchSuggestions(term: string, menu: MenuCategory[]): SuggestionState {
  const { storeCode } = useStoreView();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const isSearchable = isSearchableTerm(term);
  useEffect(() => {
    if (!isSearchable) return;
    const controller = new AbortController();
    let giveUp: number | undefined;
    const timer = window.setTimeout(() => {
      giveUp = window.setTimeout(() => {
        controller.abort();
        setAnswer({ term, suggestions: null });
      }, SEARCH_PANEL_TIMEOUT_MS);
      import('./search-api.ts')
        .then(({ fetchSuggestions }) => fetchSuggestions(storeCode, term, menu, controller.signal))
        .then((suggestions) => setAnswer({ term, suggestions }))
        .catch(() => {
          if (!controller.signal.aborted) setAnswer({ term, suggestions: null });
        })
        .finally(() => window.clearTimeout(giveUp));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(giveUp);
      controller.abort();
    };
  }, [isSearchable, term, storeCode, menu]);
  if (!isSearchable) return { status: 'idle' };
  if (answer?.term !== term) return { status: 'loading', previous: answer?.suggestions ?? null };
  return answer.suggestions ? { status: 'done', suggestions: answer.suggestions } : { status: 'failed' };
}
