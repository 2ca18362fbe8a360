import {
  COMPENSATION_NOT_CHECKED,
  COMPENSATION_REQUESTED,
  COMPENSATION_VALIDITY_MS,
  prescriptionItemsHash,
  cents,
} from '@apteek/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  COMPENSATION_ANSWER_WAIT_MS,
  createCompensationStore,
  type CompensationCart,
  type CompensationDeps,
} from './compensation-store.ts';
import { prescriptionCartLine } from './prescription-line.ts';

const PATIENT = '40504040001';
const line = prescriptionCartLine(
  { sku: 'ATOR-20-30', name: 'Atorvastatin', price: cents(540) },
  { number: '2611000012', patientCode: PATIENT },
  1,
);
const cart: CompensationCart = { cartId: 'cart-1', items: [line] };
const hash = prescriptionItemsHash([
  { sku: 'ATOR-20-30', qty: 1, prescriptionNumber: '2611000012', patientCode: PATIENT },
]);

function setUp(enabled = true) {
  let now = Date.parse('2026-12-02T10:00:00Z');
  const deps: CompensationDeps = {
    now: () => now,
    enabled,
    api: { initCompensation: vi.fn(async () => true) },
    refreshCart: vi.fn(async () => {}),
  };
  return { deps, later: (ms: number) => void (now += ms), now: () => now };
}

