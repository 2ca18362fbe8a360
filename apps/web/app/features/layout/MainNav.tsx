import { storePath } from '@apteek/domain';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon, type IconName } from '../../ui/Icon.tsx';
import { useStoreView } from '../store/store-view.ts';

interface NavItem {
  path: string;
  label: string;
  icon: IconName;
}

export function MainNav() {
  const { t } = useTranslation();
  const { storeCode, prescriptionsVisible } = useStoreView();
  const items: NavItem[] = [
    { path: '/kampaania', label: t('Campaigns'), icon: 'tag' },
    ...(prescriptionsVisible
      ? [{ path: '/prescriptions', label: t('Prescriptions'), icon: 'prescription' } as const]
      : []),
  ];
  return (
    <nav aria-label={t('Main menu')} className="border-t border-line">
      <ul className="page-container flex gap-2">
        {items.map((item) => (
          <li key={item.path}>
            <NavLink
              to={storePath(storeCode, item.path)}
              className="-mx-2 flex items-center gap-2 border-b-2 border-transparent px-2 py-3 text-sm font-semibold text-ink hover:text-brand-700 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-800"
            >
              <Icon name={item.icon} className="size-5 text-brand-700" />
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
