import type { PlaceOrderRequest } from '@apteek/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendOrder, type QueuedOrder } from './order-outbox.ts';

const order: QueuedOrder = {
  cartId: 'cart-1',
  request: {} as PlaceOrderRequest,
  idempotencyKey: 'key-1',
  shippingType: 'Courier',
};

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status })),
  );
}

describe('sending an order', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells an address refusal from other refusals, so a queued order can be cancelled as such', async () => {
    answer(400, {
      code: 400,
      result: 'Zip-code must have at least 3 letters.',
      reason: 'invalid_request',
      errors: [{ field: 'shipping.address.zipCode', message: 'Zip-code must have at least 3 letters.' }],
    });
    expect(await sendOrder(order, 'et-EE')).toEqual({
      kind: 'refused',
      message: 'Zip-code must have at least 3 letters.',
      reason: 'invalid_request',
      isAddress: true,
    });
    answer(400, {
      code: 400,
      result: 'Please provide valid e-mail address.',
      errors: [{ field: 'personalDetails.emailAddress', message: 'Please provide valid e-mail address.' }],
    });
    expect(await sendOrder(order, 'et-EE')).toMatchObject({ kind: 'refused', isAddress: false });
  });

  it('queues the order on a server error or no answer, and sends the idempotency key', async () => {
    answer(503, { code: 503, result: 'Service unavailable' });
    expect(await sendOrder(order, 'et-EE')).toEqual({ kind: 'queued' });
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    expect(await sendOrder(order, 'et-EE')).toEqual({ kind: 'queued' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/order?cartId=cart-1');
    expect((init.headers as Record<string, string>)['idempotency-key']).toBe('key-1');
  });
});
