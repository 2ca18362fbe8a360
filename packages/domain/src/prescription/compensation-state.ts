import { STORE_VIEWS, type StoreView } from '../store/store-views.ts';

/** A compensation calculation holds for 15 minutes. */
export const COMPENSATION_VALIDITY_MS = 15 * 60_000;

/**
 * Not checked (date 0), requested (date 1, no hash), or synced at a
 * time with the hash of the prescription items it was computed for.
 */
export type CompensationState =
  | { checkedDate: 0; itemsHash: null }
  | { checkedDate: 1; itemsHash: null }
  | { checkedDate: number; itemsHash: string };

export const COMPENSATION_NOT_CHECKED: CompensationState = { checkedDate: 0, itemsHash: null };
export const COMPENSATION_REQUESTED: CompensationState = { checkedDate: 1, itemsHash: null };

export function compensationSynced(at: number, itemsHash: string): CompensationState {
  return { checkedDate: at, itemsHash };
}

/** What a compensation is computed for: each prescription line's product, quantity, prescription and patient. */
export interface PrescriptionItem {
  sku: string;
  qty: number;
  prescriptionNumber: string;
  patientCode: string;
}

/**
 * A hash of the prescription items that does not depend on their order, so browser and server
 * agree whether a compensation was computed for the cart as it is (32-bit FNV-1a, hex).
 */
export function prescriptionItemsHash(items: readonly PrescriptionItem[]): string {
  const canonical = items
    .map((item) => [item.prescriptionNumber, item.patientCode, item.sku, Math.trunc(item.qty)].join('\u0001'))
    .sort()
    .join('\u0002');
  let hash = 0x811c9dc5;
  for (let index = 0; index < canonical.length; index += 1) {
    hash ^= canonical.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** A synced compensation younger than 15 minutes, computed for these very items. */
export function isCompensationValid(state: CompensationState, now: number, itemsHash: string): boolean {
  return (
    state.checkedDate > 1 &&
    state.itemsHash === itemsHash &&
    now - state.checkedDate >= 0 &&
    now - state.checkedDate < COMPENSATION_VALIDITY_MS
  );
}

/** Synced once but now too old: the order is refused and the shopper sent back to the beginning of checkout. */
export function isCompensationExpired(state: CompensationState, now: number): boolean {
  return state.checkedDate > 1 && now - state.checkedDate >= COMPENSATION_VALIDITY_MS;
}

/**
 * Compensation is (re)requested in checkout with prescription items and compensation
 * enabled, on cart load when expired, and when synced items contain prescription items; never while
 * a request is already out.
 */
export function shouldRequestCompensation(
  reason: 'checkout' | 'cart-load' | 'items-synced',
  state: CompensationState,
  now: number,
  itemsHash: string | null,
  compensationEnabled: boolean,
): boolean {
  if (!compensationEnabled || itemsHash === null || state.checkedDate === 1) return false;
  if (reason === 'cart-load') return isCompensationExpired(state, now);
  return !isCompensationValid(state, now, itemsHash);
}

/** The text when an order meets an expired compensation. */
export const COMPENSATION_EXPIRED_MESSAGE =
  'Too much time has passed since prescription compensation calculation. We will redirect you to the beginning of checkout.';

/**
 * Compensation exists only for the configured country, Estonia — every store view
 * whose country is EE (ee, en, ru), not the Finnish one.
 */
export function hasStateCompensation(storeCode: string): boolean {
  return (STORE_VIEWS as Record<string, StoreView | undefined>)[storeCode]?.i18n.country === 'EE';
}
