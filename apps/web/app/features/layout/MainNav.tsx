import { storePath, type MenuCategory } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { NavLink } from 'react-router';
import { Icon } from '../../ui/Icon.tsx';
import { useStoreView } from '../store/store-view.ts';
import { MegaMenu } from './MegaMenu.tsx';
import { useNavItems } from './nav-items.ts';

/** The desktop navigation row; phones reach the same places through the bottom navigation. */
export function MainNav({ menu }: { menu: MenuCategory[] }) {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  return (
    <nav aria-label={t('Main menu')} className="relative hidden border-t border-line lg:block">
      <div className="page-container flex items-center gap-2">
        <MegaMenu menu={menu} />
        <ul className="flex gap-2">
          {useNavItems().map((item) => (
            <li key={item.path}>
              <NavLink
                to={storePath(storeCode, item.path)}
                className="flex items-center gap-2 border-b-2 border-transparent px-3 py-3 text-sm font-semibold text-ink hover:text-brand-700 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-800"
              >
                <Icon name={item.icon} className="size-5 text-brand-700" />
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
