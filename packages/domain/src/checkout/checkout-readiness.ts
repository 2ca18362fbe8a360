import type { PaymentMethod } from '../cart/payment-methods.ts';
import {
  checkEmail,
  checkName,
  checkPassword,
  checkPhone,
  checkTaxId,
  checkTermsAccepted,
  checkZipCode,
  FORM_MESSAGES,
  maxLength,
  requireText,
  type FieldProblem,
} from '../forms/form-rules.ts';
import type { CountryCode } from '../store/store-views.ts';
import {
  chosenShippingMethod,
  deliveryCountry,
  type CheckoutForm,
  type OfferedShippingMethod,
} from './checkout-form.ts';
import { REGIONS } from './regions.ts';

/** Checkout texts beside the form messages; the storefront translates them. */
export const CHECKOUT_MESSAGES = {
  parcelMachine: 'Please select a parcel machine!',
  shippingMethod: 'Please choose a shipping method.',
  paymentMethod: 'Please choose a payment method.',
  bank: 'Please choose your bank or card.',
  noItems: 'Your shopping cart is empty.',
} as const;

export type CheckoutMessage = (typeof CHECKOUT_MESSAGES)[keyof typeof CHECKOUT_MESSAGES];

export interface CheckoutProblem {
  message: FieldProblem['message'] | CheckoutMessage;
  values?: { amount: number };
}

export type CheckoutField =
  | 'items'
  | 'firstName'
  | 'lastName'
  | 'emailAddress'
  | 'phoneNumber'
  | 'password'
  | 'country'
  | 'shippingMethod'
  | 'recipientFirstName'
  | 'recipientLastName'
  | 'recipientPhoneNumber'
  | 'parcelMachineId'
  | 'state'
  | 'streetAddress'
  | 'zipCode'
  | 'city'
  | 'apartmentNumber'
  | 'paymentMethod'
  | 'paymentMethodAdditional'
  | 'company'
  | 'taxId'
  | 'billingFirstName'
  | 'billingLastName'
  | 'billingCountry'
  | 'billingStreetAddress'
  | 'billingApartmentNumber'
  | 'billingCity'
  | 'billingState'
  | 'billingZipCode'
  | 'billingPhoneNumber'
  | 'terms';

export type CheckoutProblems = Partial<Record<CheckoutField, CheckoutProblem>>;

/** What the cart offers: its lines, and the methods the server lists for it. */
export interface CheckoutContext {
  country: CountryCode;
  itemCount: number;
  /** The cart's shipping methods: none for a virtual cart, only cold-chain ones for cold goods. */
  shippingMethods: readonly OfferedShippingMethod[];
  /** The cart's payment methods: cash on delivery is missing for a virtual cart. */
  paymentMethods: readonly PaymentMethod['code'][];
  /** Banks and cards the chosen provider offers; a provider payment needs one of them. */
  banks: readonly string[];
}

type Rule = [CheckoutField, CheckoutProblem | null];

function personalRules(form: CheckoutForm, country: CountryCode): Rule[] {
  const person = form.personalDetails;
  return [
    ['firstName', checkName(person.firstName)],
    ['lastName', checkName(person.lastName)],
    ['emailAddress', checkEmail(person.emailAddress)],
    ['phoneNumber', checkPhone(person.phoneNumber, country)],
    ['password', person.createAccount ? checkPassword(person.password) : null],
  ];
}

/** The address lines of a courier's or a billing address: the county or region and the lines' lengths. */
type AddressFields = Record<
  'state' | 'streetAddress' | 'zipCode' | 'city' | 'apartmentNumber',
  CheckoutField
>;

function addressRules(
  lines: Pick<
    CheckoutForm['shippingDetails'],
    'state' | 'streetAddress' | 'zipCode' | 'city' | 'apartmentNumber'
  >,
  country: CountryCode,
  fields: AddressFields,
): Rule[] {
  return [
    [fields.state, requireText(lines.state)],
    [fields.streetAddress, requireText(lines.streetAddress) ?? maxLength(lines.streetAddress, 100)],
    [fields.zipCode, checkZipCode(lines.zipCode)],
    [fields.city, maxLength(lines.city, 50)],
    [fields.apartmentNumber, maxLength(lines.apartmentNumber, 10)],
  ];
}

const isCountry = (value: string): value is CountryCode => Object.hasOwn(REGIONS, value);

