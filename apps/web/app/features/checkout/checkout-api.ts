import type {
  CartPaymentMethod,
  CartShippingMethod,
  CountryCode,
  MaksekeskusTransaction,
  MaksekeskusTransactionRequest,
  ParcelMachine,
  PaymentInfo,
  PaymentProvidersAnswer,
  PaymentStatusAnswer,
  PaytrailForm,
  PaytrailFormRequest,
  PlacedOrder,
  PlaceOrderRequest,
} from '@apteek/domain';
import type { ApiAuth } from '../../api/api-auth.ts';
import { answerOfError, type ApiAnswer } from '../../api/api-error.ts';
import { callApi, readLater, type ResultReader } from '../../api/client.ts';

/**
 * The answer of a call: the envelope whatever its code, its result typed for a 2xx and
 * the server's English message otherwise; `null` stands for no answer at all (offline, refused).
 */
type Answer<T> = ApiAnswer<T> | null;

export interface CallOptions {
  locale: string;
  /** The customer's session, for the calls made as the customer. */
  auth?: ApiAuth | null;
  headers?: Record<string, string>;
}

function call<T>(
  path: string,
  init: { method: 'GET' | 'POST'; body?: unknown; result?: ResultReader<T> },
  options: CallOptions,
): Promise<Answer<T>> {
  const answer = callApi<T>(path, { ...init, ...options });
  return answer.catch((error: unknown) => answerOfError(error) as Answer<T>);
}

const shippingMethodsAnswer = readLater<CartShippingMethod[]>(() =>
  import('./checkout-answers.ts').then((schemas) => schemas.ShippingMethodsSchema),
);

const cart = (path: string, cartId: string) => `/api/cart/${path}?cartId=${encodeURIComponent(cartId)}`;

export const checkoutApi = {
  shippingMethods: (cartId: string, country: CountryCode, options: CallOptions) =>
    call<CartShippingMethod[]>(
      cart('shipping-methods', cartId),
      {
        method: 'POST',
        body: { address: { country_id: country } },
        result: shippingMethodsAnswer,
      },
      options,
    ),

  paymentMethods: (cartId: string, options: CallOptions) =>
    call<CartPaymentMethod[]>(cart('payment-methods', cartId), { method: 'GET' }, options),

  /** Keeps the chosen method on the cart, so its totals carry the shipping price. */
  shippingInformation: (
    cartId: string,
    choice: { carrierCode: string; methodCode: string; country: CountryCode },
    options: CallOptions,
  ) =>
    call<unknown>(
      cart('shipping-information', cartId),
      {
        method: 'POST',
        body: {
          addressInformation: {
            shippingAddress: { country_id: choice.country },
            shippingCarrierCode: choice.carrierCode,
            shippingMethodCode: choice.methodCode,
          },
        },
      },
      options,
    ),

  parcelMachines: (carrier: string, country: CountryCode, options: CallOptions) =>
    call<ParcelMachine[]>(
      `/api/parcel-machines?carrier=${encodeURIComponent(carrier)}&country=${country}`,
      { method: 'GET' },
      options,
    ),

  providers: (options: CallOptions) =>
    call<PaymentProvidersAnswer>('/api/payment/providers', { method: 'GET' }, options),

  placeOrder: (cartId: string, request: PlaceOrderRequest, idempotencyKey: string, options: CallOptions) =>
    call<PlacedOrder | string>(
      `/api/order?cartId=${encodeURIComponent(cartId)}`,
      { method: 'POST', body: request },
      { ...options, headers: { 'idempotency-key': idempotencyKey } },
    ),

  maksekeskusTransaction: (request: MaksekeskusTransactionRequest, options: CallOptions) =>
    call<MaksekeskusTransaction>('/api/maksekeskus/transaction', { method: 'POST', body: request }, options),

  paytrailForm: (request: PaytrailFormRequest, options: CallOptions) =>
    call<PaytrailForm>('/api/paytrail/form', { method: 'POST', body: request }, options),

  addPayment: (order: PlacedOrder, paymentInfo: PaymentInfo, options: CallOptions) =>
    call<PaymentStatusAnswer>(
      `/api/order/${encodeURIComponent(order.orderId)}/payment`,
      { method: 'POST', body: { orderCode: order.orderCode, paymentInfo } },
      options,
    ),

  paymentStatus: (order: PlacedOrder, options: CallOptions) =>
    call<PaymentStatusAnswer>(
      `/api/order/${encodeURIComponent(order.orderId)}/paymentStatus?orderCode=${encodeURIComponent(order.orderCode)}`,
      { method: 'GET' },
      options,
    ),
};
