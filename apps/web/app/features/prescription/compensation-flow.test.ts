import {
  COMPENSATION_NOT_CHECKED,
  COMPENSATION_REQUESTED,
  type CompensationState,
  type RealtimeEvent,
} from '@apteek/domain';
import { describe, expect, it, vi } from 'vitest';
import { createCompensationFlow } from './compensation-flow.ts';
import type { CompensationCart, CompensationDeps } from './compensation-store.ts';

const cart: CompensationCart = { cartId: 'cart-1', items: [] };
const compensation = {} as CompensationDeps;

function setUp(state: CompensationState = COMPENSATION_NOT_CHECKED) {
  const store = {
    snapshot: vi.fn(() => state),
    request: vi.fn(async () => true),
    callback: vi.fn(async () => {}),
    reset: vi.fn(),
  };
  return { store, flow: createCompensationFlow({ store, cart: () => cart, compensation }) };
}

const event = (type: RealtimeEvent['type'], result = 'Success'): RealtimeEvent => ({
  type,
  cartCode: 'code',
  result,
  reasonCode: null,
  prescriptionNumber: null,
});

describe('the compensation flow', () => {
  it('asks once on cart load when the hub first listens', async () => {
    const { store, flow } = setUp();
    await flow.hubOpened();
    await flow.hubOpened();
    expect(store.request).toHaveBeenCalledOnce();
    expect(store.request).toHaveBeenCalledWith('cart-load', cart, compensation);
  });

  it('lets a request go whose answer may have been lost while the hub was down', async () => {
    const { store, flow } = setUp(COMPENSATION_REQUESTED);
    await flow.hubOpened();
    expect(store.reset).toHaveBeenCalledOnce();
  });

  it('asks after a pull once the server holds every change', async () => {
    const { store, flow } = setUp();
    await flow.synced({ lastSyncAt: null, pending: 0 });
    await flow.synced({ lastSyncAt: 1000, pending: 1 });
    expect(store.request).not.toHaveBeenCalled();
    await flow.synced({ lastSyncAt: 1000, pending: 0 });
    expect(store.request).toHaveBeenCalledWith('items-synced', cart, compensation);
  });

  it("completes on the hub's compensation callback and on no other event", async () => {
    const { store, flow } = setUp();
    await flow.received(event('PrescriptionListCallback'));
    expect(store.callback).not.toHaveBeenCalled();
    await flow.received(event('PrescriptionCompensationCallback', 'Success'));
    expect(store.callback).toHaveBeenCalledWith('Success', cart, compensation);
  });
});
