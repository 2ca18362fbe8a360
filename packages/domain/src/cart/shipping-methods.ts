import type { CountryCode } from '../store/store-views.ts';

/** Delivery is a service at the standard VAT rate of the delivery country. */
export const SHIPPING_VAT_RATE: Readonly<Record<CountryCode, number>> = { EE: 24, FI: 25.5 };

export type DeliveryType = 'Courier' | 'ParcelMachine' | 'Pickup';

/** A way to deliver a cart; amounts in cents. */
export interface ShippingMethod {
  carrierCode: string;
  methodCode: string;
  /** English title; the storefront translates it. */
  title: string;
  type: DeliveryType;
  net: number;
  gross: number;
  /** Whether it keeps 2–8 °C goods cold door to door. */
  keepsColdChain: boolean;
  countries: readonly CountryCode[];
  isDefault: boolean;
}

/**
 * The default is a courier at a flat 4 € excl. / 5 € incl. VAT. Locker prices follow
 * the carriers' usual Estonian prices; an Estonian medicine delivery fee may not depend
 * on the order, so none of these changes with the cart.
 */
export const SHIPPING_METHODS: readonly ShippingMethod[] = [
  {
    carrierCode: 'courier',
    methodCode: 'flatrate',
    title: 'Courier',
    type: 'Courier',
    net: 400,
    gross: 500,
    keepsColdChain: true,
    countries: ['EE', 'FI'],
    isDefault: true,
  },
  {
    carrierCode: 'omniva',
    methodCode: 'parcelmachine',
    title: 'Omniva parcel machine',
    type: 'ParcelMachine',
    net: 198,
    gross: 245,
    keepsColdChain: false,
    countries: ['EE'],
    isDefault: false,
  },
  {
    carrierCode: 'smartposti',
    methodCode: 'parcelmachine',
    title: 'SmartPosti parcel machine',
    type: 'ParcelMachine',
    net: 238,
    gross: 295,
    keepsColdChain: false,
    countries: ['EE', 'FI'],
    isDefault: false,
  },
  {
    carrierCode: 'pickup',
    methodCode: 'pharmacy',
    title: 'Pickup at the pharmacy',
    type: 'Pickup',
    net: 0,
    gross: 0,
    keepsColdChain: true,
    countries: ['EE', 'FI'],
    isDefault: false,
  },
];

/** The code the cart's totals name a shipping method by: its carrier and method codes joined. */
export function shippingCodeOf(method: Pick<ShippingMethod, 'carrierCode' | 'methodCode'>): string {
  return `${method.carrierCode}_${method.methodCode}`;
}

/** The shipping method the totals' code names, if it is one of ours. */
export function shippingMethodByCode(code: string): ShippingMethod | undefined {
  return SHIPPING_METHODS.find((method) => shippingCodeOf(method) === code);
}

/** Methods for a delivery country; cold-storage goods only travel by cold-chain methods. */
export function shippingMethodsFor(cart: {
  country: CountryCode;
  hasColdStorageItems: boolean;
}): ShippingMethod[] {
  return SHIPPING_METHODS.filter(
    (method) =>
      method.countries.includes(cart.country) && (!cart.hasColdStorageItems || method.keepsColdChain),
  );
}

export function findShippingMethod(carrierCode: string, methodCode: string): ShippingMethod | undefined {
  return SHIPPING_METHODS.find((m) => m.carrierCode === carrierCode && m.methodCode === methodCode);
}
