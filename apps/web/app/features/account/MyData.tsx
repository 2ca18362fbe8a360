import { cents, DataExportSchema, type DataExport } from '@apteek/domain';
import type { ReactNode } from 'react';
import { useTranslation, type TFunction } from '../../i18n/translation.tsx';
import { formatMoney } from '../../i18n/format-money.ts';
import { formatDate, formatDateTime } from '../../i18n/formatters.ts';
import { useStoreView } from '../../shell/index.ts';
import { Button } from '../../ui/Button.tsx';
import { FormMessage } from '../../ui/form/index.ts';
import { downloadExport, withBrowserClaims } from './data-export-file.ts';
import { LOGIN_METHOD_LABELS, type LoginMethod } from './LoginMethods.tsx';
import { sessionStore } from './session-client.ts';
import { useLoaded } from './use-loaded.ts';

const DATA_PATH = '/api/user/me/data';

/** The claims the shop knows by name; any other shows its code. */
const CLAIM_LABELS: Record<string, string> = {
  termsAccepted: 'Terms and conditions',
  newsletter: 'Newsletter subscription',
  cookiesAccepted: 'Cookie settings',
};

const NEWSLETTER_STATES: Record<string, string> = {
  pending: 'Waiting for confirmation',
  subscribed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
};

const CATEGORY_LABELS: Record<string, string> = {
  necessary: 'Necessary',
  analytics: 'Analytics',
  marketing: 'Marketing',
};

/** A claim's value in words: yes or no, or the cookie categories chosen. */
function claimValue(t: TFunction, value: unknown): string {
  if (typeof value === 'boolean') return value ? t('Yes') : t('No');
  const categories = (value as { categories?: Record<string, boolean> } | null)?.categories;
  if (categories)
    return Object.entries(categories)
      .filter(([, chosen]) => chosen)
      .map(([category]) => (category in CATEGORY_LABELS ? t(CATEGORY_LABELS[category]!) : category))
      .join(', ');
  return JSON.stringify(value);
}

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; data: DataExport };

/** "My data": everything the shop holds tied to the account, to read here or download as a JSON file. */
export function MyData() {
  const { t } = useTranslation();
  const loaded = useLoaded<Loaded>({ kind: 'loading' }, async () => {
    const answer = await sessionStore().then((store) => store?.get(DATA_PATH));
    const parsed = answer?.code === 200 ? DataExportSchema.safeParse(answer.result) : null;
    return parsed?.success ? { kind: 'ready', data: withBrowserClaims(parsed.data) } : { kind: 'failed' };
  });

  return (
    <section aria-labelledby="my-data-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 id="my-data-heading" className="text-lg font-bold text-brand-900">
            {t('My data')}
          </h2>
          <p className="mt-1 max-w-prose text-sm text-ink-muted">
            {t('Everything we hold tied to your account. Read it here or download it as a file.')}
          </p>
        </div>
        <Button
          disabled={loaded.kind !== 'ready'}
          onClick={() => loaded.kind === 'ready' && downloadExport(loaded.data)}
        >
          {t('Download my data')}
        </Button>
      </div>
      {loaded.kind === 'loading' && <p className="text-ink-muted">{t('Loading…')}</p>}
      {loaded.kind === 'failed' && (
        <FormMessage tone="error">{t('Technical problem occurred. Please try again later.')}</FormMessage>
      )}
      {loaded.kind === 'ready' && <DataSections data={loaded.data} />}
    </section>
  );
}

function Part({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="rounded-xl border border-line p-4">
      <h3 className="font-bold text-brand-900">{title}</h3>
      <div className="mt-2 text-sm text-ink">
        {empty ? <p className="text-ink-muted">{t('None')}</p> : children}
      </div>
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-ink-muted">{label}</dt>
          <dd className="break-words">{value ?? '–'}</dd>
        </div>
      ))}
    </dl>
  );
}

