/** Where a store view's checkout state lives in localStorage (checkout-store.ts). */
export const checkoutStorageKey = (storeCode: string) => `apteek-checkout-${storeCode}`;

/** Read without loading the checkout code: does an order wait in this browser's outbox? */
export function hasQueuedOrder(storeCode: string): boolean {
  try {
    const state = JSON.parse(window.localStorage.getItem(checkoutStorageKey(storeCode)) ?? '{}') as {
      isQueued?: unknown;
    };
    return state.isQueued === true;
  } catch {
    return false;
  }
}
