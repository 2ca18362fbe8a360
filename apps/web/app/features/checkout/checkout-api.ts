import type {
  CountryCode,
  DeliveryType,
  MaksekeskusTransaction,
  MaksekeskusTransactionRequest,
  ParcelMachine,
  PaymentInfo,
  PaymentMethod,
  PaymentProvidersAnswer,
  PaymentStatusAnswer,
  PaytrailForm,
  PaytrailFormRequest,
  PlacedOrder,
  PlaceOrderRequest,
} from '@apteek/domain';

/** The envelope of every call (DESIGN §3); `null` stands for no answer at all (offline, refused). */
interface Answer<T> {
  code: number;
  result: T;
  /** 400: the fields the server refused, each with its message. */
  errors?: { field: string; message: string }[];
}

export interface CallOptions {
  locale: string;
  token?: string | null;
  headers?: Record<string, string>;
}

async function call<T>(
  path: string,
  init: { method: 'GET' | 'POST'; body?: unknown },
  options: CallOptions,
): Promise<Answer<T> | null> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': options.locale,
    ...options.headers,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(path, {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const body = (await response.json().catch(() => null)) as Answer<T> | null;
    return typeof body?.code === 'number' ? body : { code: response.status, result: null as T };
  } catch {
    return null;
  }
}

/** A shipping method as POST /api/cart/shipping-methods lists it (apps/server cart-service). */
export interface CartShippingMethod {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  type: DeliveryType;
  price_incl_tax: number;
  default: boolean;
  available: boolean;
}

export interface CartPaymentMethod {
  code: PaymentMethod['code'];
  title: string;
  default: boolean;
}

const cart = (path: string, cartId: string) => `/api/cart/${path}?cartId=${encodeURIComponent(cartId)}`;

export const checkoutApi = {
  shippingMethods: (cartId: string, country: CountryCode, options: CallOptions) =>
    call<CartShippingMethod[]>(
      cart('shipping-methods', cartId),
      { method: 'POST', body: { address: { country_id: country } } },
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
