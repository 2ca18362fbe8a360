import {
  EMPTY_CHECKOUT_FORM,
  deliveryCountry,
  NO_FIELD_VISITS,
  cartItemsHash,
  chosenShippingMethod,
  checkoutProblems,
  fieldChanged,
  fieldLeft,
  formSubmitted,
  isProblemShown,
  type CheckoutContext,
  type CheckoutField,
  type CheckoutForm,
  type FieldVisits,
  type OfferedShippingMethod,
} from '@apteek/domain';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { type CartStore, useCart } from '../cart/index.ts';
import { useStoreView } from '../../shell/index.ts';
import { checkoutApi } from './checkout-api.ts';
import { createCheckoutFlow } from './checkout-flow.ts';
import { checkoutStoreFor, type CheckoutState } from './checkout-store.ts';
import { asCustomer, prefillFromProfile, useCustomer, type CustomerProfile } from './customer.ts';
import { finalizeCheckout } from './finalize-checkout.ts';
import { queueOrder, sendOrder } from './order-outbox.ts';
import { payOrder } from './pay-order.ts';
import { openPaymentPopup } from './payment-popup.ts';
import { useCheckoutCompensation } from './use-checkout-compensation.ts';
import { useCheckoutOptions } from './use-checkout-options.ts';

const SERVER_STATE: CheckoutState = {
  form: EMPTY_CHECKOUT_FORM,
  modifiedAt: null,
  isThankYouPage: false,
  order: null,
  idempotencyKey: '',
  isQueued: false,
};
const noSubscription = () => () => {};

type CheckoutPhase = 'idle' | 'placing' | 'paying';

