import { OrderViewSchema, type OrderView } from '@apteek/domain';
import { callApi } from '../../api/client.ts';
import { useTranslation, type TFunction } from '../../i18n/translation.tsx';
import { formatMoney } from '../../i18n/format-money.ts';
import { formatDate } from '../../i18n/formatters.ts';
import { StoreLink, useStoreView } from '../../shell/index.ts';
import { Button } from '../../ui/Button.tsx';
import { FormMessage } from '../../ui/form/index.ts';
import { openAuthModal, sessionStore, useSession, useSessionKnown } from '../account/index.ts';
import { BuyAgain } from './BuyAgain.tsx';
import { useState } from 'react';
import { OrderCancel } from './OrderCancel.tsx';
import { OrderDocuments } from './OrderDocuments.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { OrderReturnsSection } from './OrderReturns.tsx';
import { useLoadedOrder } from './use-loaded-order.ts';

type Loaded =
  { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'ready'; order: OrderView };

const FAILED = 'Technical problem occurred. Please try again later.';

/**
 * The customer's order: its lines with the prescriptions and the fund's share, where it goes, how
 * it was paid, its timeline with the carrier's tracking link, the receipt, and "Buy again". Read as
 * the logged-in customer, or with the order's code from its mails.
 */
export function OrderPage({ orderId, orderCode }: { orderId: string; orderCode: string | null }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const known = useSessionKnown();
  const { i18n } = useStoreView();
  const loggedIn = session !== null;
  const loaded = useLoadedOrder<Loaded>(
    { kind: 'loading' },
    async () => {
      const path = `/api/order/${encodeURIComponent(orderId)}`;
      const answer = orderCode
        ? await callApi(`${path}?orderCode=${encodeURIComponent(orderCode)}`, { locale: i18n.locale }).catch(
            (error: unknown) => ({ code: (error as { status?: number }).status ?? 0, result: null }),
          )
        : await sessionStore().then((store) => store?.get(path));
      if (!answer || answer.code === 404) return { kind: 'missing' };
      const order = answer.code === 200 ? OrderViewSchema.safeParse(answer.result) : null;
      return order?.success ? { kind: 'ready', order: order.data } : { kind: 'failed' };
    },
    `${orderId}:${orderCode ?? ''}:${String(loggedIn)}`,
    orderCode !== null || loggedIn,
  );

  if (!orderCode && known && !loggedIn) {
    return (
      <div className="page-container py-8">
        <h1 className="text-2xl font-bold text-brand-900">{t('Order')}</h1>
        <div className="mt-6 flex flex-col items-start gap-4 rounded-xl border border-line bg-surface p-6">
          <p className="font-semibold text-ink">{t('You need to be logged in to see this page')}</p>
          <Button onClick={() => openAuthModal('login')}>{t('Log in')}</Button>
          <StoreLink path="/order-lookup" className="font-semibold text-brand-700 underline">
            {t('Ordered without an account? Find your order')}
          </StoreLink>
        </div>
      </div>
    );
  }

  switch (loaded.kind) {
    case 'loading':
      return <p className="page-container py-8 text-ink-muted">{t('Loading…')}</p>;
    case 'missing':
      return (
        <div className="page-container py-8">
          <h1 className="text-2xl font-bold text-brand-900">{t('Order')}</h1>
          <p className="mt-4 text-ink">{t('Order not found')}</p>
        </div>
      );
    case 'failed':
      return (
        <div className="page-container py-8">
          <FormMessage tone="error">{t(FAILED)}</FormMessage>
        </div>
      );
    case 'ready':
      return <OrderDetails key={loaded.order.orderId} order={loaded.order} />;
    default:
      return loaded satisfies never;
  }
}

