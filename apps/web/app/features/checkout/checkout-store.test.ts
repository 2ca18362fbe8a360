import type { CheckoutForm } from '@apteek/domain';
import { describe, expect, it } from 'vitest';
import { createCheckoutStore } from './checkout-store.ts';
import { makeCheckoutOrder } from './checkout-test-orders.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

function makeStore(storage = memoryStorage(), clock = { now: 1_000 }) {
  let keys = 0;
  const store = createCheckoutStore({
    storeCode: 'ee',
    storage,
    now: () => clock.now,
    newKey: () => `key-${++keys}`,
  });
  return { store, storage, clock };
}

const order = makeCheckoutOrder();

const withPassword = (password: string) => (form: CheckoutForm) => ({
  ...form,
  personalDetails: { ...form.personalDetails, firstName: 'Mari', createAccount: true, password },
});

describe('checkout store', () => {
  it('keeps the form across reloads with its modifiedAt, but never the password', () => {
    const { store, storage, clock } = makeStore();
    clock.now = 5_000;
    store.editForm(withPassword('Pharmacy2026'));
    expect(store.snapshot().form.personalDetails.password).toBe('Pharmacy2026');
    expect(storage.values.get('apteek-checkout-ee')).not.toContain('Pharmacy2026');

    const reloaded = makeStore(storage, clock).store.snapshot();
    expect(reloaded.form.personalDetails).toMatchObject({ firstName: 'Mari', password: '' });
    expect(reloaded.modifiedAt).toBe(5_000);
  });

  it('keeps one idempotency key per checkout and starts a new one after finalize', () => {
    const { store } = makeStore();
    const key = store.snapshot().idempotencyKey;
    store.queued();
    store.placed(order);
    expect(store.snapshot()).toMatchObject({ idempotencyKey: key, isQueued: false, order });
    store.editForm(withPassword('Pharmacy2026'));
    store.finalize();
    expect(store.snapshot()).toMatchObject({ isThankYouPage: true, form: { termsAccepted: false } });
    expect(store.snapshot().idempotencyKey).not.toBe(key);
    expect(store.snapshot().form.personalDetails).toMatchObject({
      firstName: 'Mari',
      password: '',
      createAccount: false,
    });
  });

  it('forgets a thank-you page or an unpaid order after 30 minutes, but never a queued order', () => {
    const { store, clock } = makeStore();
    store.placed(order);
    store.finalize();
    clock.now += 1_800_000;
    store.expireStale();
    expect(store.snapshot().isThankYouPage).toBe(true);
    clock.now += 1;
    store.expireStale();
    expect(store.snapshot()).toMatchObject({ isThankYouPage: false, order: null });

    store.queued();
    clock.now += 3_600_000;
    store.expireStale();
    expect(store.snapshot().isQueued).toBe(true);
  });
});
