import { storePath } from '@apteek/domain';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { useStoreView } from '../../shell/index.ts';
import { AddressBook } from './AddressBook.tsx';
import { DeleteAccount } from './DeleteAccount.tsx';
import type { CustomerProfile } from './customer-profile.ts';
import { LOGIN_METHOD_LABELS } from './LoginMethods.tsx';
import { MyData } from './MyData.tsx';
import { OrderHistory } from './OrderHistory.tsx';
import { PasswordChangeForm } from './PasswordChangeForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { NewsletterSwitch } from './NewsletterSwitch.tsx';
import { openAuthModal, useSession, useSessionKnown } from './session-client.ts';

export type AccountTab = 'my-profile' | 'order-history' | 'my-reviews' | 'loyalty-card' | 'my-data';

/**
 * /my-account?page=my-profile|order-history|my-reviews|loyalty-card|my-data; logged out, the login modal opens.
 * `reviews`: the customer's reviews, which the reviews feature lists (it uses this one's session);
 * `loyaltyCard`: the loyalty card, which the loyalty feature shows.
 */
export function AccountPage({
  tab,
  reviews,
  loyaltyCard,
}: {
  tab: AccountTab;
  reviews?: ReactNode;
  loyaltyCard?: ReactNode;
}) {
  const { t } = useTranslation();
  const { session, store } = useSession();
  const known = useSessionKnown();
  const loggedOut = known && session === null;
  useEffect(() => {
    if (loggedOut) openAuthModal('login');
  }, [loggedOut]);

  return (
    <div className="page-container py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-brand-900">{t('My account')}</h1>
        {session && (
          <Button tone="secondary" onClick={() => void store?.logout()}>
            {t('Log out')}
          </Button>
        )}
      </div>
      {loggedOut && (
        <div className="mt-6 flex flex-col items-start gap-4 rounded-xl border border-line bg-surface p-6">
          <p className="font-semibold text-ink">{t('You need to be logged in to see this page')}</p>
          <Button onClick={() => openAuthModal('login')}>{t('Log in')}</Button>
        </div>
      )}
      {session?.user && (
        <>
          <AccountTabs tab={tab} />
          <div className="mt-6">
            {tab === 'my-profile' ? (
              <div className="grid gap-8 lg:grid-cols-2">
                <div className="flex flex-col gap-6">
                  <IdentityNote user={session.user} />
                  <ProfileForm user={session.user} />
                  <NewsletterSwitch email={session.user.email} />
                </div>
                <div className="flex flex-col gap-8">
                  <AddressBook user={session.user} />
                  {session.user.hasPassword !== false && <PasswordChangeForm />}
                </div>
              </div>
            ) : tab === 'order-history' ? (
              <OrderHistory />
            ) : tab === 'my-reviews' ? (
              reviews
            ) : tab === 'loyalty-card' ? (
              loyaltyCard
            ) : (
              <div className="flex flex-col gap-8">
                <MyData />
                <DeleteAccount user={session.user} />
              </div>
            )}
          </div>
        </>
      )}
    </div>
  );
}

function AccountTabs({ tab }: { tab: AccountTab }) {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  const tabs: { id: AccountTab; label: string }[] = [
    { id: 'my-profile', label: t('My profile') },
    { id: 'order-history', label: t('Order history') },
    { id: 'my-reviews', label: t('My reviews') },
    { id: 'loyalty-card', label: t('Loyalty card') },
    { id: 'my-data', label: t('My data') },
  ];
  return (
    <nav aria-label={t('My account')} className="mt-6 border-b border-line">
      <ul className="flex flex-wrap gap-x-2">
        {tabs.map(({ id, label }) => (
          <li key={id}>
            <Link
              to={`${storePath(storeCode, '/my-account')}?page=${id}`}
              aria-current={id === tab ? 'page' : undefined}
              className="-mb-px block border-b-2 border-transparent px-4 py-3 font-semibold whitespace-nowrap text-ink-muted hover:text-brand-800 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-900"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** After a strong login, the personal code (masked by the server) and how the customer was identified. */
function IdentityNote({ user }: { user: CustomerProfile }) {
  const { t } = useTranslation();
  if (!user.personalCode) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl border border-line bg-surface p-4 text-sm">
      <dt className="font-semibold text-ink-muted">{t('Personal code')}</dt>
      <dd className="font-mono text-ink" data-testid="personal-code">
        {user.personalCode}
      </dd>
      {user.identityMethod && (
        <>
          <dt className="font-semibold text-ink-muted">{t('Identified with')}</dt>
          <dd className="text-ink">{t(LOGIN_METHOD_LABELS[user.identityMethod])}</dd>
        </>
      )}
    </dl>
  );
}
