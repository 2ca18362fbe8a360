import { storePath } from '@apteek/domain';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Icon } from '../../ui/Icon.tsx';
import { useStoreView } from '../store/store-view.ts';

export function SearchForm({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  return (
    <Form
      method="get"
      action={storePath(storeCode, '/products')}
      role="search"
      className={`relative ${className}`}
    >
      <label htmlFor="header-search" className="sr-only">
        {t('Search')}
      </label>
      <input
        id="header-search"
        type="search"
        name="term"
        enterKeyHint="search"
        autoComplete="off"
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
    </Form>
  );
}
