import { listingSearch, pageItems, withListingPage, type ListingQuery } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { Link, useLocation } from 'react-router';

const ITEM =
  'grid h-10 min-w-10 place-items-center rounded-full px-3 text-sm font-semibold transition-colors';

export function Pagination({ query, pageCount }: { query: ListingQuery; pageCount: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (pageCount <= 1) return null;
  const current = Math.min(query.page, pageCount);
  const href = (page: number) => `${pathname}${listingSearch(withListingPage(query, page))}`;
  return (
    <nav aria-label={t('Pagination')} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {current > 1 && (
          <li>
            <Link to={href(current - 1)} rel="prev" className={`${ITEM} text-brand-800 hover:bg-brand-50`}>
              <span aria-hidden="true">‹&nbsp;</span>
              {t('Previous')}
            </Link>
          </li>
        )}
        {pageItems(current, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('Page {page}', { page: item })}
                className={`${ITEM} ${item === current ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50'}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {current < pageCount && (
          <li>
            <Link to={href(current + 1)} rel="next" className={`${ITEM} text-brand-800 hover:bg-brand-50`}>
              {t('Next')}
              <span aria-hidden="true">&nbsp;›</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
