import {
  COMPENSATION_EXPIRED_MESSAGE,
  EMPTY_CHECKOUT_FORM,
  ORDER_MESSAGES,
  STORE_VIEWS,
  type CheckoutForm,
  type PaymentOutcome,
} from '@apteek/domain';
import { describe, expect, it, vi } from 'vitest';
import { createCheckoutFlow, type PlaceInput } from './checkout-flow.ts';
import type { CheckoutOrder, CheckoutState } from './checkout-store.ts';
import { makeCheckoutOrder, makePlacedOrder } from './checkout-test-orders.ts';
import type { PlaceOutcome } from './order-outbox.ts';

const t = (key: string, values?: Record<string, unknown>) =>
  `t:${key}${values ? ` ${JSON.stringify(values)}` : ''}`;

function makeForm(paymentMethod: CheckoutForm['paymentDetails']['paymentMethod']): CheckoutForm {
  return {
    ...EMPTY_CHECKOUT_FORM,
    personalDetails: { ...EMPTY_CHECKOUT_FORM.personalDetails, emailAddress: ' mari@example.ee ' },
    paymentDetails: { ...EMPTY_CHECKOUT_FORM.paymentDetails, paymentMethod, paymentMethodAdditional: 'seb' },
  };
}

/** A fake popup: only what placing touches. */
function makePopup() {
  return { close: vi.fn() } as unknown as Window & { close: ReturnType<typeof vi.fn> };
}

function setUp(
  options: {
    cartId?: string | null;
    outcome?: PlaceOutcome;
    payment?: PaymentOutcome;
    earlier?: CheckoutOrder | null;
    compensationExpired?: boolean;
    compensatedTotal?: number;
    items?: { name: string; qty: number; sku: string; isInStock?: boolean }[];
    /** What a stock check finds: the SKUs that ran out. */
    soldOutOnCheck?: string[];
  } = {},
) {
  const steps: string[] = [];
  const shown: string[] = [];
  const state: Pick<CheckoutState, 'order' | 'idempotencyKey'> = {
    order: options.earlier ?? null,
    idempotencyKey: 'key-1',
  };
  const cartTotals = { grand_total: 8.79 };
  let items = options.items ?? [{ name: 'Ibuprofen 400 mg', qty: 2, sku: 'IBU-400-20' }];
  const deps = {
    storeView: STORE_VIEWS.ee,
    cart: {
      sync: vi.fn(
        async (force: boolean) => void steps.push(force ? 'sync' : 'sync only when the lines changed'),
      ),
      snapshot: () => ({
        cartId: options.cartId === undefined ? 'cart-1' : options.cartId,
        totals: cartTotals,
        items,
      }),
      refreshTotals: vi.fn(async () => void steps.push('totals')),
      syncStock: vi.fn(async () => {
        steps.push('stock');
        const soldOut = new Set(options.soldOutOnCheck ?? []);
        items = items.map((item) => ({ ...item, isInStock: !soldOut.has(item.sku) }));
      }),
    },
    checkout: {
      snapshot: () => state,
      dropped: vi.fn(() => void steps.push('dropped')),
      placed: vi.fn((order: CheckoutOrder) => void steps.push(`placed ${order.orderNumber}`)),
      paid: vi.fn((manualCheck: boolean) => void steps.push(`paid ${manualCheck}`)),
    },
    sendOrder: vi.fn(async () => {
      steps.push('send');
      return options.outcome ?? { kind: 'placed' as const, order: makePlacedOrder() };
    }),
    queueOrder: vi.fn(async () => void steps.push('queue')),
    payOrder: vi.fn(async () => {
      steps.push('pay');
      return { outcome: options.payment ?? ('success' as const), manualCheck: false };
    }),
    finalize: vi.fn(async () => void steps.push('finalize')),
    t,
    show: (message: string) => void shown.push(message),
    onPaying: () => void steps.push('paying'),
    compensation: {
      isExpired: () => options.compensationExpired ?? false,
      expired: vi.fn(() => void steps.push('back to the beginning of checkout')),
      // A compensation on its way: its answer takes the fund's share off the cart's total.
      ready: vi.fn(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        steps.push('compensation ready');
        cartTotals.grand_total = options.compensatedTotal ?? cartTotals.grand_total;
      }),
    },
  };
  const flow = createCheckoutFlow(deps);
  const place = (input: Partial<PlaceInput> & { form: CheckoutForm }) =>
    flow.place({
      shipping: { carrierCode: 'omniva', methodCode: 'courier', type: 'Courier' },
      // Awaited, it records when the flow waited for the shipping choice.
      shippingSaved: {
        then: (resolve: () => void) => {
          steps.push('shipping saved');
          resolve();
        },
      } as unknown as Promise<void>,
      popup: null,
      ...input,
    });
  return { deps, steps, shown, place };
}

