import type { MenuCategory } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { IconText } from '../../ui/Icon.tsx';
import { AccountButton } from '../account/index.ts';
import { CartButton } from '../cart/index.ts';
import { SearchForm } from '../search/index.ts';
import { SavedListLinks } from '../wishlist/index.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { Logo } from './Logo.tsx';
import { MainNav } from './MainNav.tsx';

export function Header({ menu }: { menu: MenuCategory[] }) {
  const { t } = useTranslation();
  return (
    <header className="border-b border-line bg-white">
      <div className="bg-brand-800 text-white">
        <div className="page-container flex min-h-9 items-center justify-end gap-4 py-1 sm:justify-between">
          <IconText name="check" className="hidden items-center gap-1.5 text-xs font-medium sm:flex">
            {t('Licensed online pharmacy')}
          </IconText>
          <LanguageSwitcher />
        </div>
      </div>
      <div className="page-container grid grid-cols-[1fr_auto] items-center gap-x-6 gap-y-3 py-3 lg:grid-cols-[auto_1fr_auto] lg:py-4">
        <Logo />
        {/*
          In the last column by its place, not by its order after the search: a browser painting the
          page before the search's markup has arrived put it in the middle column, and moved it when
          the search came (a layout shift of 0.03 on a slow first load).
        */}
        <div className="flex items-center gap-1 max-lg:hidden lg:col-start-3 lg:row-start-1">
          <SavedListLinks />
          <AccountButton />
          <CartButton />
        </div>
        {/* Phones reach the account and the cart from the bottom bar; these two stay up here. */}
        <div className="flex items-center gap-1 lg:hidden">
          <SavedListLinks />
        </div>
        <SearchForm menu={menu} className="col-span-full lg:col-span-1 lg:mx-auto lg:w-full lg:max-w-2xl" />
      </div>
      <MainNav menu={menu} />
    </header>
  );
}
