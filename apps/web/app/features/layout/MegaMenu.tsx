import type { MenuCategory } from '@apteek/domain';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { useLocation } from 'react-router';
import { Icon } from '../../ui/Icon.tsx';
import { StoreLink, MountWhen, onDemand } from '../../shell/index.ts';
import { useHoverIntent } from './use-hover-intent.ts';

const PANEL_ID = 'mega-menu';

const MegaMenuPanel = onDemand(() => import('./MegaMenuPanel.tsx').then((module) => module.MegaMenuPanel));

/**
 * The desktop category menu: a disclosure button opening a panel with the
 * categories, 'View all' first. The panel's code loads when the pointer or focus reaches the button.
 */
export function MegaMenu({ menu }: { menu: MenuCategory[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [railFocusRequest, setRailFocusRequest] = useState(0);
  const trigger = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const intent = useHoverIntent(
    () => setOpen(true),
    () => setOpen(false),
  );

  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpen(false);
  }

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };
  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpen(true);
    setRailFocusRequest((request) => request + 1);
  };

  return (
    // The keys and pointer events of the menu's own buttons and links bubble up to this wrapper,
    // which is not a control of its own.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="static"
      onKeyDown={onKeyDown}
      onPointerEnter={(event) => {
        MegaMenuPanel.preload();
        intent.onPointerEnter(event);
      }}
      onPointerLeave={intent.onPointerLeave}
      onFocus={MegaMenuPanel.preload}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => {
          intent.cancel();
          setOpen((value) => !value);
        }}
        onKeyDown={onTriggerKeyDown}
        className="-ml-3 flex items-center gap-2 rounded-lg px-3 py-3 text-sm font-bold text-brand-900 hover:bg-brand-50 aria-expanded:bg-brand-50"
      >
        <Icon name="menu" className="size-5 text-brand-700" />
        {t('Products')}
        <Icon name="chevron-down" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={PANEL_ID}
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 border-y border-line bg-white shadow-[0_24px_40px_-24px_rgb(6_64_46/0.35)]"
      >
        <MountWhen when={open} fallback={<TopCategoryLinks menu={menu} />}>
          <MegaMenuPanel menu={menu} railFocusRequest={railFocusRequest} />
        </MountWhen>
      </div>
    </div>
  );
}

/**
 * Until the panel's code has loaded, the panel holds plain links to the top categories, so every
 * page links to every category for crawlers and for a shopper quicker than the download.
 */
function TopCategoryLinks({ menu }: { menu: MenuCategory[] }) {
  return (
    <ul className="page-container grid grid-cols-4 gap-x-8 gap-y-3 py-6">
      {menu.map((category) => (
        <li key={category.id}>
          <StoreLink
            path={category.urlPath}
            className="font-semibold text-ink hover:text-brand-700 hover:underline"
          >
            {category.name}
          </StoreLink>
        </li>
      ))}
    </ul>
  );
}
