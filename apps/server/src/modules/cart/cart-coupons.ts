import { couponProblem, normaliseCouponCode } from '@apteek/domain';
import { invalidField } from '../../plugins/validation.ts';
import type { CatalogContext } from '../catalog/index.ts';
import { findSalesRule, updateCart, type CartRow } from './cart-queries.ts';
import { toRule } from './cart-reader.ts';

/** A cart's coupon: put on when the rule accepts it today, taken off at any time. */
export function cartCoupons(catalog: Pick<CatalogContext, 'db' | 'today'>) {
  const { db } = catalog;
  return {
    async applyCoupon(cart: CartRow, code: string): Promise<true> {
      const normalised = normaliseCouponCode(code);
      const row = await findSalesRule(db, normalised);
      const problem = couponProblem(row && toRule(row), catalog.today());
      if (problem) throw invalidField('coupon', problem);
      await updateCart(db, cart.id, { couponCode: normalised });
      return true;
    },

    async deleteCoupon(cart: CartRow): Promise<true> {
      await updateCart(db, cart.id, { couponCode: null });
      return true;
    },
  };
}
