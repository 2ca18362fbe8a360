import { storePath } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { useStoreView } from '../../shell/index.ts';

/** A search field on the product list page itself, for a term that needs changing. */
export function TermSearchForm({ term }: { term: string }) {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  return (
    <form
      method="get"
      action={storePath(storeCode, '/products')}
      role="search"
      // Named apart from the header's search, so the two landmarks can be told apart.
      aria-label={t('New search')}
      className="mt-4 flex max-w-xl gap-2"
    >
      <label htmlFor="product-list-term" className="sr-only">
        {t('Search')}
      </label>
      <input
        id="product-list-term"
        type="search"
        name="term"
        defaultValue={term}
        minLength={3}
        placeholder={t('Search for products, symptoms, active substances and brands...')}
        className="h-12 min-w-0 flex-1 rounded-full border border-line bg-white px-5 text-base text-ink placeholder:text-ink-muted focus:border-brand-700"
      />
      <button
        type="submit"
        className="h-12 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        {t('Search')}
      </button>
    </form>
  );
}
