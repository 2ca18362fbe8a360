import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

// The stories read whatever the calls answer; each assertion states the shape it expects.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ApiBody = { code: number; result: any; errors?: { field: string; message: string }[] };

/** Calls for the checkout stories: a cart with lines, a valid order body, placing it. */
export function checkoutCalls(app: FastifyInstance) {
  async function call(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await app.inject({ method, url, payload: body as object | undefined, headers });
    return { status: response.statusCode, body: response.json() as ApiBody, headers: response.headers };
  }

  async function cartWith(
    lines: Record<string, number>,
    options: { storeCode?: string; token?: string } = {},
  ) {
    const auth: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
    const created = await call(
      'POST',
      `/api/cart/create?storeCode=${options.storeCode ?? 'ee'}`,
      undefined,
      auth,
    );
    const cartId = created.body.result as string;
    for (const [sku, qty] of Object.entries(lines)) {
      const added = await call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty } }, auth);
      if (added.status !== 200) throw new Error(`adding ${sku}: ${JSON.stringify(added.body)}`);
    }
    return cartId;
  }

  function orderBody(overrides: Record<string, unknown> = {}) {
    return {
      storeCode: 'ee',
      personalDetails: {
        firstName: 'Mari',
        lastName: 'Tamm',
        emailAddress: 'mari.tamm@example.ee',
        phoneNumber: '+372 5123 4567',
      },
      shipping: {
        type: 'Courier',
        carrierCode: 'courier',
        methodCode: 'flatrate',
        address: {
          country: 'EE',
          streetAddress: 'Narva mnt 5',
          city: 'Tallinn',
          state: 'Harjumaa',
          zipCode: '10117',
        },
      },
      payment: { method: 'maksekeskus', bank: 'swedbank' },
      termsAccepted: true,
      ...overrides,
    };
  }

  function placeOrder(
    cartId: string,
    body: object = orderBody(),
    options: { key?: string; token?: string } = {},
  ) {
    return call('POST', `/api/order?cartId=${cartId}`, body, {
      'idempotency-key': options.key ?? randomUUID(),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    });
  }

  return { call, cartWith, orderBody, placeOrder };
}
