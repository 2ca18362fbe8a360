import type { MenuCategory } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { MegaMenu } from './MegaMenu.tsx';
import { NavItemLinks } from './MenuLinks.tsx';

/** The desktop navigation row; phones reach the same places through the bottom navigation. */
export function MainNav({ menu }: { menu: MenuCategory[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('Main menu')} className="relative hidden border-t border-line lg:block">
      <div className="page-container flex items-center gap-2">
        <MegaMenu menu={menu} />
        <ul className="flex gap-2">
          <NavItemLinks
            nav
            className="flex items-center gap-2 border-b-2 border-transparent px-3 py-3 text-sm font-semibold text-ink hover:text-brand-700 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-800"
          />
        </ul>
      </div>
    </nav>
  );
}
