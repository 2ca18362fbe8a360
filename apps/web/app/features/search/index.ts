// The header's search form and its suggestions.
// Other features, routes and the root use this feature only through what this face hands on.
export { fetchSuggestions } from './search-api.ts';
export { focusHeaderSearch } from './search-focus.ts';
export { SearchForm } from './SearchForm.tsx';
