import type { DeliveryType } from '../cart/shipping-methods.ts';
import type { PaymentMethod } from '../cart/payment-methods.ts';
import type { CountryCode, StoreCode } from '../store/store-views.ts';
import { normalisePhone } from '../forms/form-rules.ts';
import type { PlaceOrderRequest, PostalAddress } from '../order/order-api.ts';

/**
 * What the checkout page edits: personal, shipping and payment
 * details as the shopper typed them, so half-filled fields survive a reload.
 */
export interface CheckoutForm {
  personalDetails: {
    firstName: string;
    lastName: string;
    emailAddress: string;
    phoneNumber: string;
    createAccount: boolean;
    password: string;
  };
  shippingDetails: {
    carrierCode: string;
    methodCode: string;
    streetAddress: string;
    apartmentNumber: string;
    city: string;
    state: string;
    zipCode: string;
    parcelMachineId: string;
  };
  paymentDetails: {
    paymentMethod: PaymentMethod['code'] | '';
    /** paymentMethodAdditional: the bank or card of the provider. */
    paymentMethodAdditional: string;
    companyInvoice: boolean;
    company: string;
    taxId: string;
  };
  termsAccepted: boolean;
}

export const EMPTY_CHECKOUT_FORM: CheckoutForm = {
  personalDetails: {
    firstName: '',
    lastName: '',
    emailAddress: '',
    phoneNumber: '',
    createAccount: false,
    password: '',
  },
  shippingDetails: {
    carrierCode: '',
    methodCode: '',
    streetAddress: '',
    apartmentNumber: '',
    city: '',
    state: '',
    zipCode: '',
    parcelMachineId: '',
  },
  paymentDetails: {
    paymentMethod: '',
    paymentMethodAdditional: '',
    companyInvoice: false,
    company: '',
    taxId: '',
  },
  termsAccepted: false,
};

/** A shipping method the cart offers, as far as the checkout needs it. */
export interface OfferedShippingMethod {
  carrierCode: string;
  methodCode: string;
  type: DeliveryType;
}

export function chosenShippingMethod(
  form: CheckoutForm,
  offered: readonly OfferedShippingMethod[],
): OfferedShippingMethod | null {
  const { carrierCode, methodCode } = form.shippingDetails;
  return offered.find((m) => m.carrierCode === carrierCode && m.methodCode === methodCode) ?? null;
}

/** The one pharmacy customers collect from (one location for now). */
export const PICKUP_LOCATION_ID = 'tallinn-tartu-mnt-10';

/** The order body of POST /api/order from a checkout that passed checkoutProblems(). */
export function toPlaceOrderRequest(
  form: CheckoutForm,
  order: {
    storeCode: StoreCode;
    country: CountryCode;
    /** null for a virtual cart, which is not delivered. */
    shipping: OfferedShippingMethod | null;
    paymentMethod: PaymentMethod['code'];
    expectedGrandTotal?: number;
  },
): PlaceOrderRequest {
  const { personalDetails: person, shippingDetails: ship, paymentDetails: pay } = form;
  const { country, shipping } = order;
  const address: PostalAddress = {
    country,
    streetAddress: ship.streetAddress.trim(),
    state: ship.state,
    zipCode: ship.zipCode.trim(),
    ...(ship.apartmentNumber.trim() ? { apartmentNumber: ship.apartmentNumber.trim() } : {}),
    ...(ship.city.trim() ? { city: ship.city.trim() } : {}),
  };
  return {
    storeCode: order.storeCode,
    personalDetails: {
      firstName: person.firstName.trim(),
      lastName: person.lastName.trim(),
      emailAddress: person.emailAddress.trim(),
      phoneNumber: normalisePhone(person.phoneNumber, country) ?? person.phoneNumber.trim(),
      ...(person.createAccount ? { createAccount: true, password: person.password } : {}),
    },
    shipping: shipping
      ? {
          type: shipping.type,
          carrierCode: shipping.carrierCode,
          methodCode: shipping.methodCode,
          ...(shipping.type === 'Courier' ? { address } : {}),
          ...(shipping.type === 'ParcelMachine' ? { parcelMachineId: ship.parcelMachineId } : {}),
          ...(shipping.type === 'Pickup' ? { pickupLocationId: PICKUP_LOCATION_ID } : {}),
        }
      : // A virtual cart is not delivered: it names no method, and the cart offers none to check.
        { type: 'Pickup', carrierCode: '', methodCode: '' },
    payment: {
      method: order.paymentMethod,
      ...(pay.paymentMethodAdditional && order.paymentMethod !== 'cashondelivery'
        ? { bank: pay.paymentMethodAdditional }
        : {}),
      ...(pay.companyInvoice ? { company: pay.company.trim(), taxId: pay.taxId.trim() } : {}),
    },
    termsAccepted: true,
    ...(order.expectedGrandTotal === undefined ? {} : { expectedGrandTotal: order.expectedGrandTotal }),
  };
}
