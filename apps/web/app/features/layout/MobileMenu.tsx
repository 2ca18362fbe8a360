import type { MenuCategory } from '@apteek/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { StoreLink } from '../../shell/index.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { MenuBanners } from './MenuBanners.tsx';
import { NavItemLinks, SubcategoryItems } from './MenuLinks.tsx';

const SHEET_LINKS = {
  child: 'block rounded-lg px-2 py-2 text-ink hover:bg-surface',
  grandchildren: 'border-l border-line pl-3',
  grandchild: 'block rounded-lg px-2 py-1.5 text-sm text-ink-muted hover:bg-surface',
};

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
  return (
    <Modal open={open} onClose={onClose} title={t('Menu')} variant="sheet">
      <nav aria-label={t('Product categories')}>
        <ul className="-mx-2 divide-y divide-line">
          {menu.map((category) => (
            <MenuBranch key={category.id} category={category} />
          ))}
        </ul>
      </nav>
      <MenuBanners className="mt-4 space-y-3" />
      <ul className="mt-4 space-y-1 border-t border-line pt-4">
        <NavItemLinks className="flex items-center gap-3 rounded-lg px-2 py-3 font-semibold text-ink hover:bg-surface" />
      </ul>
      <div className="mt-4 rounded-xl bg-brand-800 p-3">
        <LanguageSwitcher />
      </div>
    </Modal>
  );
}

function MenuBranch({ category }: { category: MenuCategory }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
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
          <StoreLink path={category.urlPath} className="block rounded-lg px-2 py-2 font-bold text-brand-700">
            {t('View all')}
          </StoreLink>
        </li>
        <SubcategoryItems category={category} styles={SHEET_LINKS} />
      </ul>
    </li>
  );
}
