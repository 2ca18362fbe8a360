import type { PlacedOrder } from '@apteek/domain';
import type { CheckoutOrder } from './checkout-store.ts';

/** An order the server placed, unpaid, for the checkout's tests. */
export function makePlacedOrder(overrides: Partial<PlacedOrder> = {}): PlacedOrder {
  return {
    orderId: 'o-1',
    orderNumber: '100000001',
    orderCode: 'secret',
    status: 'PendingPayment',
    grandTotal: 8.79,
    currencyCode: 'EUR',
    paymentMethod: 'maksekeskus',
    ...overrides,
  };
}

/** A placed order as the checkout remembers it, for the checkout's tests. */
export function makeCheckoutOrder(overrides: Partial<CheckoutOrder> = {}): CheckoutOrder {
  return {
    ...makePlacedOrder(),
    shippingType: 'Courier',
    emailAddress: 'mari@example.ee',
    manualCheck: false,
    isPaid: false,
    ...overrides,
  };
}
