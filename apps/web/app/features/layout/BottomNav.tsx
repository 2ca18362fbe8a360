import { storePath, type MenuCategory } from '@apteek/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { NavLink, useLocation } from 'react-router';
import { Icon, type IconName } from '../../ui/Icon.tsx';
import { useStoreView, MountWhen, onDemand } from '../../shell/index.ts';
import { AccountButton } from '../account/index.ts';
import { CartButton } from '../cart/index.ts';
import { focusHeaderSearch } from '../search/index.ts';

const MobileMenu = onDemand(() => import('./MobileMenu.tsx').then((module) => module.MobileMenu));

const ITEM = 'bar-action aria-[current=page]:text-brand-800 aria-expanded:text-brand-800';

/** Below 1024 px a bar at the bottom gives Home, Menu, Search, Profile and Cart. */
export function BottomNav({ menu }: { menu: MenuCategory[] }) {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setMenuOpen(false);
  }
  return (
    <>
      <nav
        aria-label={t('Quick navigation')}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
      >
        <ul className="grid grid-cols-5">
          <li>
            <NavLink to={storePath(storeCode, '/')} end className={ITEM}>
              <ItemBody icon="home">{t('Home')}</ItemBody>
            </NavLink>
          </li>
          <li>
            <button
              type="button"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
              onPointerDown={MobileMenu.preload}
              onFocus={MobileMenu.preload}
              className={ITEM}
            >
              <ItemBody icon="menu">{t('Menu')}</ItemBody>
            </button>
          </li>
          <li>
            <button type="button" onClick={focusHeaderSearch} className={ITEM}>
              <ItemBody icon="search">{t('Search')}</ItemBody>
            </button>
          </li>
          <li>
            <AccountButton variant="bar" />
          </li>
          <li>
            <CartButton variant="bar" />
          </li>
        </ul>
      </nav>
      <MountWhen when={menuOpen}>
        <MobileMenu menu={menu} open={menuOpen} onClose={() => setMenuOpen(false)} />
      </MountWhen>
    </>
  );
}

function ItemBody({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <>
      <Icon name={icon} className="size-6" />
      {children}
    </>
  );
}
