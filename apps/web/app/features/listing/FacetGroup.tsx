import { MAX_FILTER_ITEMS, type AttributeFacet, type FacetOption } from '@apteek/domain';
import { memo } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { useOptimisticValue } from './use-optimistic-value.ts';

/** Ticks at once, then follows the page once the new state has loaded. */
function FilterCheckbox({ name, option }: { name: string; option: FacetOption }) {
  const [isChecked, setChecked] = useOptimisticValue(option.isSelected);
  return (
    <li>
      <label className="filter-option">
        <input
          type="checkbox"
          name={name}
          value={option.value}
          checked={isChecked}
          onChange={(event) => setChecked(event.currentTarget.checked)}
          className="filter-check"
        />
        <span className="flex-1 text-ink">{option.label}</span>
        <span className="filter-count">{option.count}</span>
      </label>
    </li>
  );
}

/**
 * One facet: the first MAX_FILTER_ITEMS options, the rest folded away. Kept while its facet is the
 * same: the filter panel renders again once hydrated, and its 75 options on the largest category
 * were each written to the DOM again (a task of 60-110 ms at 4x CPU after the page's hydration).
 */
export const FacetGroup = memo(function FacetGroup({
  facet,
  isOpen,
}: {
  facet: AttributeFacet;
  isOpen: boolean;
}) {
  const { t } = useTranslation();
  const shown = facet.options.slice(0, MAX_FILTER_ITEMS);
  const folded = facet.options.slice(MAX_FILTER_ITEMS);
  const selectedCount = facet.options.filter((option) => option.isSelected).length;
  return (
    <details open={isOpen || selectedCount > 0} className="group border-b border-line py-3">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-md py-1 font-semibold text-ink [&::-webkit-details-marker]:hidden">
        <span>
          {facet.label}
          {selectedCount > 0 && (
            <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
              {selectedCount}
            </span>
          )}
        </span>
        <span aria-hidden="true" className="text-brand-700 transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <fieldset className="mt-2">
        <legend className="sr-only">{facet.label}</legend>
        <ul>
          {shown.map((option) => (
            <FilterCheckbox key={option.value} name={facet.code} option={option} />
          ))}
        </ul>
        {folded.length > 0 && (
          <details className="mt-1">
            <summary className="cursor-pointer rounded-md px-1 py-1.5 text-sm font-semibold text-brand-800 hover:underline">
              {t('Show all ({count})', { count: facet.options.length })}
            </summary>
            <ul>
              {folded.map((option) => (
                <FilterCheckbox key={option.value} name={facet.code} option={option} />
              ))}
            </ul>
          </details>
        )}
      </fieldset>
    </details>
  );
});
