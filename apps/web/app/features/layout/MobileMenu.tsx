import { storePath, type MenuCategory } from '@apteek/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { Link } from 'react-router';
import { Icon } from '../../ui/Icon.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useStoreView } from '../store/store-view.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { useNavItems } from './nav-items.ts';

/** The phone menu: the category tree as disclosures, then campaigns, prescriptions and languages. */
export function MobileMenu({
  menu,
  open,
  onClose,
}: {
  menu: MenuCategory[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  const navItems = useNavItems();
  return (
    <Modal open={open} onClose={onClose} title={t('Menu')} variant="sheet">
      <nav aria-label={t('Product categories')}>
        <ul className="-mx-2 divide-y divide-line">
          {menu.map((category) => (
            <MenuBranch key={category.id} category={category} />
          ))}
        </ul>
      </nav>
      <ul className="mt-4 space-y-1 border-t border-line pt-4">
        {navItems.map((item) => (
          <li key={item.path}>
            <Link
              to={storePath(storeCode, item.path)}
              className="flex items-center gap-3 rounded-lg px-2 py-3 font-semibold text-ink hover:bg-surface"
            >
              <Icon name={item.icon} className="size-5 text-brand-700" />
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-4 rounded-xl bg-brand-800 p-3">
        <LanguageSwitcher />
      </div>
    </Modal>
  );
}

function MenuBranch({ category }: { category: MenuCategory }) {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const link = (path: string) => storePath(storeCode, path);
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
        className="flex min-h-12 w-full items-center justify-between gap-3 px-2 py-3 text-left font-semibold text-ink"
      >
        {category.name}
        <Icon
          name="chevron-down"
          className={`size-5 shrink-0 text-brand-700 transition-transform ${expanded ? 'rotate-180' : ''}`}
        />
      </button>
      <ul id={listId} hidden={!expanded} className="space-y-0.5 pb-3 pl-3">
        <li>
          <Link to={link(category.urlPath)} className="block rounded-lg px-2 py-2 font-bold text-brand-700">
            {t('View all')}
          </Link>
        </li>
        {category.children.map((child) => (
          <li key={child.id}>
            <Link to={link(child.urlPath)} className="block rounded-lg px-2 py-2 text-ink hover:bg-surface">
              {child.name}
            </Link>
            {child.children.length > 0 && (
              <ul className="border-l border-line pl-3">
                {child.children.map((grandchild) => (
                  <li key={grandchild.id}>
                    <Link
                      to={link(grandchild.urlPath)}
                      className="block rounded-lg px-2 py-1.5 text-sm text-ink-muted hover:bg-surface"
                    >
                      {grandchild.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}
