// @postgres: a refund refused while another return's goods are confirmed at the same moment leaves the credit series without a gap, which only a real server runs concurrently.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import {
  fetchHttp,
  type HttpCall,
  type RefundAnswer,
  type RefundRequest,
  type Refunder,
} from '../payment/index.ts';
import { maksekeskusClient } from '../../providers/maksekeskus/index.ts';
import { paytrailRefunder } from '../../providers/paytrail/index.ts';
import { useTestApp } from '../../test-app.ts';
import { documentedAnswer, schemaErrors } from '../../testing/openapi-answers.ts';
import { staffSessionCookie } from '../../testing/staff-session.ts';
import { fakeCarriers, returnCalls } from './returns-test-helpers.ts';

/**
 * The provider's refund fails while staff confirm a return's goods: the real MakeCommerce or
 * Paytrail client meets an error answer, or a server that cannot be reached; otherwise the sandbox
 * refunds (the order was paid through Maksekeskus's).
 */
type Failing = (request: RefundRequest) => Promise<RefundAnswer>;
const NOWHERE = 'http://127.0.0.1:9';
const maksekeskusFailing =
  (http: HttpCall): Failing =>
  (request) =>
    maksekeskusClient({ shopId: 'apteek-sandbox-shop', secretKey: 'secret', apiUrl: NOWHERE }, http).refund({
      ...request,
      comment: 'Return',
    });
const paytrailFailing =
  (http: HttpCall): Failing =>
  (request) =>
    paytrailRefunder(
      { merchantId: '375917', secret: 'secret', apiUrl: NOWHERE },
      { http },
    )({
      transactionId: request.transactionId,
      amount: request.amount,
      refundStamp: request.stamp,
      refundReference: request.orderNumber,
      callbackUrls: { success: `${NOWHERE}/ok`, cancel: `${NOWHERE}/cancel` },
    });

let failing: Failing | null = null;
/** Orders whose refunds alone fail, with how. */
const failingFor = new Map<string, Failing>();
const refunds =
  (providers: Refunder): Refunder =>
  (request) =>
    (failingFor.get(request.orderNumber) ?? failing ?? providers)(request);

/** MakeCommerce's answer to a refund of a payment it is still processing (its error 1045). */
const stillProcessing: HttpCall = () =>
  Promise.resolve({
    status: 400,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: 1045, message: 'Transaction is being processed, try again later' }),
  });

/** Paytrail's answer to a refund its payment method takes no refunds for through the API. */
const noRefundsByApi: HttpCall = () =>
  Promise.resolve({
    status: 422,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'error', message: 'Refunds are not supported for this payment method' }),
  });

const testApp = useTestApp({}, { today: () => '2026-11-21', shipments: fakeCarriers, refunds });
const { calls, staffCall, deliveredOrder, ask } = returnCalls(testApp);
const GOODS = 'VITC-1000-20';

const { salesOrderReturn, salesOrderRefund, salesOrderEvent, salesCreditNote, salesDocumentCounter } = schema;
const lastCreditNumber = async () =>
  (await testApp.app.db.select().from(salesDocumentCounter).where(eq(salesDocumentCounter.kind, 'credit')))[0]
    ?.lastNumber ?? 0;

/** Everything a goods' arrival changes: the order, the request, refunds, credit notes, timeline. */
async function stateOf(orderId: string, returnId: number) {
  const db = testApp.app.db;
  return {
    order: await calls.orderRow(orderId),
    request: (await db.select().from(salesOrderReturn).where(eq(salesOrderReturn.id, returnId)))[0],
    refunds: await db.select().from(salesOrderRefund).where(eq(salesOrderRefund.orderId, orderId)),
    creditNotes: await db.select().from(salesCreditNote).where(eq(salesCreditNote.orderId, orderId)),
    events: await db.select().from(salesOrderEvent).where(eq(salesOrderEvent.orderId, orderId)),
    lastCreditNumber: await lastCreditNumber(),
  };
}

