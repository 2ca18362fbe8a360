// @postgres: two staff confirming one return's goods at once serialise on the order's row lock, which only a real server runs concurrently.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { useTestApp } from '../../test-app.ts';
import { staffSessionCookie } from '../../testing/staff-session.ts';
import { creditNoteOf } from './credit-note-test-helpers.ts';
import { fakeCarriers, returnCalls } from './returns-test-helpers.ts';

const testApp = useTestApp({}, { today: () => '2026-11-21', shipments: fakeCarriers });
const { calls, staffCall, deliveredOrder, returnsOf, ask } = returnCalls(testApp);

const GOODS = 'VITC-1000-20';
const HYGIENE = 'SANI-100';
const MEDICINE = 'PARA-500-20';
const EMAIL = 'mari.tamm@example.ee';

const returnRows = (orderId: string) =>
  testApp.app.db.select().from(schema.salesOrderReturn).where(eq(schema.salesOrderReturn.orderId, orderId));
const refundsOf = (orderId: string) =>
  testApp.app.db.select().from(schema.salesOrderRefund).where(eq(schema.salesOrderRefund.orderId, orderId));
const mailsAbout = (orderNumber: string) =>
  testApp.app.db
    .select()
    .from(schema.mailOutbox)
    .where(
      and(
        eq(schema.mailOutbox.recipient, EMAIL),
        sql`${schema.mailOutbox.subject} like ${`%${orderNumber}%`}`,
      ),
    );

