import { describe, expect, it } from 'vitest';
import {
  findShippingMethod,
  shippingMethodByCode,
  shippingMethodsFor,
  SHIPPING_METHODS,
} from './shipping-methods.ts';

describe('shippingMethodsFor', () => {
  it('offers the default courier at 4 € excl. / 5 € incl. VAT, lockers and pickup in Estonia', () => {
    const methods = shippingMethodsFor({ country: 'EE', hasColdStorageItems: false });
    expect(methods.map((m) => m.carrierCode)).toEqual(['courier', 'omniva', 'smartposti', 'pickup']);
    expect(methods.find((m) => m.isDefault)).toMatchObject({ carrierCode: 'courier', net: 400, gross: 500 });
  });

  it('keeps cold-storage goods out of parcel machines', () => {
    const methods = shippingMethodsFor({ country: 'EE', hasColdStorageItems: true });
    expect(methods.map((m) => m.type)).toEqual(['Courier', 'Pickup']);
  });

  it('offers only the carriers that serve Finland there', () => {
    expect(
      shippingMethodsFor({ country: 'FI', hasColdStorageItems: false }).map((m) => m.carrierCode),
    ).toEqual(['courier', 'smartposti', 'pickup']);
  });

  it('finds a method by carrier and method code', () => {
    expect(findShippingMethod('omniva', 'parcelmachine')?.gross).toBe(245);
    expect(findShippingMethod('omniva', 'nope')).toBeUndefined();
  });

  it('finds each method again by the code the totals name it by', () => {
    for (const method of SHIPPING_METHODS) {
      expect(shippingMethodByCode(`${method.carrierCode}_${method.methodCode}`)).toBe(method);
    }
    expect(shippingMethodByCode('courier')).toBeUndefined();
  });
});
