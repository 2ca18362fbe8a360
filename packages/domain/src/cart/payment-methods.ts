import type { CountryCode } from '../store/store-views.ts';

export interface PaymentMethod {
  code: 'maksekeskus' | 'paytrail' | 'cashondelivery';
  /** English title; the storefront translates it. */
  title: string;
  isDefault: boolean;
}

/**
 * Payment methods by the store's country: the Baltic provider in Estonia, the
 * Finnish one in Finland, and cash on delivery except for carts that are all virtual or
 * downloadable, which nobody delivers.
 */
export function paymentMethodsFor(cart: { country: CountryCode; isVirtual: boolean }): PaymentMethod[] {
  const provider: PaymentMethod =
    cart.country === 'FI'
      ? { code: 'paytrail', title: 'Finnish online bank or card (Paytrail)', isDefault: true }
      : { code: 'maksekeskus', title: 'Bank link or card (Maksekeskus)', isDefault: true };
  if (cart.isVirtual) return [provider];
  return [provider, { code: 'cashondelivery', title: 'Cash on delivery', isDefault: false }];
}

/** A cart is virtual when every item is downloadable or virtual. */
export function isVirtualCart(items: readonly { isVirtual: boolean }[]): boolean {
  return items.length > 0 && items.every((item) => item.isVirtual);
}
