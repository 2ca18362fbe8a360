import { listingSearch, withoutFilterValue, withoutFilters, type ListingResult } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { Link, useLocation } from 'react-router';

/** The chosen filters as removable chips, so a choice is undone in one step from the results. */
export function ActiveFilters({ listing }: { listing: ListingResult }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { query } = listing;
  const chips = listing.facets.flatMap((facet) =>
    facet.options
      .filter((option) => option.isSelected)
      .map((option) => ({
        key: `${facet.code}-${option.value}`,
        label: `${facet.label}: ${option.label}`,
        href: `${pathname}${listingSearch(withoutFilterValue(query, facet.code, option.value))}`,
      })),
  );
  const price = listing.priceRanges.find((option) => option.isSelected);
  if (price)
    chips.push({
      key: 'price',
      label: `${t('Price')}: ${price.label}`,
      href: `${pathname}${listingSearch({ ...query, price: null, page: 1 })}`,
    });
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t('Selected filters')} className="mt-4 flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            to={chip.href}
            preventScrollReset
            className="inline-flex items-center gap-1.5 rounded-full border border-brand-700 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900 hover:bg-brand-100"
          >
            {chip.label}
            <span aria-hidden="true">×</span>
            <span className="sr-only">{t('Remove filter')}</span>
          </Link>
        </li>
      ))}
      <li>
        <Link
          to={`${pathname}${listingSearch(withoutFilters(query))}`}
          preventScrollReset
          className="px-2 text-sm font-semibold text-brand-800 underline underline-offset-2"
        >
          {t('Clear all filters')}
        </Link>
      </li>
    </ul>
  );
}
