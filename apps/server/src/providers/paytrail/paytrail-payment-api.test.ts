import { describe, expect, it } from 'vitest';
import type { HttpCall, HttpResponse, PayableOrder } from '../../modules/payment/index.ts';
import type { PaytrailStart } from './paytrail-adapter.ts';
import { paytrailHmac } from './paytrail-hmac.ts';
import { paytrailPaymentApi } from './paytrail-payment-api.ts';

const credentials = {
  merchantId: '375917',
  secret: 'SAIPPUAKAUPPIAS',
  apiUrl: 'https://services.paytrail.com',
};

const order: PayableOrder = {
  id: 'order-1',
  orderNumber: '100000042',
  orderCode: 'code-1',
  storeCode: 'fi',
  status: 'PendingPayment',
  paymentMethod: 'paytrail',
  paymentBank: 'op',
  grandTotal: 1002,
  email: 'aino@example.fi',
  firstname: 'Aino',
  lastname: 'Virtanen',
};

const start = (overrides: Partial<PaytrailStart> = {}): PaytrailStart => ({
  order,
  bank: 'op',
  language: 'fi',
  urls: {
    success: 'https://apteek.ee/fi/paytrail/success',
    cancel: 'https://apteek.ee/fi/paytrail/cancel',
    notify: 'https://apteek.ee/api/paytrail/transaction/result',
  },
  items: [
    { productCode: 'PARA-500-20', description: 'Paracetamol', units: 2, unitPrice: 250, vatPercentage: 13.5 },
    { productCode: 'shipping', description: 'Shipping', units: 1, unitPrice: 502, vatPercentage: 25.5 },
  ],
  ...overrides,
});

const created = {
  transactionId: '5770642a-9a02-4ca2-8eaa-cc6260a78eb6',
  href: 'https://pay.paytrail.com/pay/5770642a-9a02-4ca2-8eaa-cc6260a78eb6',
  reference: '809759248',
  providers: [
    { id: 'nordea', name: 'Nordea', url: 'https://pay.paytrail.com/payments/x/nordea', parameters: [] },
    {
      id: 'osuuspankki',
      name: 'OP',
      url: 'https://pay.paytrail.com/payments/x/op',
      parameters: [
        { name: 'a', value: '1' },
        { name: 'b', value: 'two' },
      ],
    },
    { id: 'creditcard', name: 'Visa', url: 'https://pay.paytrail.com/card/visa', parameters: [] },
    { id: 'creditcard', name: 'Mastercard', url: 'https://pay.paytrail.com/card/mc', parameters: [] },
  ],
};

/** Paytrail's answer, signed like its real ones (checkout-* headers and the body). */
function signedAnswer(payload: object, secret = credentials.secret, status = 201): HttpResponse {
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = {
    'checkout-account': '375917',
    'checkout-algorithm': 'sha256',
    'checkout-method': 'POST',
    'checkout-nonce': 'n-1',
    'checkout-timestamp': '2026-11-22T08:00:00.000Z',
    'request-id': 'r-1',
    'content-type': 'application/json; charset=utf-8',
  };
  headers.signature = paytrailHmac(secret, headers, body);
  return { status, headers, body };
}

function fakeFetch(answer: HttpResponse) {
  const calls: Parameters<HttpCall>[0][] = [];
  const http: HttpCall = async (request) => {
    calls.push(request);
    return answer;
  };
  return { http, calls };
}

let ids = 0;
const adapterWith = (http: HttpCall) =>
  paytrailPaymentApi(credentials, {
    http,
    now: () => new Date('2026-11-22T08:00:00.000Z'),
    uniqueId: () => `id-${(ids += 1)}`,
  });

