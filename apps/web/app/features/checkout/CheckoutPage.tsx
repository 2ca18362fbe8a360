import type { CheckoutField } from '@apteek/domain';
import { useDeferredValue, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { openAuthModal, useNewUserCheck } from '../account/index.ts';
import { Icon } from '../../ui/Icon.tsx';
import { dismissPageNotifications, useHydrated, StoreLink } from '../../shell/index.ts';
import { fieldId } from './CheckoutFields.tsx';
import { OrderReview } from './OrderReview.tsx';
import { PaymentSection } from './PaymentSection.tsx';
import { PersonalDetailsSection } from './PersonalDetailsSection.tsx';
import { ShippingSection } from './ShippingSection.tsx';
import { ThankYou } from './ThankYou.tsx';
import { useCheckout } from './use-checkout.ts';
import { useCheckoutAnalytics } from './checkout-analytics.ts';

/** Page order of the fields, so a refused submit moves focus to the first problem. */
const FIELD_ORDER: CheckoutField[] = [
  'firstName',
  'lastName',
  'emailAddress',
  'phoneNumber',
  'password',
  'shippingMethod',
  'streetAddress',
  'apartmentNumber',
  'city',
  'zipCode',
  'state',
  'parcelMachineId',
  'paymentMethod',
  'paymentMethodAdditional',
  'company',
  'taxId',
  'terms',
];

/** /checkout: personal details, shipping, payment and the order review, or the thank-you page. */
export function CheckoutPage() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const checkout = useCheckout();
  const { state, cartState, options } = checkout;
  const placed = useCheckoutAnalytics(checkout, hydrated);
  const hasShipping = !options.isLoaded || options.shippingMethods.length > 0;
  // The body waits for the browser's cart, so an unknown cart never reads as an empty one, and is
  // then built in a transition: React renders it in slices between which the browser stays free,
  // instead of one long task (TBT).
  const bodyShown = useDeferredValue(hydrated && checkout.isCartLoaded);
  const asksAccount = useNewUserCheck(bodyShown && cartState.items.length > 0 && !state.isThankYouPage);
  if (!bodyShown) return <CheckoutShell title={t('Checkout')} />;
  if (state.isThankYouPage && cartState.items.length === 0) {
    return (
      <div className="page-container">
        <ThankYou order={state.order} />
      </div>
    );
  }
  if (cartState.items.length === 0) {
    return (
      <CheckoutShell title={t('Checkout')}>
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-line bg-white px-5 py-12 text-center">
          <Icon name="cart" className="size-12 text-brand-700" />
          <p className="text-base text-ink-muted">{t('Your shopping cart is empty.')}</p>
          <StoreLink
            path="/"
            className="rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t('Continue shopping')}
          </StoreLink>
        </div>
      </CheckoutShell>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (asksAccount) return openAuthModal('complete');
    if (checkout.submit()) {
      // What was said of the cart before is not carried onto the thank-you page.
      dismissPageNotifications();
      placed(hasShipping);
      return;
    }
    const first = FIELD_ORDER.find((field) => checkout.problems[field]);
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  };
  return (
    <CheckoutShell title={t('Checkout')}>
      {state.isQueued && (
        <p
          role="status"
          className="mb-6 rounded-xl border border-warning/30 bg-warning-soft px-4 py-3 text-sm text-warning"
        >
          {t(
            'Your order is waiting in this browser and is sent as soon as the connection to our server is back.',
          )}
        </p>
      )}
      <form
        noValidate
        onSubmit={submit}
        aria-label={t('Checkout')}
        className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8"
      >
        <div className="flex flex-col gap-6">
          <PersonalDetailsSection checkout={checkout} hasShipping={hasShipping} />
          {hasShipping && <ShippingSection checkout={checkout} />}
          <PaymentSection checkout={checkout} step={hasShipping ? 3 : 2} />
        </div>
        <div className="lg:sticky lg:top-6">
          <OrderReview checkout={checkout} />
        </div>
      </form>
    </CheckoutShell>
  );
}

/**
 * The page's frame. The body renders in the browser, from the cart it keeps, so the server sends
 * the frame with the body's space reserved: at least a screen's height, whatever comes (the form,
 * the empty cart), so the footer starts below the fold and nothing on screen moves when the body
 * arrives (CLS).
 */
function CheckoutShell({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="page-container py-6 md:py-10">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-brand-900 md:text-3xl">{title}</h1>
      <div className="min-h-svh" data-testid="checkout-body">
        {/* Keyed, so the body is a new element rather than this one resized, which Chrome counts as a shift. */}
        {children ?? (
          <div key="reserved" className="h-96 animate-pulse rounded-2xl bg-surface" aria-hidden="true" />
        )}
      </div>
    </div>
  );
}
