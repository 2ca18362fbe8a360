import { isSearchableTerm, storePath, type MenuCategory } from '@apteek/domain';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { useLocation, useNavigate } from 'react-router';
import { Icon } from '../../ui/Icon.tsx';
import { useStoreView, MountWhen, onDemand } from '../../shell/index.ts';
import { HEADER_SEARCH_ID } from './search-focus.ts';
import { optionId, suggestionList } from './search-options.ts';
import { useSearchSuggestions } from './use-search-suggestions.ts';

const SearchPanel = onDemand(() => import('./SearchPanel.tsx').then((module) => module.SearchPanel));

const PANEL_ID = 'search-panel';
const HINT_ID = 'search-hint';

/**
 * The header search as a combobox: suggestions from 3 characters, arrow keys move
 * through them, Enter opens the chosen one or the product list for the term.
 */
export function SearchForm({ menu, className = '' }: { menu: MenuCategory[]; className?: string }) {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  const navigate = useNavigate();
  const location = useLocation();
  const [term, setTerm] = useState(() => new URLSearchParams(location.search).get('term') ?? '');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [tooShort, setTooShort] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // A term typed before the scripts arrived stays in the field through hydration without reaching
  // the state: it is taken over, so its suggestions follow and Enter searches it.
  useEffect(() => {
    const field = input.current;
    if (!field || field.value === term) return;
    setTerm(field.value);
    setOpen(document.activeElement === field);
  }, [term]);
  const state = useSearchSuggestions(open ? term : '', menu);
  const options = suggestionList(state);
  const isPanelOpen = open && isSearchableTerm(term);
  // Suggestions may arrive shorter than the list the shopper was moving through.
  const current = activeIndex < options.length ? activeIndex : -1;

  // The search is cleared on route change unless the new route has a term.
  const route = `${location.pathname}${location.search}`;
  const [seenRoute, setSeenRoute] = useState(route);
  if (seenRoute !== route) {
    setSeenRoute(route);
    setTerm(new URLSearchParams(location.search).get('term') ?? '');
    setOpen(false);
  }

  const go = (path: string) => {
    setOpen(false);
    void navigate(storePath(storeCode, path));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = options[current];
    if (isPanelOpen && chosen) return go(chosen.path);
    if (!isSearchableTerm(term)) return setTooShort(true);
    go(`/products?${new URLSearchParams({ term: term.trim() })}`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'Escape') {
      if (isPanelOpen) event.preventDefault();
      setOpen(false);
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself: the active option cycles through the list and back to the field.
      setActiveIndex(((current + step + 1 + count + 1) % (count + 1)) - 1);
    }
  };

  return (
    <div className={`relative ${className}`}>
      <form
        method="get"
        action={storePath(storeCode, '/products')}
        role="search"
        onSubmit={submit}
        className="relative z-20"
      >
        <label htmlFor={HEADER_SEARCH_ID} className="sr-only">
          {t('Search')}
        </label>
        <input
          ref={input}
          id={HEADER_SEARCH_ID}
          type="search"
          name="term"
          role="combobox"
          aria-expanded={isPanelOpen}
          aria-controls={isPanelOpen ? PANEL_ID : undefined}
          aria-autocomplete="list"
          aria-activedescendant={isPanelOpen && current >= 0 ? optionId(current) : undefined}
          aria-describedby={tooShort ? HINT_ID : undefined}
          aria-invalid={tooShort || undefined}
          enterKeyHint="search"
          autoComplete="off"
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setActiveIndex(-1);
            setTooShort(false);
            setOpen(true);
          }}
          onFocus={() => {
            SearchPanel.preload();
            setOpen(true);
          }}
          onPointerEnter={SearchPanel.preload}
          onKeyDown={onKeyDown}
          placeholder={t('Search for products, symptoms, active substances and brands...')}
          className="h-12 w-full rounded-full border border-line bg-surface pr-14 pl-5 text-base text-ink placeholder:text-ink-muted focus:border-brand-700 focus:bg-white"
        />
        <button
          type="submit"
          className="absolute top-1 right-1 grid size-10 place-items-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
        >
          <Icon name="search" className="size-5" />
          <span className="sr-only">{t('Search')}</span>
        </button>
      </form>
      {tooShort && (
        <p id={HINT_ID} role="alert" className="absolute top-full mt-1 px-5 text-sm font-medium text-sale">
          {t('Searched term should consist of at least 3 characters.')}
        </p>
      )}
      <MountWhen when={isPanelOpen}>
        <SearchPanel
          id={PANEL_ID}
          open={isPanelOpen}
          state={state}
          term={term.trim()}
          activeIndex={current}
          onChoose={go}
          onClose={() => setOpen(false)}
        />
      </MountWhen>
    </div>
  );
}