function DataSections({ data }: { data: DataExport }) {
  const { t } = useTranslation();
  const { i18n } = useStoreView();
  const day = (at: string | null) => (at ? formatDate(at, i18n) : '–');
  const { profile } = data;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Part title={t('Profile')} empty={false}>
        <Facts
          rows={[
            [t('Name'), `${profile.firstname} ${profile.lastname}`],
            [t('E-mail'), profile.email],
            [t('Phone'), profile.phoneNumber],
            [t('Personal code'), profile.personalCode],
            [t('Account created'), day(profile.createdAt)],
          ]}
        />
      </Part>
      <Part title={t('Consents and choices')} empty={data.claims.length === 0}>
        <Facts
          rows={data.claims.map((claim) => [
            claim.code in CLAIM_LABELS ? t(CLAIM_LABELS[claim.code]!) : claim.code,
            `${claimValue(t, claim.value)}${claim.createdAt ? ` (${day(claim.createdAt)})` : ''}`,
          ])}
        />
      </Part>
      <Part title={t('Addresses')} empty={data.addresses.length === 0}>
        <ul className="flex flex-col gap-1">
          {data.addresses.map((address, index) => (
            <li key={index}>
              {address.firstname} {address.lastname}, {address.street}, {address.postcode} {address.city}
            </li>
          ))}
        </ul>
      </Part>
      <Part title={t('Identity methods used')} empty={data.identityMethods.length === 0}>
        <ul className="flex flex-col gap-1">
          {data.identityMethods.map((method) => (
            <li key={method.method}>
              {method.method in LOGIN_METHOD_LABELS
                ? t(LOGIN_METHOD_LABELS[method.method as LoginMethod])
                : method.method}
              : {day(method.firstUsedAt)} – {day(method.lastUsedAt)}
            </li>
          ))}
        </ul>
      </Part>
      <Part title={t('Orders')} empty={data.orders.length === 0}>
        <ul className="flex flex-col gap-2">
          {data.orders.map((order) => (
            <li key={order.orderNumber}>
              <span className="font-semibold">{order.orderNumber}</span>, {day(order.createdAt)},{' '}
              {formatMoney(cents(order.grandTotal), i18n)}
              <span className="block text-ink-muted">
                {order.lines.map((line) => `${line.name} × ${line.qty}`).join('; ')}
              </span>
            </li>
          ))}
        </ul>
      </Part>
      <Part title={t('Prescription data reads')} empty={data.prescriptionAccessLog.length === 0}>
        <ul className="flex flex-col gap-1">
          {data.prescriptionAccessLog.map((entry, index) => (
            <li key={index}>
              {formatDateTime(entry.readAt, i18n)}: {entry.byAccount ? t('by you') : t('by another person')}
            </li>
          ))}
        </ul>
      </Part>
      <Part title={t('Reviews')} empty={data.reviews.length === 0}>
        <ul className="flex flex-col gap-1">
          {data.reviews.map((review) => (
            <li key={review.sku}>
              {review.productName}: „{review.title}” ({review.rating}/5)
            </li>
          ))}
        </ul>
      </Part>
      <Part title={t('Wishlist')} empty={data.wishlist.length === 0}>
        <p>{data.wishlist.map((item) => item.sku).join(', ')}</p>
      </Part>
      <Part title={t('Newsletter')} empty={data.newsletter === null}>
        {data.newsletter && (
          <p>
            {data.newsletter.email}:{' '}
            {data.newsletter.state in NEWSLETTER_STATES
              ? t(NEWSLETTER_STATES[data.newsletter.state]!)
              : data.newsletter.state}{' '}
            ({day(data.newsletter.createdAt)})
          </p>
        )}
      </Part>
      <Part title={t('Chats with the pharmacist')} empty={data.chats.length === 0}>
        <ul className="flex flex-col gap-1">
          {data.chats.map((chat) => (
            <li key={chat.startedAt}>
              {formatDateTime(chat.startedAt, i18n)}: {chat.messages.length}
            </li>
          ))}
        </ul>
      </Part>
    </div>
  );
}
