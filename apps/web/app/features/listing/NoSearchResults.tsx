import type { MenuCategory } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { StoreLink } from '../../shell/index.ts';
import { EmptyNotice } from './EmptyNotice.tsx';
import { TermSearchForm } from './TermSearchForm.tsx';

/**
 * A search that found nothing: no filters or sorting for an empty list, but ways on: the term to
 * change, tips for a better search, and the catalogue's main categories to browse.
 */
export function NoSearchResults({ term, categories }: { term: string; categories: readonly MenuCategory[] }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 flex flex-col gap-6">
      <EmptyNotice>
        <p className="font-semibold">{t('No products were found for your search.')}</p>
        <ul className="mt-2 list-disc pl-5 text-sm text-ink-muted">
          <li>{t('Check the spelling, or try a shorter or more general word.')}</li>
          <li>{t('Search by the active substance or the brand instead of the product name.')}</li>
        </ul>
        <TermSearchForm term={term} />
      </EmptyNotice>
      {categories.length > 0 && (
        <nav aria-labelledby="no-results-categories">
          <h2 id="no-results-categories" className="text-lg font-bold text-brand-900">
            {t('Browse the categories')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category.id}>
                <StoreLink
                  path={category.urlPath}
                  className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-semibold text-brand-800 hover:border-brand-700"
                >
                  {category.name}
                </StoreLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
