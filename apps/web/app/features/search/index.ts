export { fetchSuggestions } from './search-api.ts';
export { focusHeaderSearch } from './search-focus.ts';
export { SearchForm } from './SearchForm.tsx';
