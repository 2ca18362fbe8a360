import { LISTING_SORT_KEYS, sortOptionOf, type ListingSortKey } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { useOptimisticValue } from './use-optimistic-value.ts';

export function SortSelect({ sort }: { sort: ListingSortKey }) {
  const { t } = useTranslation();
  const [value, setValue] = useOptimisticValue(sort);
  return (
    <label className="flex min-w-0 items-center gap-2 text-sm font-medium text-ink">
      <span className="whitespace-nowrap">{t('Sort by')}</span>
      <select
        name="sort"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value as ListingSortKey)}
        className="h-10 max-w-48 min-w-0 rounded-lg border border-line bg-white px-3 text-sm text-ink focus:border-brand-700 sm:max-w-none"
      >
        {LISTING_SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {t(sortOptionOf(key).label)}
          </option>
        ))}
      </select>
    </label>
  );
}
