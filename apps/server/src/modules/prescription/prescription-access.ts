import { DomainError } from '@apteek/domain';
import type { Db } from '@apteek/db';
import { cartCodeOf } from '../realtime/index.ts';
import { findCart, findCustomerIdentity, keepServiceCode } from './prescription-queries.ts';

export interface Identified {
  customerId: number;
  personalCode: string;
}

/** A customer who proved who they are with Smart-ID, Mobile-ID, ID-card or bank ID. */
export async function requireIdentified(db: Db, customerId: number | null): Promise<Identified> {
  if (customerId === null) throw new DomainError('login_required');
  const row = await findCustomerIdentity(db, customerId);
  if (!row) throw new DomainError('login_required');
  if (!row.personalCode || !row.identityMethod) throw new DomainError('identity_required');
  return { customerId, personalCode: row.personalCode };
}

/** The customer's own active cart, with its code: the service's OrderCode. */
export async function requireOwnCart(db: Db, cartId: string, customerId: number) {
  const cart = await findCart(db, cartId);
  if (!cart || cart.status !== 'active') throw new DomainError('cart_not_found', { cartId });
  if (cart.customerId !== customerId) throw new DomainError('cart_forbidden');
  return { ...cart, orderCode: await cartCodeOf(db, cart.id) };
}

/**
 * The customer's own active cart, as a request to the service names it: its code is kept, so that
 * the service's callback about this request finds the cart.
 */
export async function requireServiceCart(db: Db, cartId: string, customerId: number) {
  const cart = await requireOwnCart(db, cartId, customerId);
  await keepServiceCode(db, cart.id, cart.orderCode);
  return cart;
}
