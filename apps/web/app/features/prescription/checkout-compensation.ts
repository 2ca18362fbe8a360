import { COMPENSATION_EXPIRED_MESSAGE, hasStateCompensation } from '@apteek/domain';
import type { ApiAuth } from '../../api/api-auth.ts';
import type { CartStore } from '../cart/index.ts';
import { hubPhase } from '../realtime/index.ts';
import { COMPENSATION_ORDER_WAIT_MS, cartPrescriptionHash, compensationStore } from './compensation-store.ts';
import { compensationDeps } from './use-compensation-deps.ts';

/**
 * What the checkout's compensation (EE) needs besides React, loaded the first time a customer's
 * cart in checkout holds a prescription line: most carts hold none, and their checkout loads none of
 * it, the hub's client and the compensation's rules included (checkout/use-checkout-compensation.ts
 * holds the React side).
 */
export const checkoutCompensation = {
  store: compensationStore,
  /** How long an order waits for a compensation on its way. */
  orderWaitMs: COMPENSATION_ORDER_WAIT_MS,
  /** The hash of the cart's prescription items, or null without any. */
  hashOf: cartPrescriptionHash,
  /** What the compensation calls need, or null in a store without compensation (the Finnish one). */
  depsFor: (storeCode: string, cart: CartStore | null, auth: ApiAuth, locale: string) =>
    hasStateCompensation(storeCode) ? compensationDeps(cart, auth, locale) : null,
  /** The text when an order meets an expired compensation. */
  expiredMessage: COMPENSATION_EXPIRED_MESSAGE,
  hubPhase,
};

export type CheckoutCompensationPart = typeof checkoutCompensation;
