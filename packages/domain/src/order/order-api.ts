import type { CountryCode, StoreCode } from '../store/store-views.ts';
import type { DeliveryType } from '../cart/shipping-methods.ts';
import type { PaymentMethod } from '../cart/payment-methods.ts';

/**
 * The shapes the storefront and the server exchange for checkout, orders and payments. The platform
 * names the calls but leaves their bodies open; these are ours. Amounts are euros with
 * two decimals on the wire, like the cart's totals. The cart id travels in the query string and the
 * customer's token in the Authorization header, as for every cart call. The schemas of the answers
 * the browser reads are in order-answers.ts, so the checkout's rules load without the schema library.
 */

/** The checkout's personal details. A guest may create an account with a password. */
export interface PersonalDetails {
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneNumber: string;
  createAccount?: boolean;
  password?: string;
}

export interface PostalAddress {
  country: CountryCode;
  streetAddress: string;
  apartmentNumber?: string;
  city?: string;
  state: string;
  zipCode: string;
}

/** Who receives the parcel when it is not the buyer (shippingDetails firstName, lastName, phoneNumber). */
export interface Recipient {
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

/** paymentDetails' name and address: whom the receipt and the invoice are made out to. */
export interface BillingAddress extends PostalAddress {
  firstName: string;
  lastName: string;
  phoneNumber?: string;
}

/** The checkout's shipping details: one of the cart's shipping methods and what its type needs. */
export interface ShippingDetails {
  type: DeliveryType;
  carrierCode: string;
  methodCode: string;
  /** Someone other than the buyer receives it; without it the buyer does. */
  recipient?: Recipient;
  /** Courier: the delivery address. */
  address?: PostalAddress;
  /** ParcelMachine: an id from GET /api/parcel-machines. */
  parcelMachineId?: string;
  /** Pickup: the pharmacy (one for now). */
  pickupLocationId?: string;
}

/** The checkout's payment details: the method, the bank or card for providers, and an optional company invoice. */
export interface PaymentDetails {
  method: PaymentMethod['code'];
  /** paymentMethodAdditional: the provider's bank or card id (swedbank, seb, … for Maksekeskus). */
  bank?: string;
  company?: string;
  taxId?: string;
  billingAddress?: BillingAddress;
}

/**
 * POST /api/order?cartId=… with the header `Idempotency-Key: <uuid>` (the browser makes one per
 * placed checkout and reuses it when it resends a queued order). The server prices the cart itself;
 * `expectedGrandTotal` only guards against the shopper having seen other totals (409 when it differs).
 */
export interface PlaceOrderRequest {
  storeCode: StoreCode;
  personalDetails: PersonalDetails;
  shipping: ShippingDetails;
  payment: PaymentDetails;
  termsAccepted: true;
  expectedGrandTotal?: number;
}

export const ORDER_STATUSES = ['PendingPayment', 'Paid', 'Processing', 'Cancelled', 'ManualCheck'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** 200 `{ code: 200, result: PlacedOrder }`. `orderCode` is the secret the payment calls carry. */
export interface PlacedOrder {
  orderId: string;
  orderNumber: string;
  orderCode: string;
  status: OrderStatus;
  grandTotal: number;
  currencyCode: 'EUR';
  paymentMethod: PaymentMethod['code'];
}

/**
 * Refusals: 400 `{ code: 400, result: message, field }` for a client mistake (the field named);
 * 409 `{ code: 409, result: ORDER_MESSAGES.outOfStock }` when stock ran out (nothing reserved, the
 * cart kept); 5xx or no answer → the browser queues the order (ORDER_MESSAGES.queued).
 */
export const ORDER_MESSAGES = {
  queued: 'The order can not be transfered because of server error. Order has been queued',
  outOfStock: "Some products you've ordered are out of stock. Your order has been canceled.",
  invalidAddress: 'Address provided in checkout contains invalid data, order canceled',
  pricesChanged: 'The prices in your cart have changed. Please check your order and place it again.',
  paymentFailed: 'Payment failed please try again or choose another payment method',
  paymentAborted: 'Payment process aborted by user.',
  paidButFailed:
    'We received the payment, but technical problems came up while processing it. We are dealing with the problems.',
} as const;

/** GET /api/order/{orderId}/paymentStatus?orderCode=… → `{ code: 200, result: PaymentStatusAnswer }`. */
export interface PaymentStatusAnswer {
  paymentStatus: PaymentStatus;
  orderStatus: OrderStatus;
}

/**
 * POST /api/order/{orderId}/payment `{ orderCode, paymentInfo }`: what the return page handed the
 * opener, verified by the server (Maksekeskus json + mac; Paytrail E2 return parameters).
 * → `{ code: 200, result: PaymentStatusAnswer }` once verified (a message whose reference is not
 * this order's is ignored and the current status answered); 400 when the signature does not verify.
 */
export type PaymentInfo =
  | { provider: 'maksekeskus'; json: string; mac: string }
  | { provider: 'paytrail'; params: Record<string, string> };

/**
 * Maksekeskus: POST /api/maksekeskus/transaction with
 * { reference, orderCode, locale, countryCode, amount, currencyCode, paymentMethod, email, returnUrl, cancelUrl }
 * → `{ code: 200, result: { url, transactionId } }`; an unknown reference or a wrong code is a 404.
 */
export interface MaksekeskusTransactionRequest {
  /** The order number (or the cart token) the payment is for. */
  reference: string;
  /** The order's secret code (beyond the platform's fields): an order number alone is easy to guess. */
  orderCode: string;
  locale: string;
  countryCode: CountryCode;
  amount: number;
  currencyCode: 'EUR';
  /** One of MAKSEKESKUS_METHODS. */
  paymentMethod: string;
  email: string;
  returnUrl: string;
  cancelUrl: string;
}

export interface MaksekeskusTransaction {
  url: string;
  transactionId: string;
}

/** The Baltic provider applies only to these methods (the seeds' codes). */
export const MAKSEKESKUS_METHODS = [
  'swedbank',
  'seb',
  'lhv',
  'nordea',
  'krediidipank',
  'pocopay',
  'mastercard',
  'visa',
] as const;

/**
 * Paytrail: POST /api/paytrail/form `{ orderId, orderCode, bank?, locale }` →
 * `{ code: 200, result: { action, method?, fields } }`, the hidden form the popup submits (E2's
 * signed form, or a Payment API provider form or hosted page).
 */
export interface PaytrailFormRequest {
  orderId: string;
  orderCode: string;
  /** One of the Paytrail banks of GET /api/payment/providers; without it Paytrail shows its own choice. */
  bank?: string;
  locale: string;
}

export interface PaytrailForm {
  action: string;
  /** POST unless said otherwise; the Payment API's hosted page is opened with GET and no fields. */
  method?: 'GET' | 'POST';
  fields: Record<string, string>;
}

/** GET /api/payment/providers → which banks each provider offers and whether sandboxes are on. */
export interface PaymentProvidersAnswer {
  sandbox: boolean;
  maksekeskus: { banks: { id: string; name: string }[] };
  paytrail: { banks: { id: string; name: string }[] };
}

/** GET /api/parcel-machines?carrier=omniva&country=EE → `{ code: 200, result: ParcelMachine[] }`. */
export interface ParcelMachine {
  id: string;
  carrierCode: string;
  country: CountryCode;
  name: string;
  address: string;
  city: string;
  zipCode: string;
}
