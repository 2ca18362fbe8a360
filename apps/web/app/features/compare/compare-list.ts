import { COMPARE_LIMITS, addToSkuList, removeFromSkuList, type SkuListAdd } from '@apteek/domain';
import { useSyncExternalStore } from 'react';
import { EMPTY_SKUS, localSkuList } from './local-sku-list.ts';

/** Narrower than Tailwind's `sm`: a phone, where two products fit side by side. */
const PHONE_QUERY = '(max-width: 639px)';

const list = localSkuList('apteek-compare', COMPARE_LIMITS.desktop);

/** Four products on a desktop, two on a phone. */
export function compareLimit(): number {
  const isPhone = typeof window !== 'undefined' && window.matchMedia?.(PHONE_QUERY).matches;
  return isPhone ? COMPARE_LIMITS.phone : COMPARE_LIMITS.desktop;
}

const none = (): string[] => EMPTY_SKUS;
const subscribe = (listener: () => void) => list.subscribe(listener);
const read = () => list.read();

/** The compare list's skus; empty while server rendering and hydrating. */
export function useCompareList(): string[] {
  return useSyncExternalStore(subscribe, read, none);
}

/**
 * Adds a product: 'duplicate' when it is there already (ignored by sku), 'full' at the limit (the
 * list stays as it is; the shopper removes one first).
 */
export function addToCompare(sku: string): SkuListAdd {
  const { list: next, outcome } = addToSkuList(list.read(), sku, compareLimit());
  if (outcome === 'added') list.write(next);
  return outcome;
}

export function removeFromCompare(sku: string): void {
  list.write(removeFromSkuList(list.read(), sku));
}

export function clearCompare(): void {
  list.write([]);
}
