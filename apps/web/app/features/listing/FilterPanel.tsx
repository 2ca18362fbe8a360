import type { ListingResult } from '@apteek/domain';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/translation.tsx';
import { useHydrated } from '../../shell/index.ts';
import { FacetGroup } from './FacetGroup.tsx';
import { PriceFacet } from './PriceFacet.tsx';

/** Facets open at first; the rest start folded to keep the sidebar short. */
const OPEN_FACETS = 3;

interface FilterPanelProps {
  listing: ListingResult;
  /** Opened (true) or closed (false) here; null until then. */
  choice: boolean | null;
  onClose: () => void;
}

/**
 * The filter sidebar; below 1024 px a full-screen panel. Without JavaScript the panel opens as
 * the '#filters' target and its button submits the form; opened so before hydration, it stays open
 * as the dialog after, until opened or closed here. The panel alone follows hydration: React
 * re-renders what reads it at once and in one go, which for the whole listing was its 50 cards.
 */
export function FilterPanel({ listing, choice, onClose }: FilterPanelProps) {
  const { t } = useTranslation();
  const isHydrated = useHydrated();
  const { hash } = useLocation();
  const isOpen = choice ?? (isHydrated && hash === '#filters');
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [isOpen, onClose]);

  // Before hydration the panel opens as the '#filters' target; after, only as React's dialog, since
  // a client-side navigation does not change the target and the panel could not be closed.
  const mobile = isOpen
    ? 'fixed inset-0 z-50 flex flex-col bg-white'
    : isHydrated
      ? 'hidden'
      : 'hidden target:fixed target:inset-0 target:z-50 target:flex target:flex-col target:bg-white';
  return (
    <aside
      id="filters"
      aria-labelledby="filters-title"
      {...(isOpen ? { role: 'dialog', 'aria-modal': true } : {})}
      className={`${mobile} lg:static lg:z-auto lg:block lg:bg-transparent`}
    >
      <div className="flex items-center justify-between border-b border-line px-4 py-3 lg:border-0 lg:px-0 lg:pt-0">
        <h2 id="filters-title" className="text-lg font-bold text-ink">
          {t('Filters')}
        </h2>
        {isHydrated ? (
          <button
            ref={closeButton}
            type="button"
            onClick={onClose}
            className="rounded-full px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 lg:hidden"
          >
            {t('Close')}
          </button>
        ) : (
          <a href="#main" className="rounded-full px-3 py-1.5 text-sm font-semibold text-brand-800 lg:hidden">
            {t('Close')}
          </a>
        )}
      </div>
      <div className="flex-1 overflow-y-auto px-4 lg:overflow-visible lg:px-0">
        <PriceFacet options={listing.priceRanges} />
        {listing.facets.map((facet, index) => (
          <FacetGroup key={facet.code} facet={facet} isOpen={index < OPEN_FACETS} />
        ))}
        {!isHydrated && (
          <button
            type="submit"
            className="mt-4 hidden w-full rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 lg:block"
          >
            {t('Apply filters')}
          </button>
        )}
      </div>
      <div className="border-t border-line p-4 lg:hidden">
        <button
          type="submit"
          onClick={(event) => {
            if (!isHydrated) return;
            event.preventDefault();
            onClose();
          }}
          className="w-full rounded-full bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {t('Show {count} product|Show {count} products', { count: listing.total })}
        </button>
      </div>
    </aside>
  );
}
