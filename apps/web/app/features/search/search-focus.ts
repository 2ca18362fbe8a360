export const HEADER_SEARCH_ID = 'header-search';

/** The bottom navigation's Search: bring the header's search field into view and focus it. */
export function focusHeaderSearch(): void {
  window.scrollTo({ top: 0 });
  document.getElementById(HEADER_SEARCH_ID)?.focus();
}
