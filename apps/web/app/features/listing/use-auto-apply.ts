import { listingSearch, parseListingQuery } from '@apteek/domain';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Filter changes are applied 300 ms after the last change. */
export const FILTER_DELAY_MS = 300;

/**
 * Applies the listing form's state as a client-side navigation to the shortest equivalent URL,
 * so every filter state keeps its own address without a full page load. `applyNow` skips the wait.
 */
export function useAutoApply() {
  const navigate = useNavigate();
  const { pathname, search: currentSearch } = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const applyNow = useCallback(
    (form: HTMLFormElement) => {
      clearTimeout(timer.current);
      const params = new URLSearchParams();
      for (const [name, value] of new FormData(form))
        if (typeof value === 'string') params.append(name, value);
      const search = listingSearch(parseListingQuery(params));
      if (search === currentSearch) return;
      void navigate(`${pathname}${search}`, { preventScrollReset: true });
    },
    [navigate, pathname, currentSearch],
  );

  const applySoon = useCallback(
    (form: HTMLFormElement) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => applyNow(form), FILTER_DELAY_MS);
    },
    [applyNow],
  );

  return { applySoon, applyNow };
}
