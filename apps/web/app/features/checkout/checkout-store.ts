import {
  EMPTY_CHECKOUT_FORM,
  isInCheckout,
  type CheckoutForm,
  type DeliveryType,
  type PlacedOrder,
} from '@apteek/domain';
import { storedState } from '../../sync/stored-state.ts';
import { checkoutStorageKey } from './checkout-storage.ts';

/** A placed order as the checkout remembers it, for the payment and the thank-you page. */
export interface CheckoutOrder extends PlacedOrder {
  shippingType: DeliveryType | null;
  emailAddress: string;
  /** Someone other than the buyer receives the parcel: their name (shippingDetails). */
  recipient?: string | null;
  /** A paid order with orderStatus ManualCheck. */
  manualCheck: boolean;
  isPaid: boolean;
}

/** Checkout state, as this browser keeps it. */
export interface CheckoutState {
  form: CheckoutForm;
  modifiedAt: number | null;
  isThankYouPage: boolean;
  order: CheckoutOrder | null;
  /** One per checkout: a resent order carries the same key, so the server creates it once. */
  idempotencyKey: string;
  /** An order waits in the browser's outbox for the server. */
  isQueued: boolean;
}

interface CheckoutStoreOptions {
  storeCode: string;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now?: () => number;
  newKey?: () => string;
}

function parseState(text: string | null): Partial<CheckoutState> {
  try {
    const value = JSON.parse(text ?? '{}') as Partial<CheckoutState> | null;
    if (typeof value !== 'object' || value === null) return {};
    const form = value.form;
    return {
      ...value,
      form: {
        personalDetails: { ...EMPTY_CHECKOUT_FORM.personalDetails, ...form?.personalDetails, password: '' },
        shippingDetails: { ...EMPTY_CHECKOUT_FORM.shippingDetails, ...form?.shippingDetails },
        paymentDetails: { ...EMPTY_CHECKOUT_FORM.paymentDetails, ...form?.paymentDetails },
        termsAccepted: form?.termsAccepted === true,
      },
    };
  } catch {
    return {};
  }
}

function freshState(newKey: () => string): CheckoutState {
  return {
    form: EMPTY_CHECKOUT_FORM,
    modifiedAt: null,
    isThankYouPage: false,
    order: null,
    idempotencyKey: newKey(),
    isQueued: false,
  };
}

/** The state in memory and in localStorage, where it is kept without the password. */
function storedCheckout(options: CheckoutStoreOptions, now: () => number, newKey: () => string) {
  const key = checkoutStorageKey(options.storeCode);
  const initial: CheckoutState = {
    ...freshState(newKey),
    ...parseState(options.storage?.getItem(key) ?? null),
  };
  const stored = storedState(initial, (state) => {
    const form = { ...state.form, personalDetails: { ...state.form.personalDetails, password: '' } };
    options.storage?.setItem(key, JSON.stringify({ ...state, form }));
  });
  return { ...stored, set: (patch: Partial<CheckoutState>) => stored.set({ ...patch, modifiedAt: now() }) };
}

/**
 * The checkout state of one store view, persisted in localStorage with its modifiedAt.
 * The password of a new account stays in memory only: it never touches the disk.
 */
export function createCheckoutStore(options: CheckoutStoreOptions) {
  const now = options.now ?? Date.now;
  const newKey = options.newKey ?? (() => crypto.randomUUID());
  const { snapshot, subscribe, set } = storedCheckout(options, now, newKey);

  return {
    subscribe,
    snapshot,

    editForm(change: (form: CheckoutForm) => CheckoutForm) {
      set({ form: change(snapshot().form) });
    },

    queued() {
      set({ isQueued: true });
    },

    placed(order: CheckoutOrder) {
      set({ order, isQueued: false });
    },

    paid(manualCheck: boolean) {
      const { order } = snapshot();
      if (order) set({ order: { ...order, isPaid: true, manualCheck } });
    },

    /** The order could not be placed (refused after a queue): the next try is a new order. */
    dropped() {
      set({ isQueued: false, order: null, idempotencyKey: newKey() });
    },

    /**
     * Finalize: the thank-you flag, a new key for the next checkout, the password
     * cleared; the personal and address details stay for the next order.
     */
    finalize() {
      const { form } = snapshot();
      set({
        isThankYouPage: true,
        isQueued: false,
        idempotencyKey: newKey(),
        form: {
          ...form,
          personalDetails: { ...form.personalDetails, password: '', createAccount: false },
          termsAccepted: false,
        },
      });
    },

    /** Past the 30-minute window a thank-you page or an unpaid order belongs to an old visit. */
    expireStale() {
      const state = snapshot();
      if (isInCheckout(state.modifiedAt, now()) || state.isQueued) return;
      if (state.isThankYouPage || state.order)
        set({ isThankYouPage: false, order: null, idempotencyKey: newKey() });
    },

    /** Back to the form, e.g. when the shopper fills a new cart after a thank-you page. */
    startOver() {
      set({ isThankYouPage: false, order: null });
    },
  };
}

type CheckoutStore = ReturnType<typeof createCheckoutStore>;

const stores = new Map<string, CheckoutStore>();

/** The checkout of a store view in this browser; null during server rendering. */
export function checkoutStoreFor(storeCode: string): CheckoutStore | null {
  if (typeof window === 'undefined') return null;
  let store = stores.get(storeCode);
  if (!store) {
    store = createCheckoutStore({ storeCode, storage: window.localStorage });
    store.expireStale();
    stores.set(storeCode, store);
  }
  return store;
}