export function OrderDetails({ order: loaded }: { order: OrderView }) {
  const { t } = useTranslation();
  // A cancel reads the order again, so the timeline and the refund show what it did.
  const [order, setOrder] = useState(loaded);
  const { i18n } = useStoreView();
  // A guest who found the order by its code has no history to go back to.
  const { session } = useSession();
  const money = (cents: OrderView['totals']['grandTotal']) => formatMoney(cents, i18n);
  return (
    <div className="page-container py-8">
      {session && (
        <StoreLink
          path="/my-account?page=order-history"
          className="text-sm font-semibold text-brand-700 underline"
        >
          {t('Order history')}
        </StoreLink>
      )}
      <h1 className="mt-2 text-2xl font-bold text-brand-900">
        {t('Order {number}', { number: order.orderNumber })}
      </h1>
      <p className="text-ink-muted">{t('Placed {date}', { date: formatDate(order.createdAt, i18n) })}</p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-8">
          <OrderTimeline order={order} />
          <OrderCancel order={order} onChanged={setOrder} />
          <section aria-labelledby="order-lines">
            <h2 id="order-lines" className="text-lg font-bold text-brand-900">
              {t('Products')}
            </h2>
            <ul className="mt-3 divide-y divide-line rounded-xl border border-line bg-white">
              {order.lines.map((line, index) => (
                <li key={`${line.sku}-${index}`} className="flex flex-wrap justify-between gap-2 p-4">
                  <div>
                    <p className="font-semibold text-ink">
                      {line.name} × {line.qty}
                    </p>
                    {line.prescriptionNumber && (
                      <p className="text-sm text-ink-muted">
                        {t('Prescription {number}', { number: line.prescriptionNumber })}
                      </p>
                    )}
                    {line.fundAmount > 0 && (
                      <p className="text-sm text-ink-muted">
                        {t("Health Insurance Fund's share {amount}", { amount: money(line.fundAmount) })}
                      </p>
                    )}
                  </div>
                  <p className="font-semibold text-ink">{money(line.rowTotalInclTax)}</p>
                </li>
              ))}
            </ul>
            <BuyAgain lines={order.lines} />
          </section>
          <OrderReturnsSection order={order} />
        </div>
        <aside className="flex flex-col gap-6">
          <DeliveryBox order={order} />
          <section aria-labelledby="order-payment" className="rounded-xl border border-line bg-white p-4">
            <h2 id="order-payment" className="font-bold text-brand-900">
              {t('Payment')}
            </h2>
            <p className="mt-1 text-ink">
              {t(PAYMENT_METHODS[order.payment.method] ?? order.payment.method)}
            </p>
            <BillingAddress order={order} />
            <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              <dt>{t('Subtotal')}</dt>
              <dd className="text-right">{money(order.totals.subtotalInclTax)}</dd>
              {order.totals.discount > 0 && (
                <>
                  <dt>{t('Discount')}</dt>
                  <dd className="text-right">−{money(order.totals.discount)}</dd>
                </>
              )}
              <dt>{t('Shipping')}</dt>
              <dd className="text-right">{money(order.totals.shippingInclTax)}</dd>
              {order.totals.fundTotal > 0 && (
                <>
                  <dt>{t('Paid by the Health Insurance Fund')}</dt>
                  <dd className="text-right">−{money(order.totals.fundTotal)}</dd>
                </>
              )}
              <dt className="font-bold">{t('Total')}</dt>
              <dd className="text-right font-bold">{money(order.totals.grandTotal)}</dd>
              {order.totals.refunded > 0 && (
                <>
                  <dt>{t('Refunded')}</dt>
                  <dd className="text-right">{money(order.totals.refunded)}</dd>
                </>
              )}
            </dl>
            <OrderDocuments order={order} />
          </section>
        </aside>
      </div>
    </div>
  );
}

const PAYMENT_METHODS: Partial<Record<string, string>> = {
  maksekeskus: 'Bank link or card',
  paytrail: 'Bank link or card',
  cashondelivery: 'Cash on delivery',
};

const countryName = (t: TFunction, code: string) =>
  code === 'FI' ? t('Finland') : code === 'EE' ? t('Estonia') : code;

/** The billing name and address the checkout gave, which the receipt and the invoice are made out to. */
function BillingAddress({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const billing = order.payment.billingAddress;
  if (!billing) return null;
  return (
    <p className="mt-2 text-sm text-ink">
      {t('Billing address')}: {billing.name}
      <br />
      {billing.streetAddress}, {billing.zipCode} {billing.city}, {countryName(t, billing.country)}
      {billing.phoneNumber && (
        <>
          <br />
          {billing.phoneNumber}
        </>
      )}
    </p>
  );
}

function DeliveryBox({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const { delivery } = order;
  return (
    <section aria-labelledby="order-delivery" className="rounded-xl border border-line bg-white p-4">
      <h2 id="order-delivery" className="font-bold text-brand-900">
        {t('Delivery')}
      </h2>
      {delivery.type === 'Pickup' && <p className="mt-1 text-ink">{t('Pickup at the pharmacy')}</p>}
      {delivery.parcelMachine && (
        <p className="mt-1 text-ink">
          {t('Parcel machine')}: {delivery.parcelMachine.name}
          <br />
          {delivery.parcelMachine.address}, {delivery.parcelMachine.zipCode} {delivery.parcelMachine.city}
        </p>
      )}
      {delivery.address && (
        <p className="mt-1 text-ink">
          {t('Courier')}: {delivery.address.name}
          <br />
          {delivery.address.streetAddress}, {delivery.address.zipCode} {delivery.address.city},{' '}
          {countryName(t, delivery.address.country)}
        </p>
      )}
      <p className="mt-2 text-ink">
        {t('Recipient')}: {delivery.recipient.name}, {delivery.recipient.phoneNumber}
      </p>
      {delivery.pickupCode && (
        <p className="mt-2 text-ink">
          {t('Pickup code')}: <strong>{delivery.pickupCode}</strong>
        </p>
      )}
    </section>
  );
}