/** Someone else receiving the parcel is named and reachable, by a phone number of the delivery country. */
function recipientRules(ship: CheckoutForm['shippingDetails'], country: CountryCode): Rule[] {
  if (!ship.otherRecipient) return [];
  return [
    ['recipientFirstName', checkName(ship.firstName)],
    ['recipientLastName', checkName(ship.lastName)],
    ['recipientPhoneNumber', checkPhone(ship.phoneNumber, country)],
  ];
}

/** A parcel machine needs its id; a courier needs the address within these lengths. */
function shippingRules(form: CheckoutForm, context: CheckoutContext): Rule[] {
  // A virtual cart is not delivered, so it has no shipping method to choose.
  if (context.shippingMethods.length === 0) return [];
  const ship = form.shippingDetails;
  if (ship.country !== '' && !isCountry(ship.country))
    return [['country', { message: FORM_MESSAGES.required }]];
  const country = deliveryCountry(form, context.country);
  const method = chosenShippingMethod(form, context.shippingMethods);
  if (!method) return [['shippingMethod', { message: CHECKOUT_MESSAGES.shippingMethod }]];
  const recipient = recipientRules(ship, country);
  switch (method.type) {
    case 'ParcelMachine':
      return [
        ...recipient,
        ['parcelMachineId', ship.parcelMachineId ? null : { message: CHECKOUT_MESSAGES.parcelMachine }],
      ];
    case 'Courier':
      return [...recipient, ...addressRules(ship, country, COURIER_FIELDS)];
    case 'Pickup':
      return recipient;
    default:
      return method.type satisfies never;
  }
}

const COURIER_FIELDS: AddressFields = {
  state: 'state',
  streetAddress: 'streetAddress',
  zipCode: 'zipCode',
  city: 'city',
  apartmentNumber: 'apartmentNumber',
};

const BILLING_FIELDS: AddressFields = {
  state: 'billingState',
  streetAddress: 'billingStreetAddress',
  zipCode: 'billingZipCode',
  city: 'billingCity',
  apartmentNumber: 'billingApartmentNumber',
};

/** A billing address of its own: the name, the country and its address; a phone number is optional. */
function billingRules(pay: CheckoutForm['paymentDetails']): Rule[] {
  if (!pay.billingAddress) return [];
  const country = isCountry(pay.country) ? pay.country : null;
  const phone = pay.phoneNumber.trim();
  return [
    ['billingFirstName', checkName(pay.firstName)],
    ['billingLastName', checkName(pay.lastName)],
    ['billingCountry', country ? null : { message: FORM_MESSAGES.required }],
    ...(country ? addressRules(pay, country, BILLING_FIELDS) : []),
    ['billingPhoneNumber', phone && country ? checkPhone(phone, country) : null],
  ];
}

function paymentRules(form: CheckoutForm, context: CheckoutContext): Rule[] {
  const pay = form.paymentDetails;
  const method = context.paymentMethods.find((code) => code === pay.paymentMethod);
  const needsBank = method !== undefined && method !== 'cashondelivery' && context.banks.length > 0;
  return [
    ['paymentMethod', method ? null : { message: CHECKOUT_MESSAGES.paymentMethod }],
    [
      'paymentMethodAdditional',
      needsBank && !context.banks.includes(pay.paymentMethodAdditional)
        ? { message: CHECKOUT_MESSAGES.bank }
        : null,
    ],
    ['company', pay.companyInvoice ? requireText(pay.company) : null],
    ['taxId', pay.companyInvoice ? checkTaxId(pay.taxId) : null],
    ...billingRules(pay),
  ];
}

/**
 * Whether a checkout may be placed, with the form messages of each field: items in the cart,
 * personal details, a shipping method and what its type needs, a payment method, and the terms.
 * An empty answer means the order may be placed.
 */
export function checkoutProblems(form: CheckoutForm, context: CheckoutContext): CheckoutProblems {
  const rules: Rule[] = [
    ['items', context.itemCount > 0 ? null : { message: CHECKOUT_MESSAGES.noItems }],
    ...personalRules(form, context.country),
    ...shippingRules(form, context),
    ...paymentRules(form, context),
    ['terms', checkTermsAccepted(form.termsAccepted)],
  ];
  return Object.fromEntries(rules.filter(([, problem]) => problem !== null)) as CheckoutProblems;
}
