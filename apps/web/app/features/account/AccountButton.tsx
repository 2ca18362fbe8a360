import { storePath } from '@apteek/domain';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/translation.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { useStoreView } from '../../shell/index.ts';
import { openAuthModal, useSession } from './session-client.ts';
import type { CustomerProfile } from './customer-profile.ts';

const HEADER = 'header-action';
const BAR = 'bar-action';

/**
 * The header's account icon: logged out it opens the login modal; logged in a
 * dropdown with initials, full name, 'My profile', 'Order history' and 'Log out'. `bar` is the
 * bottom navigation's Profile item on phones, which leads to the profile page instead.
 */
export function AccountButton({ variant = 'header' }: { variant?: 'header' | 'bar' }) {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  const { session } = useSession();
  const label = variant === 'bar' ? t('Profile') : t('My account');
  const body = (
    <>
      <Icon name="user" />
      <span className={variant === 'header' ? 'max-lg:sr-only' : ''}>{label}</span>
    </>
  );
  if (!session) {
    return (
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => openAuthModal('login')}
        className={variant === 'bar' ? BAR : HEADER}
      >
        {body}
      </button>
    );
  }
  if (variant === 'bar') {
    return (
      <Link to={`${storePath(storeCode, '/my-account')}?page=my-profile`} className={BAR}>
        {body}
      </Link>
    );
  }
  return <AccountMenu user={session.user}>{body}</AccountMenu>;
}

function AccountMenu({ user, children }: { user: CustomerProfile | null; children: ReactNode }) {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  const { store } = useSession();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  const account = (page: string) => `${storePath(storeCode, '/my-account')}?page=${page}`;
  const item = 'block w-full rounded-lg px-3 py-2 text-left text-sm font-semibold text-ink hover:bg-surface';
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        className={HEADER}
      >
        {children}
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-40 mt-2 w-64 rounded-xl border border-line bg-white p-2 shadow-xl"
      >
        {user && (
          <div className="flex items-center gap-3 border-b border-line px-3 pt-1 pb-3">
            <span
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white"
            >
              {initialsOf(user)}
            </span>
            <span className="min-w-0 truncate font-semibold text-brand-900">
              {`${user.firstname} ${user.lastname}`}
            </span>
          </div>
        )}
        <ul className="pt-2">
          <li>
            <Link to={account('my-profile')} className={item} onClick={() => setOpen(false)}>
              {t('My profile')}
            </Link>
          </li>
          <li>
            <Link to={account('order-history')} className={item} onClick={() => setOpen(false)}>
              {t('Order history')}
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={item}
              onClick={() => {
                setOpen(false);
                void store?.logout();
              }}
            >
              {t('Log out')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}

function initialsOf(user: CustomerProfile): string {
  return `${[...user.firstname][0] ?? ''}${[...user.lastname][0] ?? ''}`.toUpperCase();
}