describe('the Paytrail Payment API adapter', () => {
  it('creates the payment with a signed request: headers, body, items adding up to the amount', async () => {
    const { http, calls } = fakeFetch(signedAnswer(created));
    await adapterWith(http).startPayment(start());
    const [request] = calls;
    expect(request).toMatchObject({ method: 'POST', url: 'https://services.paytrail.com/payments' });
    expect(request!.headers).toMatchObject({
      'checkout-account': '375917',
      'checkout-algorithm': 'sha256',
      'checkout-method': 'POST',
      'checkout-timestamp': '2026-11-22T08:00:00.000Z',
      'platform-name': 'apteek',
      'content-type': 'application/json; charset=utf-8',
    });
    expect(request!.headers['checkout-nonce']).toMatch(/^id-\d+$/);
    expect(request!.headers.signature).toBe(
      paytrailHmac(credentials.secret, request!.headers, request!.body!),
    );
    const body = JSON.parse(request!.body!);
    expect(body).toMatchObject({
      reference: '100000042',
      amount: 1002,
      currency: 'EUR',
      language: 'FI',
      customer: { email: 'aino@example.fi', firstName: 'Aino', lastName: 'Virtanen' },
      redirectUrls: { success: start().urls.success, cancel: start().urls.cancel },
      callbackUrls: { success: start().urls.notify, cancel: start().urls.notify },
    });
    expect(body.stamp).not.toBe(request!.headers['checkout-nonce']);
    expect(
      body.items.reduce(
        (sum: number, i: { unitPrice: number; units: number }) => sum + i.unitPrice * i.units,
        0,
      ),
    ).toBe(body.amount);
  });

  it('uses a new stamp for every attempt', async () => {
    const { http, calls } = fakeFetch(signedAnswer(created));
    const adapter = adapterWith(http);
    await adapter.startPayment(start());
    await adapter.startPayment(start());
    const stamps = calls.map((call) => JSON.parse(call.body!).stamp);
    expect(new Set(stamps).size).toBe(2);
  });

  it('leaves out items that would not add up to the amount, rather than have the payment refused', async () => {
    const { http, calls } = fakeFetch(signedAnswer(created));
    await adapterWith(http).startPayment(start({ items: [start().items[0]!] }));
    expect(JSON.parse(calls[0]!.body!).items).toBeUndefined();
  });

  it("answers the chosen bank's provider form, the card by its name, else the hosted page", async () => {
    const { http } = fakeFetch(signedAnswer(created));
    const adapter = adapterWith(http);
    expect(await adapter.startPayment(start())).toEqual({
      action: 'https://pay.paytrail.com/payments/x/op',
      method: 'POST',
      fields: { a: '1', b: 'two' },
    });
    expect((await adapter.startPayment(start({ bank: 'mastercard' }))).action).toBe(
      'https://pay.paytrail.com/card/mc',
    );
    const hosted = { action: created.href, method: 'GET', fields: {} };
    expect(await adapter.startPayment(start({ bank: undefined }))).toEqual(hosted);
    // A bank Paytrail does not offer for this payment: the hosted page lets the shopper choose.
    expect(await adapter.startPayment(start({ bank: 'aktia' }))).toEqual(hosted);
  });

  it('refuses an answer that is not signed with the merchant secret, or not a created payment', async () => {
    const forged = adapterWith(fakeFetch(signedAnswer(created, 'another secret')).http);
    await expect(forged.startPayment(start())).rejects.toMatchObject({ code: 'provider_unavailable' });
    const unsigned = { ...signedAnswer(created), headers: { 'content-type': 'application/json' } };
    await expect(adapterWith(fakeFetch(unsigned).http).startPayment(start())).rejects.toThrow(/not signed/);
    const refused = signedAnswer({ status: 'error', message: 'Invalid signature' }, credentials.secret, 401);
    await expect(adapterWith(fakeFetch(refused).http).startPayment(start())).rejects.toThrow(/401/);
    const odd = signedAnswer({ transactionId: 'x' });
    await expect(adapterWith(fakeFetch(odd).http).startPayment(start())).rejects.toThrow(/unexpected/);
  });

  describe('reading redirects and callbacks', () => {
    const adapter = adapterWith(fakeFetch(signedAnswer(created)).http);
    const returned = (status: string, extra: Record<string, string> = {}) => {
      const params: Record<string, string> = {
        'checkout-account': '375917',
        'checkout-algorithm': 'sha256',
        'checkout-amount': '1002',
        'checkout-stamp': 'id-1',
        'checkout-reference': '100000042',
        'checkout-transaction-id': '4b300af6-9a22-11e8-9184-abb6de7fd2d0',
        'checkout-status': status,
        'checkout-provider': 'osuuspankki',
        ...extra,
      };
      return { ...params, signature: paytrailHmac(credentials.secret, params, '') };
    };

    it('maps ok to paid, fail to cancelled, pending and delayed to pending', () => {
      const { signature: _, ...signed } = returned('ok');
      expect(adapter.readReturn({ ...returned('ok'), utm_source: 'mail' })).toEqual({
        provider: 'paytrail',
        reference: '100000042',
        transactionId: '4b300af6-9a22-11e8-9184-abb6de7fd2d0',
        status: 'ok',
        outcome: 'paid',
        amount: 1002,
        // Only what the signature covers: an added parameter is not Paytrail's.
        message: signed,
      });
      expect(
        ['fail', 'pending', 'delayed', 'new-one'].map((s) => adapter.readReturn(returned(s))?.outcome),
      ).toEqual(['cancelled', 'pending', 'pending', 'pending']);
    });

    it('verifies parameters it does not know of, and refuses tampering or another merchant', () => {
      expect(adapter.readReturn(returned('ok', { 'checkout-settlement-reference': '123' }))?.outcome).toBe(
        'paid',
      );
      expect(adapter.readReturn({ ...returned('fail'), 'checkout-status': 'ok' })).toBeNull();
      expect(adapter.readReturn({ ...returned('ok'), 'checkout-amount': '1' })).toBeNull();
      expect(adapter.readReturn({ ...returned('ok'), signature: 'x' })).toBeNull();
      expect(adapter.readReturn(returned('ok', { 'checkout-account': '695861' }))).toBeNull();
      const { signature: _, ...unsigned } = returned('ok');
      expect(adapter.readReturn(unsigned)).toBeNull();
    });
  });
});
