import type { MenuCategory } from '@apteek/domain';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { StoreLink } from '../../shell/index.ts';
import { focusSibling } from './focus-sibling.ts';
import { MenuBanners } from './MenuBanners.tsx';
import { SubcategoryItems } from './MenuLinks.tsx';
import { useHoverIntent } from './use-hover-intent.ts';

const SECTION_ID = 'mega-menu-section';

const PANEL_LINKS = {
  child: 'font-semibold text-ink hover:text-brand-700 hover:underline',
  grandchildren: 'mt-1.5 space-y-1',
  grandchild: 'text-sm text-ink-muted hover:text-brand-700 hover:underline',
};

/**
 * The mega menu's contents, loaded when the menu is first wanted: the top categories on the left
 * and the chosen one's subcategories on the right. Each new `railFocusRequest` focuses the first
 * top category (ArrowDown on the menu button).
 */
export function MegaMenuPanel({
  menu,
  railFocusRequest,
}: {
  menu: MenuCategory[];
  railFocusRequest: number;
}) {
  const [activeId, setActiveId] = useState<number | null>(menu[0]?.id ?? null);
  const grid = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (railFocusRequest > 0) grid.current?.querySelector<HTMLElement>('[data-rail]')?.focus();
  }, [railFocusRequest]);
  const active = menu.find((category) => category.id === activeId) ?? menu[0];
  return (
    <div ref={grid} className="page-container grid grid-cols-[17rem_1fr_auto] gap-8 py-6">
      <CategoryRail
        menu={menu}
        activeId={active?.id ?? null}
        onActivate={setActiveId}
        onEnterSection={() => grid.current?.querySelector<HTMLElement>(`#${SECTION_ID} a`)?.focus()}
      />
      {active ? <CategorySection category={active} /> : <div />}
      <MenuBanners className="w-64 space-y-4" />
    </div>
  );
}

interface RailProps {
  menu: MenuCategory[];
  activeId: number | null;
  onActivate: (id: number) => void;
  onEnterSection: () => void;
}

function CategoryRail({ menu, activeId, onActivate, onEnterSection }: RailProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      onEnterSection();
      return;
    }
    if (focusSibling(event, '[data-rail]')) event.preventDefault();
  };
  return (
    <ul className="space-y-0.5 border-r border-line pr-4">
      {menu.map((category) => (
        <RailItem
          key={category.id}
          category={category}
          isActive={category.id === activeId}
          onActivate={onActivate}
          onKeyDown={onKeyDown}
        />
      ))}
    </ul>
  );
}

function RailItem({
  category,
  isActive,
  onActivate,
  onKeyDown,
}: {
  category: MenuCategory;
  isActive: boolean;
  onActivate: (id: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}) {
  const intent = useHoverIntent(
    () => onActivate(category.id),
    () => undefined,
  );
  return (
    <li>
      <button
        type="button"
        data-rail=""
        aria-expanded={isActive}
        aria-controls={SECTION_ID}
        onClick={() => onActivate(category.id)}
        onFocus={() => onActivate(category.id)}
        onKeyDown={onKeyDown}
        onPointerEnter={intent.onPointerEnter}
        onPointerLeave={intent.cancel}
        className="flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-left text-[0.9375rem] font-semibold text-ink hover:bg-surface aria-expanded:bg-brand-50 aria-expanded:text-brand-800"
      >
        {category.name}
        <Icon name="chevron-right" className="size-4 shrink-0 text-brand-700" />
      </button>
    </li>
  );
}

function CategorySection({ category }: { category: MenuCategory }) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      document.querySelector<HTMLElement>('[data-rail][aria-expanded="true"]')?.focus();
      return;
    }
    if (focusSibling(event, `#${SECTION_ID} a`)) event.preventDefault();
  };
  return (
    // The arrow keys move between the panel's links: their key events bubble up to the section.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section id={SECTION_ID} aria-label={category.name} onKeyDown={onKeyDown} className="min-h-72">
      <div className="flex items-baseline justify-between gap-4 border-b border-line pb-3">
        <h2 className="text-xl font-bold text-brand-900">{category.name}</h2>
        <StoreLink
          path={category.urlPath}
          className="inline-flex items-center gap-1 text-sm font-bold text-brand-700 hover:underline"
        >
          {t('View all')}
          <Icon name="chevron-right" className="size-4" />
        </StoreLink>
      </div>
      <ul className="mt-4 grid grid-cols-3 gap-x-8 gap-y-5">
        <SubcategoryItems category={category} styles={PANEL_LINKS} />
      </ul>
    </section>
  );
}
