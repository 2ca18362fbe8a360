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
    /** The delivery country; empty means the store's own. */
    country: CountryCode | '';
    carrierCode: string;
    methodCode: string;
    /** Someone other than the buyer receives the parcel: then firstName, lastName and phoneNumber are theirs. */
    otherRecipient: boolean;
    firstName: string;
    lastName: string;
    phoneNumber: string;
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
    /** A billing name and address of their own; without it the buyer and the delivery address are billed. */
    billingAddress: boolean;
    firstName: string;
    lastName: string;
    country: CountryCode | '';
    streetAddress: string;
    apartmentNumber: string;
    city: string;
    state: string;
    zipCode: string;
    phoneNumber: string;
  };
  termsAccepted: boolean;
}

/** The address lines the courier's address and the billing address share. */
const EMPTY_ADDRESS_LINES = {
  streetAddress: '',
  apartmentNumber: '',
  city: '',
  state: '',
  zipCode: '',
};

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
    country: '',
    carrierCode: '',
    methodCode: '',
    otherRecipient: false,
    firstName: '',
    lastName: '',
    phoneNumber: '',
    ...EMPTY_ADDRESS_LINES,
    parcelMachineId: '',
  },
  paymentDetails: {
    paymentMethod: '',
    paymentMethodAdditional: '',
    companyInvoice: false,
    company: '',
    taxId: '',
    billingAddress: false,
    firstName: '',
    lastName: '',
    country: '',
    ...EMPTY_ADDRESS_LINES,
    phoneNumber: '',
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
  const { shipping } = order;
  const country = deliveryCountry(form, order.country);
  const phone = (value: string, of: CountryCode) => normalisePhone(value, of) ?? value.trim();
  const address: PostalAddress = addressOf(ship, country);
  const billingCountry = pay.country || country;
  return {
    storeCode: order.storeCode,
    personalDetails: {
      firstName: person.firstName.trim(),
      lastName: person.lastName.trim(),
      emailAddress: person.emailAddress.trim(),
      phoneNumber: phone(person.phoneNumber, order.country),
      ...(person.createAccount ? { createAccount: true, password: person.password } : {}),
    },
    shipping: shipping
      ? {
          type: shipping.type,
          carrierCode: shipping.carrierCode,
          methodCode: shipping.methodCode,
          ...(ship.otherRecipient
            ? {
                recipient: {
                  firstName: ship.firstName.trim(),
                  lastName: ship.lastName.trim(),
                  phoneNumber: phone(ship.phoneNumber, country),
                },
              }
            : {}),
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
      ...(pay.billingAddress
        ? {
            billingAddress: {
              firstName: pay.firstName.trim(),
              lastName: pay.lastName.trim(),
              ...addressOf(pay, billingCountry),
              ...(pay.phoneNumber.trim() ? { phoneNumber: phone(pay.phoneNumber, billingCountry) } : {}),
            },
          }
        : {}),
    },
    termsAccepted: true,
    ...(order.expectedGrandTotal === undefined ? {} : { expectedGrandTotal: order.expectedGrandTotal }),
  };
}

/** Where the parcel goes: the country the shopper chose, or the store's own. */
export function deliveryCountry(form: CheckoutForm, storeCountry: CountryCode): CountryCode {
  return form.shippingDetails.country || storeCountry;
}

/** The address lines the courier's address and the billing address share on the checkout form. */
export type AddressLines = Pick<
  CheckoutForm['shippingDetails'],
  'streetAddress' | 'apartmentNumber' | 'city' | 'state' | 'zipCode'
>;

/**
 * An order's address (a courier's or a billing one) back as the form's lines it was sent from, so
 * the checkout's readiness rules judge an order as they judge the form: an absent address or an
 * absent line is an empty line. addressOf's inverse for lines already trimmed.
 */
export function addressLinesOf(
  address: { [Line in keyof AddressLines]?: string | undefined } | undefined,
): AddressLines {
  return {
    streetAddress: address?.streetAddress ?? '',
    apartmentNumber: address?.apartmentNumber ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zipCode: address?.zipCode ?? '',
  };
}

function addressOf(lines: AddressLines, country: CountryCode): PostalAddress {
  return {
    country,
    streetAddress: lines.streetAddress.trim(),
    state: lines.state,
    zipCode: lines.zipCode.trim(),
    ...(lines.apartmentNumber.trim() ? { apartmentNumber: lines.apartmentNumber.trim() } : {}),
    ...(lines.city.trim() ? { city: lines.city.trim() } : {}),
  };
}
