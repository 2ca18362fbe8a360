import { useEffect } from 'react';
import { useSession } from '../account/index.ts';
import { followCustomer } from './wishlist-store.ts';

/** Keeps the wishlist with the session: the account's list while logged in (merged at login). */
export function WishlistSync() {
  const { session, store } = useSession();
  const customerId = session ? (store?.customerId() ?? null) : null;
  useEffect(() => {
    void followCustomer(customerId, customerId === null ? null : (store?.auth ?? null));
  }, [customerId, store]);
  return null;
}
