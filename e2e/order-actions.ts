import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { ESTONIAN_COURIER_ORDER } from '../apps/server/src/testing/order-bodies.ts';
import { expect } from './fixtures.ts';

export interface Placed {
  orderId: string;
  orderNumber: string;
  orderCode: string;
  grandTotal: number;
}

/**
 * An order placed through the API and paid through the sandbox bank: by default two paracetamol
 * packs to a courier address (the tests' Estonian order), or the given lines and delivery. A payment
 * of an amount the order cannot take (`unprocessable`) leaves the order for a pharmacist's manual check.
 */
export async function paidOrder(
  request: APIRequestContext,
  email: string,
  {
    store,
    token,
    lines = { 'PARA-500-20': 2 },
    shipping,
    payment = 'pay',
  }: {
    store: 'ee' | 'en';
    token?: string;
    lines?: Record<string, number>;
    shipping?: object;
    payment?: 'pay' | 'unprocessable';
  },
): Promise<Placed> {
  const auth = token ? { authorization: `Bearer ${token}` } : undefined;
  const cartId = (
    (await (await request.post(`/api/cart/create?storeCode=${store}`, { headers: auth })).json()) as {
      result: string;
    }
  ).result;
  for (const [sku, qty] of Object.entries(lines)) {
    const added = await request.post(`/api/cart/update?cartId=${cartId}`, {
      headers: auth,
      data: { cartItem: { sku, qty } },
    });
    expect(added.status()).toBe(200);
  }
  const placed = await request.post(`/api/order?cartId=${cartId}`, {
    headers: { ...auth, 'idempotency-key': randomUUID() },
    data: {
      ...ESTONIAN_COURIER_ORDER,
      storeCode: store,
      ...(shipping ? { shipping } : {}),
      personalDetails: {
        ...ESTONIAN_COURIER_ORDER.personalDetails,
        firstName: 'Kati',
        lastName: 'Karu',
        emailAddress: email,
      },
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const order = ((await placed.json()) as { result: Placed }).result;
  const transaction = await request.post('/api/maksekeskus/transaction', {
    data: {
      reference: order.orderNumber,
      orderCode: order.orderCode,
      locale: 'et',
      countryCode: 'EE',
      amount: order.grandTotal,
      currencyCode: 'EUR',
      paymentMethod: 'swedbank',
      email,
      returnUrl: 'http://localhost/maksekeskus-status/ok',
      cancelUrl: 'http://localhost/maksekeskus-status/cancel',
    },
  });
  const bank = new URL(((await transaction.json()) as { result: { url: string } }).result.url);
  const paid = await request.post('/sandbox/maksekeskus/pay', {
    form: { t: bank.searchParams.get('t')!, channel: bank.searchParams.get('channel')!, result: payment },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  return order;
}
