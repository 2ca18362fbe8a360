import type { PriceFacetOption } from '@apteek/domain';
import { memo } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { useOptimisticValue } from './use-optimistic-value.ts';

/** The price ranges; kept while they are the same, as each facet is (FacetGroup.tsx). */
export const PriceFacet = memo(function PriceFacet({ options }: { options: PriceFacetOption[] }) {
  const { t } = useTranslation();
  const selected = options.find((option) => option.isSelected)?.value ?? '';
  const [value, setValue] = useOptimisticValue(selected);
  if (options.length === 0) return null;
  const choices = [{ value: '', label: t('Any price'), count: null }, ...options];
  return (
    <details open className="group border-b border-line py-3">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-md py-1 font-semibold text-ink [&::-webkit-details-marker]:hidden">
        {t('Price')}
        <span aria-hidden="true" className="text-brand-700 transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <fieldset className="mt-2">
        <legend className="sr-only">{t('Price')}</legend>
        <ul>
          {choices.map((choice) => (
            <li key={choice.value || 'any'}>
              <label className="flex cursor-pointer items-center gap-2.5 rounded-md px-1 py-1.5 text-sm hover:bg-brand-50">
                <input
                  type="radio"
                  name="price"
                  value={choice.value}
                  checked={value === choice.value}
                  onChange={() => setValue(choice.value)}
                  className="size-4 shrink-0 accent-brand-700"
                />
                <span className="flex-1 text-ink">{choice.label}</span>
                {choice.count !== null && (
                  <span className="text-xs text-ink-muted tabular-nums">{choice.count}</span>
                )}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </details>
  );
});
