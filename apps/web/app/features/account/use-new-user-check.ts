import { isNewUser } from '@apteek/domain';
import { useEffect } from 'react';
import { openAuthModal, useSession } from './session-client.ts';

/**
 * The new-user check before checkout: a logged-in customer whose account lacks its e-mail, phone
 * or accepted terms (an account a strong login made) is asked for them in the login modal, while
 * `active` (a cart to buy). True while the account lacks them: the checkout asks again on submit.
 */
export function useNewUserCheck(active: boolean): boolean {
  const user = useSession().session?.user ?? null;
  const asks = active && user !== null && isNewUser(user);
  useEffect(() => {
    if (asks) openAuthModal('complete');
  }, [asks]);
  return asks;
}
