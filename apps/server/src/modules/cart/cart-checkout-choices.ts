import {
  STORE_VIEWS,
  centsToAmount,
  findShippingMethod,
  isVirtualCart,
  paymentMethodsFor,
  shippingMethodsFor,
  type CountryCode,
  type StoreCode,
} from '@apteek/domain';
import type { Db } from '@apteek/db';
import { invalidField } from '../../plugins/validation.ts';
import { productsOf, type CartReader } from './cart-reader.ts';
import { updateCart, type CartRow } from './cart-queries.ts';

/** The checkout's payment and shipping choices for a cart: what it offers and what it keeps. */
export function cartCheckoutChoices(db: Db, reader: CartReader) {
  async function paymentMethods(cart: CartRow) {
    const { lines } = await reader.loadLines(cart);
    return paymentMethodsFor({
      country: STORE_VIEWS[cart.storeCode as StoreCode].tax.defaultCountry,
      isVirtual: isVirtualCart(productsOf(lines)),
    }).map((method) => ({
      code: method.code,
      title: method.title,
      default: method.isDefault,
      is_server_method: true,
    }));
  }

  async function shippingMethods(cart: CartRow, country: CountryCode) {
    const { lines } = await reader.loadLines(cart);
    const products = productsOf(lines);
    if (isVirtualCart(products)) return [];
    return shippingMethodsFor({ country, hasColdStorageItems: products.some((p) => p.isColdStorage) }).map(
      (method) => ({
        carrier_code: method.carrierCode,
        method_code: method.methodCode,
        carrier_title: method.title,
        method_title: method.title,
        type: method.type,
        amount: centsToAmount(method.net),
        price_incl_tax: centsToAmount(method.gross),
        default: method.isDefault,
        available: true,
      }),
    );
  }

  return {
    paymentMethods,
    shippingMethods,

    /** Stores the checkout's shipping choice; an unknown or unavailable method is the client's mistake. */
    async setShipping(
      cart: CartRow,
      info: { carrierCode: string; methodCode: string; shippingAddress: object; billingAddress?: object },
    ) {
      const method = findShippingMethod(info.carrierCode, info.methodCode);
      const country = (info.shippingAddress as { country_id?: CountryCode }).country_id ?? 'EE';
      const available = await shippingMethods(cart, country);
      if (
        !method ||
        !available.some((m) => m.carrier_code === info.carrierCode && m.method_code === info.methodCode)
      ) {
        throw invalidField('addressInformation.shippingMethodCode', 'This shipping method is not available');
      }
      await updateCart(db, cart.id, {
        shippingCarrierCode: info.carrierCode,
        shippingMethodCode: info.methodCode,
        shippingAddress: info.shippingAddress,
        billingAddress: info.billingAddress ?? info.shippingAddress,
      });
    },

    async setPaymentMethod(cart: CartRow, method: string) {
      const methods = await paymentMethods(cart);
      if (!methods.some((m) => m.code === method)) {
        throw invalidField('methods.paymentMethod.method', 'This payment method is not available');
      }
      await updateCart(db, cart.id, { paymentMethod: method });
    },
  };
}