async function acceptedReturn() {
  const { order, lineOf } = await deliveredOrder({ [GOODS]: 1 });
  const asked = await ask(order, [{ lineId: lineOf(GOODS), qty: 1 }]);
  expect(asked.statusCode, asked.body).toBe(200);
  const docs = (await testApp.app.inject({ method: 'GET', url: '/api/docs' })).json();
  const documented = documentedAnswer(docs, '/api/order/{orderId}/returns', 'post');
  expect(schemaErrors(documented, asked.json())).toEqual([]);
  const { returnId } = asked.json().result.requests[0];
  const warehouse = await staffSessionCookie(testApp.app, 'warehouse');
  const accepted = await staffCall(warehouse, `/api/staff/returns/${returnId}/accept`, {});
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { order, returnId: returnId as number, warehouse };
}

describe('a return whose refund the payment provider refuses', () => {
  it.each([
    ['answers an error (MakeCommerce 1045, payment still processing)', maksekeskusFailing(stillProcessing)],
    ['answers an error (Paytrail 422, no refunds through the API)', paytrailFailing(noRefundsByApi)],
    ['cannot be reached', maksekeskusFailing(fetchHttp)],
  ])(
    'changes nothing when the provider %s: a 502 JSON answer, the return still accepted, no credit note number used',
    async (_case, failure) => {
      const { order, returnId, warehouse } = await acceptedReturn();
      const before = await stateOf(order.orderId, returnId);
      expect(before.request!.state).toBe('accepted');

      failing = failure;
      const refused = await staffCall(warehouse, `/api/staff/returns/${returnId}/receive`, {}).finally(
        () => (failing = null),
      );
      expect(refused.statusCode, refused.body).toBe(502);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(refused.json()).toEqual({ code: 502, result: 'Bad Gateway', reason: 'provider_unavailable' });
      expect(await stateOf(order.orderId, returnId)).toEqual(before);
      const open = await staffCall(warehouse, '/api/staff/returns');
      expect(open.json().result).toEqual(
        expect.arrayContaining([expect.objectContaining({ returnId, state: 'accepted', refunded: null })]),
      );

      // Once the provider answers again, the same confirmation refunds, with the very next number.
      const received = await staffCall(warehouse, `/api/staff/returns/${returnId}/receive`, {});
      expect(received.statusCode, received.body).toBe(200);
      const docs = (await testApp.app.inject({ method: 'GET', url: '/api/docs' })).json();
      const receive = documentedAnswer(docs, '/api/staff/returns/{returnId}/receive', 'post');
      expect(schemaErrors(receive, received.json())).toEqual([]);
      const list = documentedAnswer(docs, '/api/staff/returns', 'get');
      expect(schemaErrors(list, open.json())).toEqual([]);
      expect(received.json().result).toMatchObject({ state: 'received', refundBy: 'provider' });
      const after = await stateOf(order.orderId, returnId);
      expect(after.order.lifeStage).toBe('returned');
      expect(after.refunds).toHaveLength(1);
      expect(after.creditNotes.map((note) => note.number)).toEqual([before.lastCreditNumber + 1]);
      expect(after.lastCreditNumber).toBe(before.lastCreditNumber + 1);
    },
  );

  it("numbers the credit note of a return confirmed at the same moment as another's refused refund with the very next number", async () => {
    const refused = await acceptedReturn();
    const taken = await acceptedReturn();
    const before = await lastCreditNumber();
    // The refused refund answers late, while the other return's transaction runs.
    failingFor.set(
      refused.order.orderNumber,
      maksekeskusFailing(async (request) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return stillProcessing(request);
      }),
    );
    const url = (returnId: number) => `/api/staff/returns/${returnId}/receive`;
    const [refusedAnswer, takenAnswer] = await Promise.all([
      staffCall(refused.warehouse, url(refused.returnId), {}),
      staffCall(taken.warehouse, url(taken.returnId), {}),
    ]).finally(() => failingFor.clear());
    expect(refusedAnswer.statusCode, refusedAnswer.body).toBe(502);
    expect(takenAnswer.statusCode, takenAnswer.body).toBe(200);
    expect((await stateOf(refused.order.orderId, refused.returnId)).request!.state).toBe('accepted');
    const after = await stateOf(taken.order.orderId, taken.returnId);
    expect(after.creditNotes.map((note) => note.number)).toEqual([before + 1]);
    expect(after.lastCreditNumber).toBe(before + 1);
  });
});
