/**
 * Compare list and wishlist: product items identified by sku, duplicates ignored
 * by sku. Pure rules; where the lists live (local storage, the account) is the caller's business.
 */

/** A sku as the catalogue writes it: what a stored list may hold (anything else is dropped). */
const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export function isListSku(value: unknown): value is string {
  return typeof value === 'string' && SKU.test(value);
}

/** The compare list's maximum: four side by side on a desktop, two on a phone. */
export const COMPARE_LIMITS = { desktop: 4, phone: 2 } as const;

/** A wishlist is not a warehouse: past this many products the oldest are kept and new ones refused. */
export const WISHLIST_LIMIT = 100;

export type SkuListAdd = 'added' | 'duplicate' | 'full';

/**
 * Adds `sku` at the end unless the list already holds it ('duplicate', unchanged) or already holds
 * `limit` products ('full', unchanged: the shopper removes one first, nothing is dropped silently).
 */
export function addToSkuList(
  list: readonly string[],
  sku: string,
  limit: number,
): { list: string[]; outcome: SkuListAdd } {
  if (list.includes(sku)) return { list: [...list], outcome: 'duplicate' };
  if (list.length >= limit) return { list: [...list], outcome: 'full' };
  return { list: [...list, sku], outcome: 'added' };
}

export function removeFromSkuList(list: readonly string[], sku: string): string[] {
  return list.filter((item) => item !== sku);
}

/** Adds when absent, removes when present: the heart button. */
export function toggleInSkuList(
  list: readonly string[],
  sku: string,
  limit: number,
): { list: string[]; outcome: SkuListAdd | 'removed' } {
  if (list.includes(sku)) return { list: removeFromSkuList(list, sku), outcome: 'removed' };
  return addToSkuList(list, sku, limit);
}

/**
 * A stored list read back: only well-formed skus, each once, first occurrence kept, at most `limit`
 * (storage edited by hand, or written by an older version, never breaks the page).
 */
export function normaliseSkuList(value: unknown, limit: number): string[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  for (const item of value as unknown[]) {
    const sku: unknown = typeof item === 'object' && item !== null && 'sku' in item ? item.sku : item;
    if (isListSku(sku) && !seen.has(sku) && seen.size < limit) seen.add(sku);
  }
  return [...seen];
}

/**
 * The guest's list merged into the account's at login (like the cart): the account's order first,
 * then the guest's new skus, each sku once, at most `limit`. Merging the same guest list again
 * changes nothing.
 */
export function mergeSkuLists(account: readonly string[], guest: readonly string[], limit: number): string[] {
  return normaliseSkuList([...account, ...guest], limit);
}