describe('placing an order', () => {
  it('sends the synced cart with the idempotency key and the seen total, then finalizes cash on delivery', async () => {
    const { deps, steps, place } = setUp({
      outcome: { kind: 'placed', order: makePlacedOrder({ paymentMethod: 'cashondelivery' }) },
    });
    await place({ form: makeForm('cashondelivery') });
    expect(steps).toEqual([
      'sync',
      'shipping saved',
      'compensation ready',
      'send',
      'placed 100000001',
      'finalize',
    ]);
    const [sent] = deps.sendOrder.mock.calls[0] as unknown as [
      {
        cartId: string;
        idempotencyKey: string;
        shippingType: string;
        request: { expectedGrandTotal?: number };
        lines: unknown;
      },
    ];
    expect(sent).toMatchObject({ cartId: 'cart-1', idempotencyKey: 'key-1', shippingType: 'Courier' });
    expect(sent.request.expectedGrandTotal).toBe(8.79);
    // Kept with a queued order, so a shopper asked to confirm it on return knows which one it is.
    expect(sent.lines).toEqual([{ name: 'Ibuprofen 400 mg', qty: 2 }]);
    expect(deps.checkout.placed.mock.calls[0]?.[0]).toMatchObject({
      emailAddress: 'mari@example.ee',
      isPaid: false,
      shippingType: 'Courier',
    });
  });

  it("pays a provider order in the popup with the shopper's bank, then finalizes", async () => {
    const { deps, steps, place } = setUp();
    const popup = makePopup();
    await place({ form: makeForm('maksekeskus'), popup });
    expect(steps.slice(-5)).toEqual(['placed 100000001', 'paying', 'pay', 'paid false', 'finalize']);
    expect(deps.payOrder.mock.calls[0]?.slice(0, 3)).toMatchObject([popup, { orderId: 'o-1' }, 'seb']);
  });

  it('pays an order already placed for this checkout again instead of placing it twice', async () => {
    const earlier = makeCheckoutOrder({ shippingType: null, emailAddress: 'm@e.ee' });
    const { deps, steps, place } = setUp({ earlier });
    await place({ form: makeForm('maksekeskus'), popup: makePopup() });
    expect(deps.sendOrder).not.toHaveBeenCalled();
    expect(steps).toEqual(['paying', 'pay', 'paid false', 'finalize']);
  });

  it('drops an earlier order of another payment method and places a new one', async () => {
    const earlier = makeCheckoutOrder({ shippingType: null, emailAddress: 'm@e.ee' });
    const { steps, place } = setUp({
      earlier,
      outcome: { kind: 'placed', order: makePlacedOrder({ paymentMethod: 'cashondelivery' }) },
    });
    await place({ form: makeForm('cashondelivery') });
    expect(steps[0]).toBe('dropped');
    expect(steps).toContain('send');
  });

  it("shows the server's refusal translated and closes the popup", async () => {
    const { shown, place, deps } = setUp({
      outcome: {
        kind: 'refused',
        message: ORDER_MESSAGES.outOfStock,
        reason: 'out_of_stock',
        isAddress: false,
      },
    });
    const popup = makePopup();
    await place({ form: makeForm('maksekeskus'), popup });
    expect(popup.close).toHaveBeenCalled();
    expect(shown).toEqual([`t:Some products you've ordered are out of stock. Your order has been canceled.`]);
    expect(deps.payOrder).not.toHaveBeenCalled();
  });

  it('sends nothing while a line is marked out of stock, and names the lines to remove', async () => {
    const { shown, steps, place, deps } = setUp({
      items: [
        { name: 'Ibuprofen 400 mg', qty: 2, sku: 'IBU-400-20' },
        { name: 'Naproxen 250 mg', qty: 1, sku: 'NAPR-250-20', isInStock: false },
      ],
    });
    const popup = makePopup();
    await place({ form: makeForm('maksekeskus'), popup });
    expect(steps).not.toContain('send');
    expect(deps.sendOrder).not.toHaveBeenCalled();
    expect(popup.close).toHaveBeenCalled();
    expect(shown).toEqual([
      't:These products are out of stock: {products}. Remove them from the cart to place the order. {"products":"Naproxen 250 mg"}',
    ]);
  });

  it('names the products that ran out when the server refuses the order for stock', async () => {
    const { shown, steps, place } = setUp({
      items: [
        { name: 'Ibuprofen 400 mg', qty: 2, sku: 'IBU-400-20' },
        { name: 'Naproxen 250 mg', qty: 1, sku: 'NAPR-250-20' },
      ],
      soldOutOnCheck: ['NAPR-250-20'],
      outcome: {
        kind: 'refused',
        message: ORDER_MESSAGES.outOfStock,
        reason: 'out_of_stock',
        isAddress: false,
      },
    });
    await place({ form: makeForm('cashondelivery') });
    expect(steps.slice(-2)).toEqual(['send', 'stock']);
    expect(shown).toEqual([
      `t:${ORDER_MESSAGES.outOfStock} t:Out of stock: {products}. {"products":"Naproxen 250 mg"}`,
    ]);
  });

  it('reads the totals again when the server priced the order differently, so the review shows its prices', async () => {
    const { shown, steps, place } = setUp({
      outcome: {
        kind: 'refused',
        message: ORDER_MESSAGES.pricesChanged,
        reason: 'prices_changed',
        isAddress: false,
      },
    });
    await place({ form: makeForm('cashondelivery') });
    expect(steps.slice(-2)).toEqual(['send', 'totals']);
    expect(shown).toEqual([`t:${ORDER_MESSAGES.pricesChanged}`]);
  });

  it('does not read the totals again for other refusals', async () => {
    const { steps, place } = setUp({
      outcome: {
        kind: 'refused',
        message: ORDER_MESSAGES.outOfStock,
        reason: 'out_of_stock',
        isAddress: false,
      },
    });
    await place({ form: makeForm('cashondelivery') });
    expect(steps).not.toContain('totals');
  });

  it('queues the order on a server error and says so', async () => {
    const { shown, steps, place } = setUp({ outcome: { kind: 'queued' } });
    await place({ form: makeForm('cashondelivery') });
    expect(steps.slice(-2)).toEqual(['send', 'queue']);
    expect(shown).toEqual([
      't:The order can not be transfered because of server error. Order has been queued',
    ]);
  });

  it('sends nothing when the cart has no id on the server', async () => {
    const { shown, deps, place } = setUp({ cartId: null });
    const popup = makePopup();
    await place({ form: makeForm('maksekeskus'), popup });
    expect(deps.sendOrder).not.toHaveBeenCalled();
    expect(popup.close).toHaveBeenCalled();
    expect(shown).toEqual(['t:Something went wrong. Try again in a few seconds.']);
  });

  it('asks for pop-ups when the payment window was blocked, keeping the placed order', async () => {
    const { shown, deps, place } = setUp();
    await place({ form: makeForm('maksekeskus'), popup: null });
    expect(deps.checkout.placed).toHaveBeenCalled();
    expect(deps.payOrder).not.toHaveBeenCalled();
    expect(shown).toEqual(['t:Please allow pop-up windows for this site to pay.']);
  });

  it('shows the payment outcome when the payment did not succeed, without finalizing', async () => {
    const { shown, deps, place } = setUp({ payment: 'aborted' });
    await place({ form: makeForm('maksekeskus'), popup: makePopup() });
    expect(deps.finalize).not.toHaveBeenCalled();
    expect(deps.checkout.paid).not.toHaveBeenCalled();
    expect(shown).toEqual(['t:Payment process aborted by user.']);
  });

  describe('with a compensation', () => {
    it("waits for one on its way and sends the total with the fund's share taken off", async () => {
      const { deps, place } = setUp({
        compensatedTotal: 2.15,
        outcome: { kind: 'placed', order: makePlacedOrder({ paymentMethod: 'cashondelivery' }) },
      });
      await place({ form: makeForm('cashondelivery') });
      const [sent] = deps.sendOrder.mock.calls[0] as unknown as [
        { request: { expectedGrandTotal?: number } },
      ];
      expect(sent.request.expectedGrandTotal).toBe(2.15);
    });

    it('sends nothing when the browser sees it expired, and goes back to the beginning of checkout', async () => {
      const { deps, steps, place } = setUp({ compensationExpired: true });
      const popup = makePopup();
      await place({ form: makeForm('maksekeskus'), popup });
      expect(steps).toEqual(['back to the beginning of checkout']);
      expect(deps.sendOrder).not.toHaveBeenCalled();
      expect(popup.close).toHaveBeenCalled();
    });

    it("takes the server's 409 compensation_expired as an expired one", async () => {
      const { deps, steps, shown, place } = setUp({
        outcome: {
          kind: 'refused',
          message: COMPENSATION_EXPIRED_MESSAGE,
          reason: 'compensation_expired',
          isAddress: false,
        },
      });
      await place({ form: makeForm('cashondelivery') });
      expect(steps).toEqual([
        'sync',
        'shipping saved',
        'compensation ready',
        'send',
        'back to the beginning of checkout',
      ]);
      expect(deps.compensation.expired).toHaveBeenCalledOnce();
      expect(shown).toEqual([]);
    });
  });
});
