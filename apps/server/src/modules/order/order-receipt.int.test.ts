// @postgres: receipt numbers come from a counter row locked in the payment's transaction, which only a real server runs concurrently.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { registeredCustomerToken, useTestApp } from '../../test-app.ts';
import { pdfTexts } from '../../testing/pdf-text.ts';
import { paidOrders } from './paid-order-test-helpers.ts';

const testApp = useTestApp({}, { today: () => '2026-11-21' });
const orders = paidOrders(testApp);
const SKU = 'PARA-500-20';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function pdfOf(url: string, headers: Record<string, string> = {}) {
  const response = await testApp.app.inject({ method: 'GET', url, headers });
  return { response, texts: response.statusCode === 200 ? pdfTexts(response.rawPayload) : [] };
}

const documentsOf = (orderId: string) =>
  testApp.app.db
    .select()
    .from(schema.salesDocument)
    .where(eq(schema.salesDocument.orderId, orderId))
    .orderBy(asc(schema.salesDocument.kind));

describe('receipts and invoices', () => {
  it("prints a paid order's receipt in the store's language: seller numbers, VAT per rate, its number", async () => {
    const token = await registeredCustomerToken(testApp, 'receipt.owner@example.ee');
    const order = await orders.paidOrder({ [SKU]: 2 }, { token });
    const [receipt] = await documentsOf(order.orderId);
    expect(receipt).toMatchObject({ kind: 'receipt' });

    const { response, texts } = await pdfOf(`/api/order/${order.orderId}/receipt`, bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toContain('no-store');
    const text = texts.join('\n');
    expect(texts[0]).toBe(`Kviitung K-${String(receipt!.number).padStart(6, '0')}`);
    expect(text).toContain(`Tellimus: ${order.orderNumber}`);
    expect(text).toContain('Registrikood: 16543210');
    expect(text).toContain('KMKR nr: EE102345678');
    expect(text).toContain('Käibemaks määrade kaupa');
    // The VAT lines add up to what was paid.
    const row = await orders.orderRow(order.orderId);
    const paid = `${(row.grandTotal / 100).toFixed(2).replace('.', ',')} €`;
    expect(texts[texts.indexOf('Tasutud') + 1]).toBe(paid);
    const vatStart = texts.indexOf('Käibemaks määrade kaupa') + 5;
    const vatLines: string[][] = [];
    for (let i = vatStart; texts[i]?.endsWith(' %'); i += 4) vatLines.push(texts.slice(i, i + 4));
    expect(vatLines.length).toBeGreaterThan(0);
    const cents = (money: string) => Math.round(Number(money.replace(' €', '').replace(',', '.')) * 100);
    expect(vatLines.reduce((sum, line) => sum + cents(line[3]!), 0)).toBe(row.grandTotal);
    expect(vatLines.reduce((sum, line) => sum + cents(line[2]!), 0)).toBe(row.taxTotal);
  });

  it('numbers receipts one after another without gaps, and a company invoice in its own series', async () => {
    const first = await orders.paidOrder({ [SKU]: 1 });
    const second = await orders.paidOrder(
      { [SKU]: 1 },
      {
        body: {
          payment: {
            method: 'maksekeskus',
            bank: 'seb',
            company: 'Tervis AS',
            taxId: 'EE100200300',
          },
        },
      },
    );
    const [a] = await documentsOf(first.orderId);
    const [invoice, b] = await documentsOf(second.orderId);
    expect(b!.number).toBe(a!.number + 1);
    expect(invoice).toMatchObject({ kind: 'invoice' });

    const { texts } = await pdfOf(`/api/order/${second.orderId}/invoice?orderCode=${second.orderCode}`);
    expect(texts[0]).toBe(`Arve A-${String(invoice!.number).padStart(6, '0')}`);
    expect(texts).toEqual(expect.arrayContaining(['Tervis AS', 'KMKR- või registrikood: EE100200300']));
    // No invoice was asked for the first order.
    const none = await pdfOf(`/api/order/${first.orderId}/invoice?orderCode=${first.orderCode}`);
    expect(none.response.statusCode).toBe(404);
  });

  it('gives orders paid at the same time consecutive receipt numbers, each once', async () => {
    const placed = await Promise.all(
      [1, 2, 3, 4].map(async () => {
        const cartId = await orders.cartWith({ [SKU]: 1 });
        const answer = await orders.placeOrder(cartId);
        return answer.body.result as Parameters<typeof orders.pay>[0];
      }),
    );
    await Promise.all(placed.map((order) => orders.pay(order)));
    const numbers = (
      await Promise.all(placed.map(async (order) => (await documentsOf(order.orderId))[0]!.number))
    ).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
  });

  it("writes the Russian store's receipt in Russian letters", async () => {
    const order = await orders.paidOrder({ [SKU]: 1 }, { storeCode: 'ru', body: { storeCode: 'ru' } });
    const { texts } = await pdfOf(`/api/order/${order.orderId}/receipt?orderCode=${order.orderCode}`);
    expect(texts[0]).toMatch(/^Чек K-\d{6}$/);
    expect(texts).toContain('НДС по ставкам');
  });

  it("answers another customer's receipt as an unknown order's", async () => {
    const owner = await registeredCustomerToken(testApp, 'receipt.private@example.ee');
    const other = await registeredCustomerToken(testApp, 'receipt.other@example.ee');
    const order = await orders.paidOrder({ [SKU]: 1 }, { token: owner });
    const unknown = await testApp.app.inject({
      method: 'GET',
      url: '/api/order/00000000-0000-4000-8000-000000000000/receipt',
      headers: bearer(other),
    });
    for (const url of [`/api/order/${order.orderId}/receipt`, `/api/order/${order.orderId}/invoice`]) {
      const answer = await testApp.app.inject({ method: 'GET', url, headers: bearer(other) });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(unknown.json());
    }
    const guess = await testApp.app.inject({
      method: 'GET',
      url: `/api/order/${order.orderId}/receipt?orderCode=guess`,
    });
    expect(guess.json()).toEqual(unknown.json());
  });
});
