import type { CompensationState, RealtimeEvent } from '@apteek/domain';
import type { CompensationCart, CompensationDeps, CompensationReason } from './compensation-store.ts';

/** The compensation state the flow drives (compensation-store.ts). */
export interface CompensationStatePort {
  snapshot: () => CompensationState;
  request: (reason: CompensationReason, cart: CompensationCart, deps: CompensationDeps) => Promise<boolean>;
  callback: (result: string, cart: CompensationCart, deps: CompensationDeps) => Promise<void>;
  reset: () => void;
}

export interface CompensationFlowDeps {
  store: CompensationStatePort;
  /** The cart as it is now. */
  cart: () => CompensationCart;
  compensation: CompensationDeps;
}

/**
 * When the compensation is asked for: once on cart load and after each pull whose lines the server
 * holds, both once the hub listens for the answer; a request whose answer may have been lost while
 * the hub was down is asked again. The hub's callback completes it.
 */
export function createCompensationFlow({ store, cart, compensation }: CompensationFlowDeps) {
  let loaded = false;
  return {
    /** The hub listens (again). */
    async hubOpened(): Promise<void> {
      if (store.snapshot().checkedDate === 1) store.reset();
      if (loaded) return;
      loaded = true;
      await store.request('cart-load', cart(), compensation);
    },

    /** The cart was pulled, or the server confirmed the lines' changes: `pending` are still on their way. */
    async synced(sync: { lastSyncAt: number | null; pending: number }): Promise<void> {
      if (sync.lastSyncAt === null || sync.pending > 0) return;
      await store.request('items-synced', cart(), compensation);
    },

    async received(event: RealtimeEvent): Promise<void> {
      if (event.type !== 'PrescriptionCompensationCallback') return;
      await store.callback(event.result, cart(), compensation);
    },
  };
}
