import { describe, expect, it } from 'vitest';
import { isVirtualCart, paymentMethodsFor } from './payment-methods.ts';

describe('paymentMethodsFor', () => {
  it('offers the Baltic provider in Estonia and the Finnish one in Finland, with cash on delivery', () => {
    expect(paymentMethodsFor({ country: 'EE', isVirtual: false }).map((m) => m.code)).toEqual([
      'maksekeskus',
      'cashondelivery',
    ]);
    expect(paymentMethodsFor({ country: 'FI', isVirtual: false }).map((m) => m.code)).toEqual([
      'paytrail',
      'cashondelivery',
    ]);
  });

  it('hides cash on delivery for virtual carts', () => {
    expect(paymentMethodsFor({ country: 'EE', isVirtual: true }).map((m) => m.code)).toEqual(['maksekeskus']);
  });
});

describe('isVirtualCart', () => {
  it('is virtual only when every item is virtual or downloadable', () => {
    expect(isVirtualCart([{ isVirtual: true }, { isVirtual: true }])).toBe(true);
    expect(isVirtualCart([{ isVirtual: true }, { isVirtual: false }])).toBe(false);
    expect(isVirtualCart([])).toBe(false);
  });
});
