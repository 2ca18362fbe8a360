import { Link } from 'react-router';
import { useTranslation } from '../../i18n/translation.tsx';
import { CustomerGroups } from './CustomerGroups.tsx';
import { DutySwitch } from './DutySwitch.tsx';
import { useStaffPath } from './staff-language.ts';
import { useRoleName, useStaffMember } from './StaffShell.tsx';

/** The staff home: who is logged in, the pharmacist's duty switch and the tools that exist so far. */
export function StaffHome() {
  const { t } = useTranslation();
  const member = useStaffMember();
  const roleName = useRoleName();
  const staffPath = useStaffPath();
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink">{t('Staff')}</h1>
      <section className="rounded-2xl border border-line bg-white p-5">
        <h2 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{t('Logged in')}</h2>
        <p className="mt-2 text-lg font-semibold text-ink">{member.name}</p>
        <p className="text-sm text-ink-muted">
          {roleName(member.role)} · {member.email}
        </p>
        {member.role === 'pharmacist' && (
          <div className="mt-4 border-t border-line pt-4">
            <DutySwitch />
          </div>
        )}
      </section>
      <nav aria-label={t('Staff tools')}>
        <ul className="flex flex-col gap-3">
          {member.role === 'pharmacist' && (
            <li>
              <Link
                to={staffPath('/staff/offers')}
                className="flex flex-col gap-1 rounded-2xl border border-line bg-white p-5 hover:border-brand-700"
              >
                <span className="text-lg font-semibold text-brand-800">{t('Prescription offers')}</span>
                <span className="text-sm text-ink-muted">
                  {t('Customers waiting for a prescription offer: choose the products and send it.')}
                </span>
              </Link>
            </li>
          )}
          {(member.role === 'pharmacist' || member.role === 'warehouse') && (
            <li>
              <Link
                to={staffPath('/staff/fulfilment')}
                className="flex flex-col gap-1 rounded-2xl border border-line bg-white p-5 hover:border-brand-700"
              >
                <span className="text-lg font-semibold text-brand-800">{t('Fulfilment')}</span>
                <span className="text-sm text-ink-muted">
                  {t('Paid orders, oldest first: pick, pack and hand them over.')}
                </span>
              </Link>
            </li>
          )}
          <li>
            <Link
              to={staffPath('/staff/chats')}
              className="flex flex-col gap-1 rounded-2xl border border-line bg-white p-5 hover:border-brand-700"
            >
              <span className="text-lg font-semibold text-brand-800">{t('Chats')}</span>
              <span className="text-sm text-ink-muted">
                {t('The pharmacist answers customers’ questions in the chat, beside their cart.')}
              </span>
            </Link>
          </li>
          <li>
            <Link
              to={staffPath('/staff/orders')}
              className="flex flex-col gap-1 rounded-2xl border border-line bg-white p-5 hover:border-brand-700"
            >
              <span className="text-lg font-semibold text-brand-800">{t('Orders to check')}</span>
              <span className="text-sm text-ink-muted">
                {t('Prescription orders and manual checks: approve, or cancel with a reason.')}
              </span>
            </Link>
          </li>
          <li>
            <Link
              to={staffPath('/staff/reviews')}
              className="flex flex-col gap-1 rounded-2xl border border-line bg-white p-5 hover:border-brand-700"
            >
              <span className="text-lg font-semibold text-brand-800">{t('Reviews to moderate')}</span>
              <span className="text-sm text-ink-muted">
                {t('Customers’ product reviews: approve to show them, or reject.')}
              </span>
            </Link>
          </li>
          <li>
            <Link
              to={staffPath('/staff/hours')}
              className="flex flex-col gap-1 rounded-2xl border border-line bg-white p-5 hover:border-brand-700"
            >
              <span className="text-lg font-semibold text-brand-800">{t('Opening hours')}</span>
              <span className="text-sm text-ink-muted">
                {t('Days, hours, holidays and the warnings before closing.')}
              </span>
            </Link>
          </li>
        </ul>
      </nav>
      {member.role === 'admin' && <CustomerGroups />}
    </div>
  );
}