describe(`returns on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('takes a requested return of a non-medicine item through acceptance and the goods arrival to the refund, mailing each step', async () => {
    const { order, lineOf } = await deliveredOrder({ [GOODS]: 2, [MEDICINE]: 1 });
    const before = await returnsOf(order);
    expect(before.window).toMatchObject({ open: true, refusal: null });
    expect(before.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sku: GOODS, returnable: 2, kind: 'goods' }),
        expect.objectContaining({ sku: MEDICINE, returnable: 0, kind: 'medicine' }),
      ]),
    );

    // One of the two units is worth half of what the row cost after its discount.
    const [row] = await testApp.app.db
      .select()
      .from(schema.salesOrderLine)
      .where(eq(schema.salesOrderLine.id, lineOf(GOODS)));
    const unit = Math.floor((row!.rowTotalInclTax - row!.discount) / 2);
    const asked = await ask(order, [{ lineId: lineOf(GOODS), qty: 1 }]);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.headers['cache-control']).toBe('no-store');
    const [request] = asked.json().result.requests;
    expect(request).toMatchObject({ state: 'requested', amount: unit / 100, refunded: null });
    expect(request.lines).toEqual([expect.objectContaining({ sku: GOODS, qty: 1 })]);
    const acknowledged = await mailsAbout(order.orderNumber);
    expect(acknowledged.map((mail) => mail.subject)).toContain(
      `Tellimuse ${order.orderNumber} tagastamise soov on kätte saadud – Apteek`,
    );

    const warehouse = await staffSessionCookie(testApp.app, 'warehouse');
    const open = await staffCall(warehouse, '/api/staff/returns');
    expect(open.statusCode).toBe(200);
    expect(open.json().result).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          returnId: request.returnId,
          orderNumber: order.orderNumber,
          refundBy: 'provider',
        }),
      ]),
    );
    // The goods cannot arrive before the request is accepted.
    expect(
      (await staffCall(warehouse, `/api/staff/returns/${request.returnId}/receive`, {})).statusCode,
    ).toBe(409);
    const accepted = await staffCall(warehouse, `/api/staff/returns/${request.returnId}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().result).toMatchObject({ state: 'accepted', refunded: null, refundBy: 'provider' });
    expect(accepted.json().result.sendBackBy).toEqual(expect.any(String));

    // Accepted: told how and where to send the goods back, nothing refunded yet, still open for staff.
    expect((await calls.orderRow(order.orderId)).lifeStage).toBe('delivered');
    expect(await refundsOf(order.orderId)).toEqual([]);
    const instructions = (await mailsAbout(order.orderNumber)).find((mail) =>
      mail.subject.startsWith(`Tellimuse ${order.orderNumber} tagastus on kinnitatud`),
    );
    expect(instructions?.textBody).toContain('Omniva või SmartPosti pakiautomaadi kaudu saajale Apteek OÜ');
    expect(instructions?.textBody).toContain('Tartu mnt 10, 10117 Tallinn');
    const waiting = await returnsOf(order);
    expect(waiting.requests[0]).toMatchObject({ state: 'accepted', refunded: null, receivedAt: null });
    expect((await staffCall(warehouse, '/api/staff/returns')).json().result).toEqual(
      expect.arrayContaining([expect.objectContaining({ returnId: request.returnId, state: 'accepted' })]),
    );
    expect((await staffCall(warehouse, `/api/staff/returns/${request.returnId}/accept`, {})).statusCode).toBe(
      409,
    );

    const received = await staffCall(warehouse, `/api/staff/returns/${request.returnId}/receive`, {});
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().result).toMatchObject({
      state: 'received',
      refunded: unit / 100,
      refundBy: 'provider',
    });

    expect((await calls.orderRow(order.orderId)).lifeStage).toBe('returned');
    expect((await refundsOf(order.orderId)).map((refund) => refund.amount)).toEqual([unit]);
    const after = await returnsOf(order);
    expect(after.requests[0]).toMatchObject({ state: 'received', refunded: unit / 100 });
    expect(after.requests[0].receivedAt).toEqual(expect.any(String));
    expect(after.lines.find((l: { sku: string }) => l.sku === GOODS).returnable).toBe(1);
    const mails = (await mailsAbout(order.orderNumber)).map((mail) => mail.textBody);
    const euros = (unit / 100).toFixed(2).replace('.', ',');
    expect(mails.some((text) => text.includes(`Tagastame teile ${euros}`))).toBe(true);

    // Each step on the order's timeline and in the audit log.
    const events = await testApp.app.db
      .select()
      .from(schema.salesOrderEvent)
      .where(eq(schema.salesOrderEvent.orderId, order.orderId));
    expect(
      events.map((event) => (event.details as { return?: string } | null)?.return).filter(Boolean),
    ).toEqual(['requested', 'accepted']);
    expect(events.find((event) => event.stage === 'returned')?.details).toMatchObject({ refunded: unit });
    const audited = await testApp.app.db
      .select({ action: schema.staffAuditLog.action })
      .from(schema.staffAuditLog)
      .where(eq(schema.staffAuditLog.target, `order ${order.orderNumber}`));
    expect(audited.map((row) => row.action)).toEqual(
      expect.arrayContaining(['return_accepted', 'return_received']),
    );

    // Received once: a second confirmation changes nothing, and nothing is left open.
    const again = await staffCall(warehouse, `/api/staff/returns/${request.returnId}/receive`, {});
    expect(again.statusCode).toBe(409);
    expect((await refundsOf(order.orderId)).length).toBe(1);
    expect(
      (await staffCall(warehouse, '/api/staff/returns'))
        .json()
        .result.some((open: { returnId: number }) => open.returnId === request.returnId),
    ).toBe(false);

    // The other unit may still come back; the order stays returned and the refunds add up.
    const second = await ask(order, [{ lineId: lineOf(GOODS), qty: 1 }]);
    expect(second.statusCode, second.body).toBe(200);
  });

  it('refuses each bad request with a clear answer and changes nothing', async () => {
    const { order, lineOf } = await deliveredOrder({ [GOODS]: 1, [MEDICINE]: 1, [HYGIENE]: 1 });
    const refusal = async (answer: Awaited<ReturnType<typeof ask>>, status: number, text: string) => {
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json().result).toBe(text);
    };
    await refusal(
      await ask(order, [{ lineId: lineOf(MEDICINE), qty: 1 }]),
      409,
      'Medicines cannot be returned.',
    );
    await refusal(
      await ask(order, [{ lineId: lineOf(HYGIENE), qty: 1 }]),
      409,
      'Hygiene products and cosmetics can be returned only in their unopened package.',
    );
    await refusal(
      await ask(order, [{ lineId: lineOf(GOODS), qty: 2 }]),
      409,
      'You cannot return more than you bought.',
    );
    await refusal(
      await ask(order, [{ lineId: 2_000_000, qty: 1 }]),
      409,
      'This product is not in the order.',
    );
    await refusal(await ask(order, []), 409, 'Choose at least one product to return.');
    const noReason = await ask(order, [{ lineId: lineOf(GOODS), qty: 1 }], { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    const unknown = await ask({ ...order, orderId: randomUUID() }, [{ lineId: lineOf(GOODS), qty: 1 }]);
    expect(unknown.statusCode).toBe(404);
    const wrongCode = await ask({ ...order, orderCode: 'not-the-code' }, [{ lineId: lineOf(GOODS), qty: 1 }]);
    expect(wrongCode.statusCode).toBe(404);
    const anothers = await testApp.app.inject({ method: 'GET', url: `/api/order/${order.orderId}/returns` });
    expect(anothers.statusCode).toBe(404);
    expect(await returnRows(order.orderId)).toEqual([]);

    // The same units twice: the second asks for what is already claimed.
    expect((await ask(order, [{ lineId: lineOf(HYGIENE), qty: 1, unopened: true }])).statusCode).toBe(200);
    await refusal(
      await ask(order, [{ lineId: lineOf(HYGIENE), qty: 1, unopened: true }]),
      409,
      'A return has already been requested for these products.',
    );
    expect((await returnRows(order.orderId)).length).toBe(1);

    // Past the 14 days from delivery.
    await testApp.app.db
      .update(schema.salesOrderEvent)
      .set({ at: sql`${schema.salesOrderEvent.at} - interval '16 days'` })
      .where(eq(schema.salesOrderEvent.orderId, order.orderId));
    await refusal(
      await ask(order, [{ lineId: lineOf(GOODS), qty: 1 }]),
      409,
      'The 14-day return period for this order has ended.',
    );
    expect((await returnsOf(order)).window).toMatchObject({ open: false });
    expect((await returnRows(order.orderId)).length).toBe(1);
  });

  it('refuses a return of an order not yet delivered', async () => {
    const order = await calls.paidOrder({ [GOODS]: 1 });
    const lineId = (await returnsOf(order)).lines[0].lineId as number;
    const answer = await ask(order, [{ lineId, qty: 1 }]);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().result).toBe(
      'Products can be returned once the order has been delivered or collected.',
    );
  });

  it('lets staff refuse with a reason the customer is mailed, after which the units may be asked again; an administrator may not', async () => {
    const { order, lineOf } = await deliveredOrder({ [GOODS]: 1 });
    const asked = await ask(order, [{ lineId: lineOf(GOODS), qty: 1 }]);
    const { returnId } = asked.json().result.requests[0];
    const admin = await staffSessionCookie(testApp.app, 'admin');
    expect(
      (await staffCall(admin, `/api/staff/returns/${returnId}/refuse`, { reason: 'x' })).statusCode,
    ).toBe(403);

    const pharmacist = await staffSessionCookie(testApp.app, 'pharmacist');
    expect((await staffCall(pharmacist, `/api/staff/returns/${returnId}/refuse`, {})).statusCode).toBe(400);
    const refused = await staffCall(pharmacist, `/api/staff/returns/${returnId}/refuse`, {
      reason: 'The package was opened and used.',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().result).toMatchObject({
      state: 'refused',
      refusalReason: 'The package was opened and used.',
    });
    expect((await calls.orderRow(order.orderId)).lifeStage).toBe('delivered');
    expect(await refundsOf(order.orderId)).toEqual([]);
    const mails = await mailsAbout(order.orderNumber);
    expect(mails.some((mail) => mail.textBody.includes('Põhjus: The package was opened and used.'))).toBe(
      true,
    );
    expect((await staffCall(pharmacist, `/api/staff/returns/${returnId}/accept`, {})).statusCode).toBe(409);
    expect((await staffCall(pharmacist, `/api/staff/returns/${returnId}/receive`, {})).statusCode).toBe(409);
    expect((await staffCall(pharmacist, '/api/staff/returns/999999/accept', {})).statusCode).toBe(409);
    const again = await ask(order, [{ lineId: lineOf(GOODS), qty: 1 }]);
    expect(again.statusCode).toBe(200);

    // Accepted, then refused when the goods arrive opened: nothing refunded, the customer told why.
    const { returnId: second } = again.json().result.requests[0];
    expect((await staffCall(pharmacist, `/api/staff/returns/${second}/accept`, {})).statusCode).toBe(200);
    const onArrival = await staffCall(pharmacist, `/api/staff/returns/${second}/refuse`, {
      reason: 'The seal was broken.',
    });
    expect(onArrival.json().result).toMatchObject({ state: 'refused', refunded: 0 });
    expect((await staffCall(pharmacist, `/api/staff/returns/${second}/receive`, {})).statusCode).toBe(409);
    expect(await refundsOf(order.orderId)).toEqual([]);
  });

  it('records a refund by hand for cash on delivery, the whole order withdrawn with its delivery', async () => {
    const { order, lineOf } = await deliveredOrder({ [GOODS]: 1 }, { cash: true });
    const asked = await ask(order, [{ lineId: lineOf(GOODS), qty: 1 }]);
    expect(asked.statusCode, asked.body).toBe(200);
    const { returnId, amount } = asked.json().result.requests[0];
    expect(amount).toBe(order.grandTotal);
    const warehouse = await staffSessionCookie(testApp.app, 'warehouse');
    expect((await staffCall(warehouse, `/api/staff/returns/${returnId}/accept`, {})).statusCode).toBe(200);
    const received = await staffCall(warehouse, `/api/staff/returns/${returnId}/receive`, {});
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().result).toMatchObject({ refundBy: 'manual', refunded: order.grandTotal });
    expect((await calls.orderRow(order.orderId)).lifeStage).toBe('returned');
    expect(await refundsOf(order.orderId)).toEqual([]);
    const mails = await mailsAbout(order.orderNumber);
    expect(mails.some((mail) => mail.textBody.includes('pangaülekandega'))).toBe(true);
    // The receipt taken at the door is corrected too: the whole order, its delivery with it.
    const credit = await creditNoteOf(testApp.app, order);
    expect(credit.refunded).toBe(Math.round(order.grandTotal * 100));
    expect(credit.corrects).toMatch(/^Parandab dokumenti: Kviitung K-\d{6}/);
  });

  it("corrects the company's invoice with a credit note of the returned units, their VAT and the delivery, once the goods arrive", async () => {
    const company = {
      payment: { method: 'maksekeskus', bank: 'seb', company: 'Tervis AS', taxId: 'EE100200300' },
    };
    const { order, lineOf } = await deliveredOrder({ [GOODS]: 3 }, { body: company });
    const [invoice] = await testApp.app.db
      .select()
      .from(schema.salesDocument)
      .where(and(eq(schema.salesDocument.orderId, order.orderId), eq(schema.salesDocument.kind, 'invoice')));
    const warehouse = await staffSessionCookie(testApp.app, 'warehouse');
    const returnOf = async (qty: number) => {
      const { returnId } = (await ask(order, [{ lineId: lineOf(GOODS), qty }])).json().result.requests[0];
      expect((await staffCall(warehouse, `/api/staff/returns/${returnId}/accept`, {})).statusCode).toBe(200);
      // No credit note until the goods arrive.
      expect((await creditNoteOf(testApp.app, order)).notes.length).toBe(returned);
      const received = await staffCall(warehouse, `/api/staff/returns/${returnId}/receive`, {});
      expect(received.statusCode, received.body).toBe(200);
      returned += 1;
      return Math.round(received.json().result.refunded * 100);
    };
    let returned = 0;
    const [line] = await testApp.app.db
      .select()
      .from(schema.salesOrderLine)
      .where(eq(schema.salesOrderLine.id, lineOf(GOODS)));
    const first = await returnOf(1);
    expect(first).toBe(Math.floor((line!.rowTotalInclTax - line!.discount) / 3));
    const credit = await creditNoteOf(testApp.app, order);
    expect(credit.texts).toEqual(
      expect.arrayContaining(['Tervis AS', 'KMKR- või registrikood: EE100200300']),
    );
    expect(credit.corrects).toContain(`Arve A-${String(invoice!.number).padStart(6, '0')}`);
    expect(credit.refunded).toBe(first);
    expect(credit.vat).toEqual([
      expect.objectContaining({ gross: first, tax: Math.floor(line!.taxAmount / 3) }),
    ]);

    // The rest of the order comes back: its units and the delivery, the VAT of all adding up to the order's.
    const rest = await returnOf(2);
    const row = await calls.orderRow(order.orderId);
    expect(first + rest).toBe(row.grandTotal);
    const notes = await testApp.app.db
      .select()
      .from(schema.salesCreditNote)
      .where(eq(schema.salesCreditNote.orderId, order.orderId));
    expect(notes.map((note) => note.amount).sort()).toEqual([first, rest].sort());
    const lines = notes.flatMap((note) => note.lines);
    expect(lines.filter((credited) => credited.lineId === null)).toEqual([
      expect.objectContaining({ gross: row.shippingInclTax, tax: row.shippingTax }),
    ]);
    expect(lines.reduce((sum, credited) => sum + credited.tax, 0)).toBe(row.taxTotal);
    expect(new Set(notes.map((note) => note.originalId))).toEqual(new Set([invoice!.id]));
  });

  it("refunds once when two staff confirm the same return's goods at the same moment", async () => {
    const { order, lineOf } = await deliveredOrder({ [GOODS]: 2 });
    const { returnId } = (await ask(order, [{ lineId: lineOf(GOODS), qty: 2 }])).json().result.requests[0];
    const [one, two] = await Promise.all([
      staffSessionCookie(testApp.app, 'warehouse'),
      staffSessionCookie(testApp.app, 'pharmacist'),
    ]);
    // Two acceptances at once: one wins, one customer mail.
    const accepts = await Promise.all([
      staffCall(one, `/api/staff/returns/${returnId}/accept`, {}),
      staffCall(two, `/api/staff/returns/${returnId}/accept`, {}),
    ]);
    expect(accepts.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const answers = await Promise.all([
      staffCall(one, `/api/staff/returns/${returnId}/receive`, {}),
      staffCall(two, `/api/staff/returns/${returnId}/receive`, {}),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refunds = await refundsOf(order.orderId);
    expect(refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(Math.round(order.grandTotal * 100));
    expect((await creditNoteOf(testApp.app, order)).notes).toHaveLength(1);
  });
});