describe('the compensation state', () => {
  it('goes from not checked to requested to synced with the time and the items hash', async () => {
    const store = createCompensationStore();
    const { deps, now } = setUp();
    expect(store.snapshot()).toEqual(COMPENSATION_NOT_CHECKED);
    expect(await store.request('checkout', cart, deps)).toBe(true);
    expect(store.snapshot()).toEqual(COMPENSATION_REQUESTED);
    expect(deps.api.initCompensation).toHaveBeenCalledWith('cart-1', PATIENT);
    // A request out is not sent twice.
    expect(await store.request('items-synced', cart, deps)).toBe(false);
    await store.callback('Success', cart, deps);
    expect(store.snapshot()).toEqual({ checkedDate: now(), itemsHash: hash });
    // The server kept the compensation before the callback reached the browser: one pull shows it.
    expect(deps.refreshCart).toHaveBeenCalledOnce();
  });

  it("asks nothing for a Finnish patient's prescription line: it has no compensation", async () => {
    const store = createCompensationStore();
    const { deps } = setUp();
    const finnish = prescriptionCartLine(
      { sku: 'LEVO-50-100', name: 'Levothyroxine', price: cents(690) },
      { number: '2611000041', patientCode: '131052-308T' },
      1,
    );
    const finnishCart: CompensationCart = { cartId: 'cart-1', items: [finnish] };
    expect(await store.request('checkout', finnishCart, deps)).toBe(false);
    expect(await store.request('items-synced', finnishCart, deps)).toBe(false);
    expect(deps.api.initCompensation).not.toHaveBeenCalled();
    expect(store.snapshot()).toEqual(COMPENSATION_NOT_CHECKED);
    await store.settled(1_000);
  });

  it('asks again when the answer to a request never came', async () => {
    const store = createCompensationStore();
    const { deps, later } = setUp();
    await store.request('checkout', cart, deps);
    later(COMPENSATION_ANSWER_WAIT_MS - 1);
    expect(await store.request('checkout', cart, deps)).toBe(false);
    later(1);
    expect(await store.request('checkout', cart, deps)).toBe(true);
    expect(deps.api.initCompensation).toHaveBeenCalledTimes(2);
  });

  it('is asked again when the items change, and on cart load only once expired', async () => {
    const store = createCompensationStore();
    const { deps, later } = setUp();
    await store.request('checkout', cart, deps);
    await store.callback('Success', cart, deps);
    expect(await store.request('items-synced', cart, deps)).toBe(false);
    expect(await store.request('cart-load', cart, deps)).toBe(false);
    const more = { ...cart, items: [{ ...line, qty: 2 }] };
    expect(await store.request('items-synced', more, deps)).toBe(true);
    await store.callback('Success', more, deps);
    later(COMPENSATION_VALIDITY_MS - 1);
    expect(store.isExpired(deps.now())).toBe(false);
    later(1);
    expect(store.isExpired(deps.now())).toBe(true);
    expect(await store.request('cart-load', more, deps)).toBe(true);
  });

  it('resets after an expired order and asks again', async () => {
    const store = createCompensationStore();
    const { deps, later } = setUp();
    await store.request('checkout', cart, deps);
    await store.callback('Success', cart, deps);
    later(COMPENSATION_VALIDITY_MS);
    store.reset();
    expect(store.snapshot()).toEqual(COMPENSATION_NOT_CHECKED);
    expect(await store.request('checkout', cart, deps)).toBe(true);
    expect(deps.api.initCompensation).toHaveBeenCalledTimes(2);
  });

  it('asks nothing outside the EE store or without prescription lines', async () => {
    const store = createCompensationStore();
    expect(await store.request('checkout', cart, setUp(false).deps)).toBe(false);
    expect(await store.request('checkout', { cartId: 'cart-1', items: [] }, setUp().deps)).toBe(false);
    expect(store.snapshot()).toEqual(COMPENSATION_NOT_CHECKED);
  });

  it('goes back to not checked when the init or the callback fails', async () => {
    const store = createCompensationStore();
    const { deps } = setUp();
    vi.mocked(deps.api.initCompensation).mockRejectedValueOnce(new Error('offline'));
    expect(await store.request('checkout', cart, deps)).toBe(false);
    expect(store.snapshot()).toEqual(COMPENSATION_NOT_CHECKED);
    await store.request('checkout', cart, deps);
    await store.callback('NotFound', cart, deps);
    expect(store.snapshot()).toEqual(COMPENSATION_NOT_CHECKED);
    expect(deps.refreshCart).not.toHaveBeenCalled();
  });

  it('waits until the server holds the lines, and asks again when the service had none yet', async () => {
    const store = createCompensationStore();
    const { deps } = setUp();
    expect(await store.request('items-synced', { ...cart, unconfirmed: { [line.key]: 1 } }, deps)).toBe(
      false,
    );
    expect(deps.api.initCompensation).not.toHaveBeenCalled();
    vi.mocked(deps.api.initCompensation).mockResolvedValueOnce(false);
    expect(await store.request('items-synced', { ...cart, unconfirmed: {} }, deps)).toBe(false);
    expect(store.snapshot()).toEqual(COMPENSATION_NOT_CHECKED);
    expect(await store.request('items-synced', cart, deps)).toBe(true);
  });

  describe('placing an order meanwhile', () => {
    const isSettled = async (promise: Promise<void>) => {
      let done = false;
      void promise.then(() => (done = true));
      await new Promise((resolve) => setTimeout(resolve, 0));
      return done;
    };

    it("is held until the answer is in the cart's totals", async () => {
      const store = createCompensationStore();
      const { deps } = setUp();
      expect(await isSettled(store.settled(60_000))).toBe(true);
      await store.request('checkout', cart, deps);
      const settled = store.settled(60_000);
      expect(await isSettled(settled)).toBe(false);
      let refreshed!: () => void;
      vi.mocked(deps.refreshCart).mockReturnValueOnce(new Promise((resolve) => (refreshed = resolve)));
      const callback = store.callback('Success', cart, deps);
      expect(await isSettled(settled)).toBe(false);
      refreshed();
      await callback;
      expect(await isSettled(settled)).toBe(true);
    });

    it('is let go when the request fails, the answer fails, or the wait runs out', async () => {
      const store = createCompensationStore();
      const { deps } = setUp();
      vi.mocked(deps.api.initCompensation).mockResolvedValueOnce(false);
      await store.request('checkout', cart, deps);
      expect(await isSettled(store.settled(60_000))).toBe(true);

      await store.request('checkout', cart, deps);
      const failed = store.settled(60_000);
      await store.callback('Failed', cart, deps);
      expect(await isSettled(failed)).toBe(true);

      vi.useFakeTimers();
      try {
        await store.request('checkout', cart, deps);
        const never = store.settled(10_000);
        let done = false;
        void never.then(() => (done = true));
        await vi.advanceTimersByTimeAsync(9_999);
        expect(done).toBe(false);
        await vi.advanceTimersByTimeAsync(1);
        expect(done).toBe(true);
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
