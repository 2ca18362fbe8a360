import {
  centsToAmount,
  findShippingMethod,
  isVirtualCart,
  paymentMethodsFor,
  shippingMethodsFor,
  type CountryCode,
} from '@apteek/domain';
import type { Db } from '@apteek/db';
import { invalidField } from '../../plugins/validation.ts';
import { countryOf, productsOf, storeCountryOf, type CartReader, type LoadedLine } from './cart-reader.ts';
import { updateCart, type CartRow } from './cart-queries.ts';

/** The shipping choice a checkout stores on its cart. */
export interface ShippingChoice {
  carrierCode: string;
  methodCode: string;
  shippingAddress: object;
  billingAddress?: object;
}

/**
 * The checkout's payment and shipping choices for a cart: what it offers and what it keeps. Each
 * takes the cart's lines when the caller has loaded them already.
 */
export function cartCheckoutChoices(db: Db, reader: CartReader) {
  const linesOfCart = async (cart: CartRow, lines?: LoadedLine[]) =>
    lines ?? (await reader.loadLines(cart)).lines;

  async function paymentMethods(cart: CartRow, loaded?: LoadedLine[]) {
    const lines = await linesOfCart(cart, loaded);
    return paymentMethodsFor({
      country: storeCountryOf(cart),
      isVirtual: isVirtualCart(productsOf(lines)),
    }).map((method) => ({
      code: method.code,
      title: method.title,
      default: method.isDefault,
      is_server_method: true,
    }));
  }

  async function shippingMethods(cart: CartRow, country: CountryCode, loaded?: LoadedLine[]) {
    const products = productsOf(await linesOfCart(cart, loaded));
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
    async setShipping(cart: CartRow, info: ShippingChoice, lines?: LoadedLine[]) {
      const method = findShippingMethod(info.carrierCode, info.methodCode);
      const available = await shippingMethods(cart, countryOf(cart, info.shippingAddress), lines);
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

    async setPaymentMethod(cart: CartRow, method: string, lines?: LoadedLine[]) {
      const methods = await paymentMethods(cart, lines);
      if (!methods.some((m) => m.code === method)) {
        throw invalidField('methods.paymentMethod.method', 'This payment method is not available');
      }
      await updateCart(db, cart.id, { paymentMethod: method });
    },
  };
}
