import { useEffect, useRef } from 'react';
import type { TFunction } from '../../i18n/translation.tsx';
import { useTranslation } from '../../i18n/translation.tsx';
import { Icon } from '../../ui/Icon.tsx';
import type { CheckoutOrder } from './checkout-store.ts';
import { StoreLink } from '../../shell/index.ts';

function nextSteps(t: TFunction, order: CheckoutOrder): string[] {
  const delivery: Record<string, string> = {
    Courier: t('A courier brings the parcel to your address and calls you before arriving.'),
    ParcelMachine: t('You get a text message with the door code when the parcel is in the machine.'),
    Pickup: t('We let you know when your order is ready for pickup at the pharmacy.'),
  };
  return [
    t('We sent the order confirmation to {email}.', { email: order.emailAddress }),
    t('Our pharmacist checks the order and we pack it.'),
    ...(order.shippingType ? [delivery[order.shippingType] ?? ''] : []),
    ...(order.shippingType && order.recipient
      ? [t('The parcel is for {name}, whom we contact about the delivery.', { name: order.recipient })]
      : []),
    ...(order.paymentMethod === 'cashondelivery' ? [t('You pay when you receive the order.')] : []),
  ].filter(Boolean);
}

/** Finalize: the thank-you page with the order number and what happens next. */
export function ThankYou({ order }: { order: CheckoutOrder | null }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The page replaces the checkout where the shopper clicked, far down: it starts from the top, and
  // a screen reader starts at its heading.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center py-10 text-center md:py-16">
      <span className="grid size-20 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Icon name="check" className="size-10" />
      </span>
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-6 text-3xl font-bold tracking-tight text-brand-900 focus:outline-none md:text-4xl"
      >
        {t('Thank you for your order!')}
      </h1>
      {order && (
        <>
          <p className="mt-3 text-lg text-ink">
            {t('Order number')}: <strong data-testid="order-number">{order.orderNumber}</strong>
          </p>
          {order.manualCheck && (
            <p className="mt-4 rounded-lg bg-warning-soft px-4 py-3 text-sm text-warning">
              {t('We received the payment. A pharmacist checks the order by hand before we send it.')}
            </p>
          )}
          <div className="mt-8 w-full rounded-2xl border border-line bg-white p-5 text-left sm:p-6">
            <h2 className="text-base font-bold text-brand-900">{t('What happens next')}</h2>
            <ol className="mt-3 flex flex-col gap-3">
              {nextSteps(t, order).map((step, index) => (
                <li key={step} className="flex items-start gap-3 text-sm text-ink">
                  <span
                    aria-hidden="true"
                    className="grid size-6 shrink-0 place-items-center rounded-full bg-brand-700 text-xs font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  {step}
                </li>
              ))}
            </ol>
          </div>
        </>
      )}
      <StoreLink
        path="/"
        className="mt-8 inline-flex min-h-12 items-center justify-center rounded-full bg-brand-700 px-6 text-base font-semibold text-white hover:bg-brand-800"
      >
        {t('Continue shopping')}
      </StoreLink>
    </div>
  );
}