/** The checkout page's state and actions: the form, what the cart offers, the problems, placing and paying. */
export function useCheckout() {
  const storeView = useStoreView();
  const { t } = useTranslation();
  const { state: cartState, cart } = useCart({ load: true });
  const customer = useCustomer();
  const store = checkoutStoreFor(storeView.storeCode);
  const state = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store?.snapshot ?? (() => SERVER_STATE),
    () => SERVER_STATE,
  );
  const country = storeView.tax.defaultCountry;
  const locale = storeView.i18n.locale;
  const form = state.form;
  // The methods, their prices and the parcel machines are those of the country the parcel goes to.
  const delivery = deliveryCountry(form, country);
  const options = useCheckoutOptions(cartState.cartId, cartItemsHash(cartState.items), delivery, locale);
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  const [message, setMessage] = useState<string | null>(null);
  // A field shows its problem once it was changed and left, or after a submit: not for tabbing past it.
  const [visits, setVisits] = useState<FieldVisits<CheckoutField>>(NO_FIELD_VISITS);
  const submitted = visits.submitted;

  const { banks, problems, shipping } = useCheckoutRules(form, options, country, cartState.items.length);
  const edit = useCallback(
    (change: (form: CheckoutForm) => CheckoutForm) => store?.editForm(change),
    [store],
  );

  useDefaultChoices(form, options, edit);
  useProfilePrefill(customer.profile, edit);
  const shippingSaved = useShippingOnCart(cart, cartState.cartId, form.shippingDetails, delivery, locale);
  useStartOver(state.isThankYouPage, cartState.items.length, store);
  const compensation = useCheckoutCompensation(cart, cartState.items);

  async function place(popup: Window | null) {
    if (!cart || !store) return popup?.close();
    const flow = createCheckoutFlow({
      storeView,
      cart,
      checkout: store,
      sendOrder: (order) => sendOrder(order, locale),
      queueOrder: (order) => queueOrder(storeView.storeCode, order),
      payOrder: (window, order, bank) => payOrder(window, order, bank, storeView, { locale }),
      finalize: () => finalizeCheckout(storeView, t),
      t,
      show: setMessage,
      onPaying: () => setPhase('paying'),
      ...(compensation ? { compensation } : {}),
    });
    await flow.place({ form, shipping, shippingSaved: shippingSaved.current, popup });
  }

  /** The click on 'Place order': the popup opens inside the click, everything else follows. */
  function submit(): boolean {
    setVisits(formSubmitted);
    setMessage(null);
    if (Object.keys(problems).length > 0 || phase !== 'idle') return false;
    const method = form.paymentDetails.paymentMethod;
    const popup = method === 'cashondelivery' ? null : openPaymentPopup(t('Opening the payment page…'));
    setPhase('placing');
    void place(popup).finally(() => setPhase('idle'));
    return true;
  }

  return {
    storeView,
    /** The country the parcel goes to: the one chosen at checkout, or the store's. */
    deliveryCountry: delivery,
    state,
    cartState,
    /** The browser's cart has loaded; until then its lines are unknown, not empty. */
    isCartLoaded: cart !== null,
    options,
    form,
    edit,
    problems,
    banks,
    shipping,
    phase,
    message,
    showsProblems: submitted && Object.keys(problems).length > 0,
    visibleProblem: (field: CheckoutField) => (isProblemShown(visits, field) ? problems[field] : undefined),
    /** The shopper typed in or chose in a field. */
    change: (field: CheckoutField) => setVisits((before) => fieldChanged(before, field)),
    /** The shopper left a field: its problem shows from now on if the shopper had changed it. */
    touch: (field: CheckoutField) => setVisits((before) => fieldLeft(before, field)),
    submit,
    /** Takes a line out of the cart, e.g. one that ran out of stock. */
    removeLine: (key: string) => void cart?.remove(key),
    isLoggedIn: customer.isLoggedIn,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;

/** What the cart offers, as the domain's checkout rules read it: the problems and the chosen shipping. */
function useCheckoutRules(
  form: CheckoutForm,
  options: ReturnType<typeof useCheckoutOptions>,
  country: CheckoutContext['country'],
  itemCount: number,
) {
  const offeredShipping: OfferedShippingMethod[] = useMemo(
    () =>
      options.shippingMethods.map((m) => ({
        carrierCode: m.carrier_code,
        methodCode: m.method_code,
        type: m.type,
      })),
    [options.shippingMethods],
  );
  const banks = useMemo(() => {
    const method = form.paymentDetails.paymentMethod;
    if (method !== 'maksekeskus' && method !== 'paytrail') return [];
    return options.providers?.[method].banks ?? [];
  }, [form.paymentDetails.paymentMethod, options.providers]);
  const context: CheckoutContext = {
    country,
    itemCount,
    shippingMethods: offeredShipping,
    paymentMethods: options.paymentMethods.map((m) => m.code),
    banks: banks.map((bank) => bank.id),
  };
  return {
    banks,
    problems: checkoutProblems(form, context),
    shipping: chosenShippingMethod(form, offeredShipping),
  };
}

/** The cart's default shipping and payment methods until the shopper picks others. */
function useDefaultChoices(
  form: CheckoutForm,
  options: ReturnType<typeof useCheckoutOptions>,
  edit: (change: (form: CheckoutForm) => CheckoutForm) => void,
) {
  const { carrierCode, methodCode } = form.shippingDetails;
  const { paymentMethod } = form.paymentDetails;
  useEffect(() => {
    if (!options.isLoaded) return;
    const shippingOffered = options.shippingMethods.some(
      (m) => m.carrier_code === carrierCode && m.method_code === methodCode,
    );
    const shippingDefault = options.shippingMethods.find((m) => m.default) ?? options.shippingMethods[0];
    const paymentOffered = options.paymentMethods.some((m) => m.code === paymentMethod);
    const paymentDefault = options.paymentMethods.find((m) => m.default) ?? options.paymentMethods[0];
    if (shippingOffered && paymentOffered) return;
    edit((before) => ({
      ...before,
      shippingDetails:
        shippingOffered || !shippingDefault
          ? before.shippingDetails
          : {
              ...before.shippingDetails,
              carrierCode: shippingDefault.carrier_code,
              methodCode: shippingDefault.method_code,
            },
      paymentDetails:
        paymentOffered || !paymentDefault
          ? before.paymentDetails
          : { ...before.paymentDetails, paymentMethod: paymentDefault.code, paymentMethodAdditional: '' },
    }));
  }, [options, carrierCode, methodCode, paymentMethod, edit]);
}

/** A thank-you page belongs to the order just placed; a new cart starts a new checkout. */
function useStartOver(
  isThankYouPage: boolean,
  itemCount: number,
  store: ReturnType<typeof checkoutStoreFor>,
) {
  useEffect(() => {
    if (isThankYouPage && itemCount > 0) store?.startOver();
  }, [isThankYouPage, itemCount, store]);
}

function useProfilePrefill(
  profile: CustomerProfile | null,
  edit: (change: (form: CheckoutForm) => CheckoutForm) => void,
) {
  useEffect(() => {
    if (profile) edit((form) => prefillFromProfile(form, profile));
  }, [profile, edit]);
}

/**
 * The chosen method is kept on the server cart, whose totals then carry its price; placing an
 * order waits for the latest choice and its totals. Each choice is sent after the one before has
 * answered, so a quick change (the default courier, then pickup) cannot reach the server in the
 * wrong order and leave the cart, and its totals, on the earlier method.
 */
function useShippingOnCart(
  cart: CartStore | null,
  cartId: string | null,
  shipping: CheckoutForm['shippingDetails'],
  country: CheckoutContext['country'],
  locale: string,
): RefObject<Promise<void>> {
  const saved = useRef<Promise<void>>(Promise.resolve());
  const { carrierCode, methodCode } = shipping;
  useEffect(() => {
    if (!cart || !cartId || !carrierCode) return;
    saved.current = saved.current
      .then(() =>
        asCustomer((auth) =>
          checkoutApi.shippingInformation(cartId, { carrierCode, methodCode, country }, { locale, auth }),
        ),
      )
      .then(async (answer) => {
        if (answer?.code === 200) await cart.refreshTotals();
      })
      .catch(() => {});
  }, [cart, cartId, carrierCode, methodCode, country, locale]);
  return saved;
}
