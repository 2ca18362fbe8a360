import { WISHLIST_LIMIT, toggleInSkuList, type SkuListAdd } from '@apteek/domain';
import { useSyncExternalStore } from 'react';
import type { ApiAuth } from '../../api/api-auth.ts';
import { EMPTY_SKUS, localSkuList } from '../compare/index.ts';
import type { wishlistApi } from './wishlist-api.ts';

/**
 * The wishlist: a guest's lives in local storage; a logged-in
 * customer's on the account, where the guest's list is merged at login, like the cart. After a
 * logout the browser shows the (then empty) guest list again: the account's stays on the server.
 */
const guestList = localSkuList('apteek-wishlist', WISHLIST_LIMIT);

interface AccountList {
  customerId: number;
  skus: string[];
  api: ReturnType<typeof wishlistApi>;
}

let account: AccountList | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const stopGuest = guestList.subscribe(listener);
  return () => {
    listeners.delete(listener);
    stopGuest();
  };
}

const current = (): string[] => account?.skus ?? guestList.read();
const none = (): string[] => EMPTY_SKUS;

export function useWishlist(): string[] {
  return useSyncExternalStore(subscribe, current, none);
}

let following: Promise<void> = Promise.resolve();

/**
 * Follows the session: a customer's list is read from the account, after the guest's list is
 * merged into it and forgotten here; without a customer the guest list shows. Calls run one after
 * another, so a quick logout and login never interleave.
 */
export function followCustomer(customerId: number | null, auth: ApiAuth | null): Promise<void> {
  following = following.then(async () => {
    if (customerId === null || auth === null) {
      if (account !== null) {
        account = null;
        changed();
      }
      return;
    }
    if (account?.customerId === customerId) return;
    // The account's calls load only for a logged-in customer.
    const api = (await import('./wishlist-api.ts')).wishlistApi(auth);
    const guest = guestList.read();
    const skus = guest.length > 0 ? await api.merge(guest) : await api.list();
    if (guest.length > 0) guestList.write([]);
    account = { customerId, skus, api };
    changed();
  });
  following = following.catch(() => {
    // Offline or refused: the next page or login tries again.
  });
  return following;
}

/** The heart: adds or removes; 'full' past the limit. Throws the API's refusal for a customer. */
export async function toggleWishlist(sku: string): Promise<SkuListAdd | 'removed'> {
  await following;
  const { list, outcome } = toggleInSkuList(current(), sku, WISHLIST_LIMIT);
  if (outcome === 'full' || outcome === 'duplicate') return outcome;
  if (account === null) {
    guestList.write(list);
    return outcome;
  }
  const mine = account;
  account = { ...mine, skus: list };
  changed();
  try {
    const skus = outcome === 'removed' ? await mine.api.remove(sku) : await mine.api.add(sku);
    if (account?.customerId === mine.customerId) {
      account = { ...mine, skus };
      changed();
    }
  } catch (error) {
    if (account?.customerId === mine.customerId) {
      account = { ...mine, skus: await mine.api.list().catch(() => mine.skus) };
      changed();
    }
    throw error;
  }
  return outcome;
}

export async function removeFromWishlist(sku: string): Promise<void> {
  if (current().includes(sku)) await toggleWishlist(sku);
}
