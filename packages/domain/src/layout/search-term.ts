/** The header search. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 250;
/** Suggestions not answered within this time are given up, and the panel says the search failed. */
export const SEARCH_PANEL_TIMEOUT_MS = 3000;
/** Product suggestions in the header panel. */
export const SEARCH_SUGGESTION_SIZE = 6;

/** A term is searched once it has at least three characters besides surrounding spaces. */
export function isSearchableTerm(term: string): boolean {
  return [...term.trim()].length >= SEARCH_MIN_LENGTH;
}
