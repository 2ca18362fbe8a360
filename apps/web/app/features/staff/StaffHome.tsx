import { CATALOGUE_STAFF_ROLES } from '@apteek/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/translation.tsx';
import { CustomerGroups } from './CustomerGroups.tsx';
import { DutySwitch } from './DutySwitch.tsx';
import { useStaffPath } from './staff-language.ts';
import { useRoleName, useStaffMember } from './StaffShell.tsx';

const PHARMACY = ['pharmacist', 'admin'];

/** The staff tools and the roles whose work they are (the server refuses the others). */
const TOOLS: { path: string; title: string; text: string; roles: readonly string[] }[] = [
  {
    path: '/staff/offers',
    title: 'Prescription offers',
    text: 'Customers waiting for a prescription offer: choose the products and send it.',
    roles: ['pharmacist'],
  },
  {
    path: '/staff/fulfilment',
    title: 'Fulfilment',
    text: 'Paid orders, oldest first: pick, pack and hand them over.',
    roles: ['pharmacist', 'warehouse'],
  },
  {
    path: '/staff/chats',
    title: 'Chats',
    text: 'The pharmacist answers customers’ questions in the chat, beside their cart.',
    roles: PHARMACY,
  },
  {
    path: '/staff/orders',
    title: 'Orders to check',
    text: 'Prescription orders and manual checks: approve, or cancel with a reason.',
    roles: PHARMACY,
  },
  {
    path: '/staff/reviews',
    title: 'Reviews to moderate',
    text: 'Customers’ product reviews: approve to show them, or reject.',
    roles: PHARMACY,
  },
  {
    path: '/staff/hours',
    title: 'Opening hours',
    text: 'Days, hours, holidays and the warnings before closing.',
    roles: PHARMACY,
  },
  {
    path: '/staff/catalogue',
    title: 'Catalogue',
    text: 'Upload product, stock and price feeds and read their errors; the integrations’ keys.',
    roles: CATALOGUE_STAFF_ROLES,
  },
];

/** The staff home: who is logged in, the pharmacist's duty switch and the tools of their role. */
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
          {TOOLS.filter((tool) => tool.roles.includes(member.role)).map((tool) => (
            <li key={tool.path}>
              <Link
                to={staffPath(tool.path)}
                className="flex flex-col gap-1 rounded-2xl border border-line bg-white p-5 hover:border-brand-700"
              >
                <span className="text-lg font-semibold text-brand-800">{t(tool.title)}</span>
                <span className="text-sm text-ink-muted">{t(tool.text)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {member.role === 'admin' && <CustomerGroups />}
    </div>
  );
}
