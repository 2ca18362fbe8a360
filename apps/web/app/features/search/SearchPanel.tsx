import { useTranslation } from '../../i18n/translation.tsx';
import { formatMoney } from '../../i18n/format-money.ts';
import { Icon } from '../../ui/Icon.tsx';
import { useStoreView } from '../../shell/index.ts';
import { optionId, suggestionList, type PanelOption } from './search-options.ts';
import type { SuggestionState } from './use-search-suggestions.ts';

interface SearchPanelProps {
  id: string;
  open: boolean;
  state: SuggestionState;
  term: string;
  activeIndex: number;
  onChoose: (path: string) => void;
  onClose: () => void;
}

/** The suggestion panel, loaded when the search field is first used; while open it dims the page behind (it switches the overlay). */
export function SearchPanel({ id, open, state, term, activeIndex, onChoose, onClose }: SearchPanelProps) {
  const { t } = useTranslation();
  const options = suggestionList(state);
  const total = state.status === 'done' ? state.suggestions.total : null;
  const allPath = `/products?${new URLSearchParams({ term })}`;
  return (
    <>
      {open && <div aria-hidden="true" onClick={onClose} className="fixed inset-0 z-10 bg-brand-900/30" />}
      <div
        id={`${id}-box`}
        hidden={!open}
        className="absolute inset-x-0 top-full z-30 mt-2 max-h-[70dvh] overflow-y-auto rounded-2xl border border-line bg-white p-2 shadow-2xl"
      >
        <ul id={id} role="listbox" aria-label={t('Search suggestions')}>
          {options.map((option, index) => (
            // The keys move through the options from the search field (aria-activedescendant), so an
            // option itself only answers the pointer.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={option.suggestion.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onChoose(option.path)}
              className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 hover:bg-surface aria-selected:bg-brand-50 aria-selected:outline-2 aria-selected:outline-brand-700"
            >
              <OptionBody option={option} />
            </li>
          ))}
        </ul>
        <PanelStatus state={state} isEmpty={options.length === 0} />
        {total !== null && total > 0 && (
          <button
            type="button"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(allPath)}
            className="mt-1 flex w-full items-center justify-center gap-1 rounded-b-xl border-t border-line px-3 py-3 text-sm font-bold text-brand-700 hover:bg-surface"
          >
            {t('Show {count} result|Show all {count} results', { count: total })}
            <Icon name="chevron-right" className="size-4" />
          </button>
        )}
      </div>
    </>
  );
}

function PanelStatus({ state, isEmpty }: { state: SuggestionState; isEmpty: boolean }) {
  const { t } = useTranslation();
  const text =
    state.status === 'failed'
      ? t('Something went wrong. Try again in a few seconds.')
      : state.status === 'loading' && isEmpty
        ? t('Searching...')
        : state.status === 'done' && isEmpty
          ? t('No products found. Try another search term.')
          : null;
  return (
    <p role="status" className={text ? 'px-3 py-4 text-center text-sm text-ink-muted' : 'sr-only'}>
      {text}
    </p>
  );
}

const KIND_LABELS = {
  Category: 'Category',
  Brand: 'Brand',
  Substance: 'Active substance',
  ReasonForUse: 'Symptom',
} as const;

function OptionBody({ option }: { option: PanelOption }) {
  const { t } = useTranslation();
  const { i18n } = useStoreView();
  switch (option.type) {
    case 'attribute':
      return (
        <>
          <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
            <Icon name={option.suggestion.kind === 'Category' ? 'menu' : 'tag'} className="size-5" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold text-ink">{option.suggestion.label}</span>
            <span className="block text-xs text-ink-muted">{t(KIND_LABELS[option.suggestion.kind])}</span>
          </span>
        </>
      );
    case 'product':
      return (
        <>
          <img
            src={option.suggestion.imageUrl}
            alt=""
            width={40}
            height={50}
            className="h-12 w-10 shrink-0 rounded-md border border-line object-contain"
          />
          <span className="min-w-0 flex-1 truncate text-sm font-medium text-ink">
            {option.suggestion.name}
          </span>
          <span className="shrink-0 text-sm font-bold text-ink">
            {formatMoney(option.suggestion.price, i18n)}
          </span>
        </>
      );
    default:
      return option satisfies never;
  }
}
