import type {
  CartPaymentMethod,
  CartShippingMethod,
  CountryCode,
  PaymentProvidersAnswer,
} from '@apteek/domain';
import { useEffect, useState } from 'react';
import { checkoutApi } from './checkout-api.ts';
import { asCustomer } from './customer.ts';

interface CheckoutOptions {
  shippingMethods: CartShippingMethod[];
  paymentMethods: CartPaymentMethod[];
  providers: PaymentProvidersAnswer | null;
  isLoaded: boolean;
}

const NO_OPTIONS: CheckoutOptions = {
  shippingMethods: [],
  paymentMethods: [],
  providers: null,
  isLoaded: false,
};

/**
 * What the cart may use: its shipping methods (cold-chain goods limit them, a virtual cart has
 * none), its payment methods (no cash on delivery for a virtual cart) and the providers' banks.
 * Read again when the cart's lines change.
 */
export function useCheckoutOptions(
  cartId: string | null,
  itemsHash: string,
  country: CountryCode,
  locale: string,
): CheckoutOptions {
  const [options, setOptions] = useState<CheckoutOptions>(NO_OPTIONS);
  useEffect(() => {
    if (!cartId) return;
    let current = true;
    const call = { locale };
    void Promise.all([
      asCustomer((auth) => checkoutApi.shippingMethods(cartId, country, { ...call, auth })),
      asCustomer((auth) => checkoutApi.paymentMethods(cartId, { ...call, auth })),
      checkoutApi.providers(call),
    ]).then(([shipping, payment, providers]) => {
      if (!current) return;
      setOptions({
        // An answer the contract cannot read (null) offers nothing, like a refusal.
        shippingMethods: (shipping?.code === 200 ? shipping.result : null) ?? [],
        paymentMethods: payment?.code === 200 ? payment.result : [],
        providers: providers?.code === 200 ? providers.result : null,
        isLoaded: true,
      });
    });
    return () => {
      current = false;
    };
  }, [cartId, itemsHash, country, locale]);
  return options;
}
