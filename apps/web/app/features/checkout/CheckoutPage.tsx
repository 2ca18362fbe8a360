import type { CheckoutField } from '@apteek/domain';
import {
  memo,
  useCallback,
  useDeferredValue,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { openAuthModal, useNewUserCheck } from '../account/index.ts';
import { Icon } from '../../ui/Icon.tsx';
import { dismissPageNotifications, useHydrated, HydrateLater, StoreLink } from '../../shell/index.ts';
import { fieldId } from './CheckoutFields.tsx';
import { OrderReview } from './OrderReview.tsx';
import { PaymentSection } from './PaymentSection.tsx';
import { PersonalDetailsSection } from './PersonalDetailsSection.tsx';
import { ShippingSection } from './ShippingSection.tsx';
import { ThankYou } from './ThankYou.tsx';
import { useCheckout, type Checkout } from './use-checkout.ts';
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

/**
 * /checkout: personal details, shipping, payment and the order review, or the thank-you page.
 * `cartLines`: the lines the cart's cookie counts (routes/checkout.tsx). The cart lives in the
 * browser, so until it has loaded the page shows what the cookie says: the sections, with that
 * many lines reserved, or without lines the cart loading. The server's HTML holds no line of the cart.
 * `loggedIn`: the session's cookie says a customer is logged in, so the first render leaves out
 * what only a guest is offered (an account), which would otherwise vanish once the session loads.
 */
export function CheckoutPage({ cartLines, loggedIn = false }: { cartLines: number; loggedIn?: boolean }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const checkout = useCheckout();
  // The first render's checkout, as the server had it (an empty form, no lines): the sections show
  // it until the cart has loaded, so the stores' values after hydration do not render them again
  // at once, in one long task; the cart's arrival renders them in a transition (below).
  const [frame] = useState(() => ({ ...checkout, isLoggedIn: loggedIn }));
  const { state, cartState, options } = checkout;
  const placed = useCheckoutAnalytics(checkout, hydrated);
  const hasShipping = !options.isLoaded || options.shippingMethods.length > 0;
  // The lines are filled in once the browser's cart has loaded, in a transition: React renders
  // them in slices between which the browser stays free, instead of one long task (TBT).
  const cartShown = useDeferredValue(hydrated && checkout.isCartLoaded);
  const asksAccount = useNewUserCheck(cartShown && cartState.items.length > 0 && !state.isThankYouPage);
  const lineCount = cartShown ? cartState.items.length : cartLines;
  const submit = useLatest((event: FormEvent) => {
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
  });
  if (cartShown && state.isThankYouPage && lineCount === 0) {
    return (
      <div className="page-container">
        <ThankYou order={state.order} />
      </div>
    );
  }
  if (lineCount === 0) {
    return <CheckoutShell title={t('Checkout')}>{cartShown ? <EmptyCart /> : <CartLoading />}</CheckoutShell>;
  }
  return (
    <CheckoutShell
      title={t('Checkout')}
      lead={t('Fill in the steps below and check your order before you place it.')}
    >
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
      <CheckoutForm
        checkout={cartShown ? checkout : frame}
        onSubmit={submit}
        reservedLines={cartShown ? 0 : cartLines}
        ready={cartShown}
      />
    </CheckoutShell>
  );
}

/**
 * One function for every render that calls the render's latest `handler`: the memoised form keeps
 * its props, so the stores' changes before the cart has loaded do not render it again.
 */
function useLatest<A extends unknown[]>(handler: (...args: A) => void): (...args: A) => void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

/**
 * The sections, sent by the server; those after the first hydrate later, in tasks of their own (TBT).
 * Until `ready` (hydrated, and the cart loaded) the fields show the server's empty form and cannot
 * take what is typed, which would be lost: they are inert, as they look, not greyed as disabled
 * fields are. An inert field cannot be focused or clicked, so a shopper's first keys go nowhere and
 * a script waiting to type waits for it; nothing is ordered before the lines are known (the submit
 * button is inert with them).
 */
const CheckoutForm = memo(function CheckoutForm({
  checkout,
  onSubmit,
  reservedLines,
  ready,
}: {
  checkout: Checkout;
  onSubmit: (event: FormEvent) => void;
  reservedLines: number;
  ready: boolean;
}) {
  const { t } = useTranslation();
  const { options } = checkout;
  const hasShipping = !options.isLoaded || options.shippingMethods.length > 0;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('Checkout')}
      aria-busy={!ready}
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8"
    >
      <div inert={!ready} className="contents">
        <div className="flex flex-col gap-6">
          <PersonalDetailsSection checkout={checkout} hasShipping={hasShipping} />
          <HydrateLater>
            {hasShipping && <ShippingSection checkout={checkout} />}
            <PaymentSection checkout={checkout} step={hasShipping ? 3 : 2} />
          </HydrateLater>
        </div>
        <div className="lg:sticky lg:top-6">
          <HydrateLater>
            <OrderReview checkout={checkout} reservedLines={reservedLines} />
          </HydrateLater>
        </div>
      </div>
    </form>
  );
});

const CART_BOX =
  'flex flex-col items-center gap-4 rounded-2xl border border-line bg-white px-5 py-12 text-center';

function EmptyCart() {
  const { t } = useTranslation();
  return (
    <div className={CART_BOX}>
      <Icon name="cart" className="size-12 text-brand-700" />
      <p className="text-base text-ink-muted">{t('Your shopping cart is empty.')}</p>
      <StoreLink
        path="/"
        className="rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t('Continue shopping')}
      </StoreLink>
    </div>
  );
}

/**
 * What the cookie cannot tell: no cart cookie may be an empty cart, a cart kept from before the
 * cookie, or an order's thank-you page on a reload. Until the browser's cart has loaded the page
 * says it is loading, in the empty cart's box with shapes of its text's and its link's heights.
 */
function CartLoading() {
  const { t } = useTranslation();
  return (
    <div className={CART_BOX} aria-busy="true">
      <Icon name="cart" className="size-12 text-line" />
      <span className="my-1 h-4 w-56 max-w-full rounded bg-surface" aria-hidden="true" />
      <span className="h-10 w-44 rounded-full bg-surface" aria-hidden="true" />
      <p role="status" className="sr-only">
        {t('Loading…')}
      </p>
    </div>
  );
}

/**
 * The page's frame: at least a screen's height below the heading, whatever comes (the form, the
 * empty cart), so the footer starts below the fold and nothing on screen moves when the browser's
 * cart turns out other than its cookie said (CLS). The form's lead is the largest text of a phone's
 * first screen, which would otherwise be the cookie notice's.
 */
function CheckoutShell({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <div className="page-container py-6 md:py-10">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-brand-900 md:text-3xl">{title}</h1>
      {lead && <p className="-mt-3 mb-6 max-w-2xl text-base text-ink-muted">{lead}</p>}
      <div className="min-h-svh" data-testid="checkout-body">
        {children}
      </div>
    </div>
  );
}
