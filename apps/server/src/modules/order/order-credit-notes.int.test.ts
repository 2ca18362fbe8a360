// @postgres: credit note numbers come from a counter row locked in the refund's transaction, which only a real server runs concurrently.
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { registeredCustomerToken, useTestApp } from '../../test-app.ts';
import { creditNoteOf } from './credit-note-test-helpers.ts';
import { paidOrders } from './paid-order-test-helpers.ts';
import type { PlacedOrder } from './order-test-helpers.ts';

const testApp = useTestApp({}, { today: () => '2026-11-21' });
const orders = paidOrders(testApp);
const SKU = 'PARA-500-20';
const GOODS = 'VITC-1000-20';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const cancel = (order: PlacedOrder) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/order/${order.orderId}/cancel`,
    payload: { orderCode: order.orderCode },
  });

const creditRows = (orderIds: string[]) =>
  testApp.app.db
    .select()
    .from(schema.salesCreditNote)
    .where(inArray(schema.salesCreditNote.orderId, orderIds))
    .orderBy(asc(schema.salesCreditNote.number));

describe(`credit notes on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it("corrects a cancelled paid order's receipt: its own number, the receipt's, every line with VAT per rate, the seller", async () => {
    const token = await registeredCustomerToken(testApp, 'credit.owner@example.ee');
    const order = await orders.paidOrder({ [SKU]: 2, [GOODS]: 1 }, { token });
    const [receipt] = await testApp.app.db
      .select()
      .from(schema.salesDocument)
      .where(eq(schema.salesDocument.orderId, order.orderId));
    expect((await cancel(order)).statusCode).toBe(200);

    const row = await orders.orderRow(order.orderId);
    const [note] = await creditRows([order.orderId]);
    expect(note).toMatchObject({ originalId: receipt!.id, amount: row.grandTotal, returnId: null });
    const credit = await creditNoteOf(testApp.app, order, bearer(token));
    expect(credit.notes).toEqual([
      expect.objectContaining({ number: note!.number, label: `KR-${String(note!.number).padStart(6, '0')}` }),
    ]);
    expect(credit.notes[0]!.amount).toBe(row.grandTotal / 100);
    expect(credit.response!.statusCode).toBe(200);
    expect(credit.response!.headers['content-type']).toBe('application/pdf');
    expect(credit.response!.headers['cache-control']).toContain('no-store');
    expect(credit.texts[0]).toBe(`Kreeditarve KR-${String(note!.number).padStart(6, '0')}`);
    expect(credit.corrects).toMatch(
      new RegExp(
        `^Parandab dokumenti: Kviitung K-${String(receipt!.number).padStart(6, '0')} \\(\\d\\d\\.\\d\\d\\.\\d{4}\\)$`,
      ),
    );
    expect(credit.texts).toEqual(
      expect.arrayContaining([
        `Tellimus: ${order.orderNumber}`,
        'Registrikood: 16543210',
        'KMKR nr: EE102345678',
      ]),
    );
    // The whole payment comes back: the VAT lines add up to what was paid and its VAT.
    expect(credit.refunded).toBe(row.grandTotal);
    expect(credit.vat.length).toBeGreaterThan(0);
    expect(credit.vat.reduce((sum, line) => sum + line.gross, 0)).toBe(row.grandTotal);
    expect(credit.vat.reduce((sum, line) => sum + line.tax, 0)).toBe(row.taxTotal);
    for (const line of credit.vat) expect(line.net + line.tax).toBe(line.gross);
  });

  it("answers another customer's credit note, a wrong code and an unknown number as an unknown order's", async () => {
    const owner = await registeredCustomerToken(testApp, 'credit.private@example.ee');
    const other = await registeredCustomerToken(testApp, 'credit.other@example.ee');
    const order = await orders.paidOrder({ [SKU]: 1 }, { token: owner });
    expect((await cancel(order)).statusCode).toBe(200);
    const [note] = await creditRows([order.orderId]);
    const unknown = await testApp.app.inject({
      method: 'GET',
      url: '/api/order/00000000-0000-4000-8000-000000000000/credit-note/1',
      headers: bearer(other),
    });
    expect(unknown.statusCode).toBe(404);
    const path = `/api/order/${order.orderId}/credit-note`;
    for (const [url, headers] of [
      [`${path}/${note!.number}`, bearer(other)],
      [`${path}/${note!.number}?orderCode=guess`, {}],
      [`${path}/${note!.number + 100000}`, bearer(owner)],
    ] as const) {
      const answer = await testApp.app.inject({ method: 'GET', url, headers });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json()).toEqual(unknown.json());
    }
    const own = await testApp.app.inject({
      method: 'GET',
      url: `${path}/${note!.number}`,
      headers: bearer(owner),
    });
    expect(own.statusCode).toBe(200);
  });

  it('issues nothing when nothing was paid', async () => {
    const cartId = await orders.cartWith({ [SKU]: 1 });
    const placed = (await orders.placeOrder(cartId)).body.result as PlacedOrder;
    expect((await cancel(placed)).statusCode).toBe(200);
    expect(await creditRows([placed.orderId])).toEqual([]);
  });

  it('numbers credit notes of refunds made at the same time one after another, each once', async () => {
    const paid = await Promise.all([1, 2, 3, 4].map(() => orders.paidOrder({ [SKU]: 1 })));
    const answers = await Promise.all(paid.map(cancel));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const numbers = (await creditRows(paid.map((order) => order.orderId))).map((note) => note.number);
    expect(numbers).toHaveLength(4);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
    const [counter] = await testApp.app.db
      .select()
      .from(schema.salesDocumentCounter)
      .where(eq(schema.salesDocumentCounter.kind, 'credit'));
    expect(counter!.lastNumber).toBeGreaterThanOrEqual(numbers.at(-1)!);
    const all = await testApp.app.db
      .select({ number: schema.salesCreditNote.number })
      .from(schema.salesCreditNote);
    expect(new Set(all.map((note) => note.number)).size).toBe(all.length);
  });
});
