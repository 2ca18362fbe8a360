import {
  addressLinesOf,
  checkoutProblems,
  type CheckoutContext,
  type CheckoutField,
  type CheckoutForm,
  type FieldError,
} from '@apteek/domain';
import type { PlaceOrderBody } from './order-schemas.ts';

/** Where each readiness field sits in the body of POST /api/order. */
const BODY_FIELD: Record<CheckoutField, string> = {
  items: 'cart',
  firstName: 'personalDetails.firstName',
  lastName: 'personalDetails.lastName',
  emailAddress: 'personalDetails.emailAddress',
  phoneNumber: 'personalDetails.phoneNumber',
  password: 'personalDetails.password',
  country: 'shipping.address.country',
  shippingMethod: 'shipping.methodCode',
  recipientFirstName: 'shipping.recipient.firstName',
  recipientLastName: 'shipping.recipient.lastName',
  recipientPhoneNumber: 'shipping.recipient.phoneNumber',
  parcelMachineId: 'shipping.parcelMachineId',
  state: 'shipping.address.state',
  streetAddress: 'shipping.address.streetAddress',
  zipCode: 'shipping.address.zipCode',
  city: 'shipping.address.city',
  apartmentNumber: 'shipping.address.apartmentNumber',
  paymentMethod: 'payment.method',
  paymentMethodAdditional: 'payment.bank',
  company: 'payment.company',
  taxId: 'payment.taxId',
  billingFirstName: 'payment.billingAddress.firstName',
  billingLastName: 'payment.billingAddress.lastName',
  billingCountry: 'payment.billingAddress.country',
  billingStreetAddress: 'payment.billingAddress.streetAddress',
  billingApartmentNumber: 'payment.billingAddress.apartmentNumber',
  billingCity: 'payment.billingAddress.city',
  billingState: 'payment.billingAddress.state',
  billingZipCode: 'payment.billingAddress.zipCode',
  billingPhoneNumber: 'payment.billingAddress.phoneNumber',
  terms: 'termsAccepted',
};

/** The order body as the checkout form it came from, so the browser's readiness rules judge it. */
function formOf(body: PlaceOrderBody): CheckoutForm {
  const { personalDetails: person, shipping, payment } = body;
  const { address, recipient } = shipping;
  const billing = payment.billingAddress;
  return {
    personalDetails: {
      firstName: person.firstName,
      lastName: person.lastName,
      emailAddress: person.emailAddress,
      phoneNumber: person.phoneNumber,
      createAccount: person.createAccount ?? false,
      password: person.password ?? '',
    },
    shippingDetails: {
      // A parcel machine's or a pickup's country is the machine's or the pharmacy's, not typed.
      country: address?.country ?? '',
      carrierCode: shipping.carrierCode,
      methodCode: shipping.methodCode,
      otherRecipient: recipient !== undefined,
      firstName: recipient?.firstName ?? '',
      lastName: recipient?.lastName ?? '',
      phoneNumber: recipient?.phoneNumber ?? '',
      ...addressLinesOf(address),
      parcelMachineId: shipping.parcelMachineId ?? '',
    },
    paymentDetails: {
      paymentMethod: payment.method,
      paymentMethodAdditional: payment.bank ?? '',
      companyInvoice: payment.company !== undefined || payment.taxId !== undefined,
      company: payment.company ?? '',
      taxId: payment.taxId ?? '',
      billingAddress: billing !== undefined,
      firstName: billing?.firstName ?? '',
      lastName: billing?.lastName ?? '',
      country: billing?.country ?? '',
      ...addressLinesOf(billing),
      phoneNumber: billing?.phoneNumber ?? '',
    },
    termsAccepted: body.termsAccepted,
  };
}

/**
 * Checkout readiness, enforced on the server with the same rules the checkout page
 * applies (packages/domain checkoutProblems), each problem named by its place in the body.
 */
export function readinessErrors(body: PlaceOrderBody, context: CheckoutContext): FieldError[] {
  const problems = checkoutProblems(formOf(body), context);
  return (Object.keys(problems) as CheckoutField[]).map((field) => {
    const problem = problems[field]!;
    const amount = problem.values?.amount;
    return {
      field: BODY_FIELD[field],
      message: amount === undefined ? problem.message : problem.message.replace('{amount}', String(amount)),
    };
  });
}
