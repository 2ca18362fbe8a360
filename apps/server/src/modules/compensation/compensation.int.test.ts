import { and, eq } from 'drizzle-orm';
import { schema } from '@apteek/db';
import {
  ALWAYS_OPEN,
  COMPENSATION_EXPIRED_MESSAGE,
  COMPENSATION_VALIDITY_MS,
  compensateLines,
  OPENING_HOURS_MESSAGES,
} from '@apteek/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useListeningTestApp } from '../../test-app.ts';
import { ESTONIAN_COURIER_ORDER } from '../../testing/order-bodies.ts';
import { cartCodeOf } from '../realtime/index.ts';
import { openHub, type HubSocket } from '../realtime/testing/hub-client.ts';
import { updateOpeningTimes } from '../opening-hours/index.ts';
import {
  OPEN_INSTANT,
  prescriptionCalls,
  prescriptionOption,
} from '../prescription/prescription-test-helpers.ts';

/**
 * On a listening server: compensation asked of the sandbox service, its callback through
 * /api/notification/events and the hub to the cart's socket, the fetch, the cart's totals with the
 * fund's share; who may ask; an order refused under a stale compensation or one for other items and
 * placed under a valid one; prescriptions refused while the pharmacy is closed. The server's clock
 * is the test's.
 */
const ELDERLY = '40504040001';
const WARFARIN = '2611000011';
const YEAR_CO_PAYMENTS = 28_000;
/** Wednesday 25 November 2026, 22:00 in Tallinn: closed (workdays 09:00–21:00). */
const CLOSED_INSTANT = new Date('2026-11-25T20:00:00Z');
const WAIT = 30_000;

const lines: string[] = [];
let clock = OPEN_INSTANT;
const testApp = useListeningTestApp(
  { logLevel: 'debug' },
  { today: () => '2026-11-25', now: () => clock, logStream: { write: (line) => void lines.push(line) } },
);
const { call, customer } = prescriptionCalls(testApp);
const minutesAfter = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * 60_000);
const cents = (euros: number) => Math.round(euros * 100);

let patient: Awaited<ReturnType<typeof customer>>;
let socket: HubSocket;
let sku: string;

const add = (qty: number, cart = patient.cart, token = patient.token) =>
  call(
    'POST',
    `/api/cart/update?cartId=${cart}`,
    { cartItem: { sku, qty, product_option: prescriptionOption(WARFARIN, ELDERLY) } },
    token,
  );
const placeOrder = (cart = patient.cart, token = patient.token) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/order?cartId=${cart}`,
    payload: ESTONIAN_COURIER_ORDER,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
  });
const ordersOf = (cartId: string) =>
  testApp.app.db.select().from(schema.salesOrder).where(eq(schema.salesOrder.cartId, cartId));
const compensate = async () => {
  const init = await call(
    'POST',
    `/api/prescription/compensation/init?cartId=${patient.cart}`,
    {},
    patient.token,
  );
  expect(init.body).toMatchObject({ resultCode: 200, result: true });
  expect(await socket.next(WAIT)).toMatchObject({
    type: 'PrescriptionCompensationCallback',
    cartCode: await cartCodeOf(testApp.app.db, patient.cart),
    result: 'Success',
  });
  return call('GET', `/api/prescription/compensation?cartId=${patient.cart}`, undefined, patient.token);
};

/** The elderly demo patient's warfarin offer, taken into the cart the centre's way. */
async function warfarinInCart() {
  patient = await customer(ELDERLY, 'elderly@example.ee');
  socket = await openHub(testApp.origin, { key: patient.cart, token: patient.token });
  await call('POST', `/api/prescription/list/init?cartId=${patient.cart}`, {}, patient.token);
  expect(await socket.next(WAIT)).toMatchObject({ type: 'PrescriptionListCallback' });
  await call(
    'POST',
    `/api/prescription/products/init?cartId=${patient.cart}`,
    { prescriptionNumber: WARFARIN },
    patient.token,
  );
  expect(await socket.next(WAIT)).toMatchObject({ type: 'PrescriptionDetailCallback' });
  const offer = await call(
    'GET',
    `/api/prescription/products?cartId=${patient.cart}&prescriptionNumber=${WARFARIN}`,
    undefined,
    patient.token,
  );
  sku = offer.body.result.offers[0].sku;
  expect((await add(1)).status).toBe(200);
}

async function referencePriceCents(productSku: string): Promise<number | null> {
  const { product, productAttributeValue: value, attribute } = schema;
  const [row] = await testApp.app.db
    .select({ value: value.valueNumber })
    .from(value)
    .innerJoin(product, eq(product.id, value.productId))
    .innerJoin(attribute, eq(attribute.id, value.attributeId))
    .where(and(eq(product.sku, productSku), eq(attribute.code, 'ReferencePrice')));
  return row?.value == null ? null : cents(Number(row.value));
}

describe('state compensation (EE)', () => {
  beforeAll(async () => {
    clock = OPEN_INSTANT;
    await warfarinInCart();
  });
  afterAll(() => socket.close());

  it('is computed by the service, heard on the cart’s socket, fetched, and shown in the cart', async () => {
    const before = await call('GET', `/api/cart/totals?cartId=${patient.cart}`, undefined, patient.token);
    expect(before.body.result.fund_amount).toBe(0);
    const fetched = await compensate();
    expect(fetched.headers['cache-control']).toBe('no-store');
    const price = cents(before.body.result.items[0].price_incl_tax);
    const [expected] = compensateLines(
      [
        {
          prescriptionNumber: WARFARIN,
          unitPriceCents: price,
          qty: 1,
          referencePriceCents: await referencePriceCents(sku),
          rate: 90,
        },
      ],
      YEAR_CO_PAYMENTS,
    );
    expect(expected!.additionalSubsidyAmount).toBeGreaterThan(0);
    expect(fetched.body).toMatchObject({
      resultCode: 200,
      result: {
        lines: [
          {
            prescriptionNumber: WARFARIN,
            medicalInsuranceDiscountAmount: expected!.medicalInsuranceDiscountAmount / 100,
            medicalInsuranceDiscountPercent: 90,
            additionalSubsidyAmount: expected!.additionalSubsidyAmount / 100,
            additionalSubsidyPercent: expected!.additionalSubsidyPercent,
          },
        ],
        checkedAt: OPEN_INSTANT.getTime(),
        itemsHash: expect.stringMatching(/^[0-9a-f]{8}$/),
      },
    });
    const fund = expected!.medicalInsuranceDiscountAmount + expected!.additionalSubsidyAmount;
    const totals = (await call('GET', `/api/cart/totals?cartId=${patient.cart}`, undefined, patient.token))
      .body.result;
    expect(cents(totals.fund_amount)).toBe(fund);
    expect(cents(totals.grand_total)).toBe(cents(before.body.result.grand_total) - fund);
    expect(totals.items[0]).toMatchObject({
      medical_insurance_discount_percent: 90,
      medical_insurance_discount_amount: expected!.medicalInsuranceDiscountAmount / 100,
      additional_subsidy_amount: expected!.additionalSubsidyAmount / 100,
      tax_rate: totals.items[0].tax_percent,
    });
    expect(cents(totals.items[0].tax_amount)).toBeLessThan(cents(before.body.result.items[0].tax_amount));
    const reads = await testApp.app.db
      .select()
      .from(schema.prescriptionAccessLog)
      .where(eq(schema.prescriptionAccessLog.customerId, patient.id));
    expect(reads.map((r) => r.action)).toContain('compensation');
    expect(JSON.stringify(reads)).not.toContain(ELDERLY);
    const pull = await call('GET', `/api/cart/pull?cartId=${patient.cart}`, undefined, patient.token);
    expect(pull.body.result[0]).toMatchObject({
      medical_insurance_discount_percent: 90,
      tax_amount: totals.items[0].tax_amount,
    });
    // One pull confirms the compensated line: its totals come with it.
    expect(pull.body.meta.totals).toEqual(totals);
  });

  it("is kept when the service's callback announces it; reading it keeps nothing", async () => {
    const kept = () =>
      testApp.app.db
        .select()
        .from(schema.prescriptionCompensation)
        .where(eq(schema.prescriptionCompensation.cartId, patient.cart));
    await testApp.app.db
      .delete(schema.prescriptionCompensation)
      .where(eq(schema.prescriptionCompensation.cartId, patient.cart));
    const read = () =>
      call('GET', `/api/prescription/compensation?cartId=${patient.cart}`, undefined, patient.token);
    expect((await read()).body).toMatchObject({ resultCode: 404, result: null });
    expect(await kept()).toHaveLength(0);
    expect((await compensate()).body.resultCode).toBe(200);
    expect(await kept()).toHaveLength(1);
  });

  it('refuses another customer and a guest', async () => {
    const intruder = await customer('39703035237', 'intruder@example.ee');
    for (const [method, url] of [
      ['POST', `/api/prescription/compensation/init?cartId=${patient.cart}`],
      ['GET', `/api/prescription/compensation?cartId=${patient.cart}`],
    ] as const) {
      expect(await call(method, url, {}, intruder.token)).toMatchObject({
        status: 401,
        body: { result: 'This cart belongs to another customer' },
      });
      expect((await call(method, url, {})).status).toBe(401);
    }
  });

  it('refuses an order once the compensation is 15 minutes old, writing nothing', async () => {
    clock = new Date(OPEN_INSTANT.getTime() + COMPENSATION_VALIDITY_MS);
    const refused = await placeOrder();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 409,
      result: COMPENSATION_EXPIRED_MESSAGE,
      reason: 'compensation_expired',
    });
    expect(await ordersOf(patient.cart)).toEqual([]);
    const totals = await call('GET', `/api/cart/totals?cartId=${patient.cart}`, undefined, patient.token);
    expect(totals.body.result.fund_amount).toBe(0);
  });

  it('refuses an order when the items changed since, and places one under a fresh compensation', async () => {
    clock = minutesAfter(OPEN_INSTANT, 20);
    await compensate();
    expect((await add(2)).status).toBe(200);
    const refused = await placeOrder();
    expect(refused.json()).toEqual({
      code: 409,
      result: COMPENSATION_EXPIRED_MESSAGE,
      reason: 'compensation_expired',
    });
    expect(await ordersOf(patient.cart)).toEqual([]);

    const fresh = await compensate();
    const fund = fresh.body.result.lines.reduce(
      (sum: number, line: { medicalInsuranceDiscountAmount: number; additionalSubsidyAmount: number }) =>
        sum + cents(line.medicalInsuranceDiscountAmount) + cents(line.additionalSubsidyAmount),
      0,
    );
    clock = minutesAfter(clock, 14);
    const placed = await placeOrder();
    expect(placed.statusCode).toBe(200);
    const [order] = await ordersOf(patient.cart);
    expect(placed.json().result.grandTotal).toBe(order!.grandTotal / 100);
    expect(order!.grandTotal + fund).toBe(order!.subtotalInclTax - order!.discount + order!.shippingInclTax);
    const orderLines = await testApp.app.db
      .select()
      .from(schema.salesOrderLine)
      .where(eq(schema.salesOrderLine.orderId, order!.id));
    expect(orderLines).toEqual([
      expect.objectContaining({ sku, qty: 2, prescriptionNumber: WARFARIN, fundAmount: fund }),
    ]);
  });

  it('exists in every store of Estonia (en and ru too), and not in the Finnish one', async () => {
    const en = (await call('POST', '/api/cart/create?storeCode=en&guest=1')).body.result as string;
    await testApp.app.db.update(schema.cart).set({ customerId: patient.id }).where(eq(schema.cart.id, en));
    const inEnglish = await call(
      'POST',
      `/api/prescription/compensation/init?cartId=${en}`,
      {},
      patient.token,
    );
    expect(inEnglish.status).toBe(200);
    // An empty cart has nothing to compensate: the service's 404, not the store's refusal.
    expect(inEnglish.body).toMatchObject({ resultCode: 404 });

    const fi = (await call('POST', '/api/cart/create?storeCode=fi&guest=1')).body.result as string;
    await testApp.app.db.update(schema.cart).set({ customerId: patient.id }).where(eq(schema.cart.id, fi));
    const answer = await call('POST', `/api/prescription/compensation/init?cartId=${fi}`, {}, patient.token);
    expect(answer.status).toBe(409);
    expect(answer.body.result).toBe(
      'State compensation applies only to Estonian prescriptions in the Estonian store.',
    );
  });
});

describe('a Finnish patient', () => {
  it('is refused a compensation in the Estonian stores: her prescriptions are sold at full price', async () => {
    const finn = await customer('131052-308T', 'finnish-patient@example.fi');
    const en = (await call('POST', '/api/cart/create?storeCode=en', undefined, finn.token)).body.result;
    const refusals = [
      await call('POST', `/api/prescription/compensation/init?cartId=${en}`, {}, finn.token),
      await call('GET', `/api/prescription/compensation?cartId=${en}`, undefined, finn.token),
    ];
    for (const answer of refusals) {
      expect(answer.status).toBe(409);
      expect(answer.body.result).toBe(
        'State compensation applies only to Estonian prescriptions in the Estonian store.',
      );
    }
  });
});

describe('opening hours', () => {
  beforeAll(async () => {
    clock = OPEN_INSTANT;
    const cart = (await call('POST', '/api/cart/create?storeCode=ee', undefined, patient.token)).body.result;
    patient = { ...patient, cart };
    expect((await add(1)).status).toBe(200);
  });

  it('answers the hours publicly, cacheable for a minute', async () => {
    const answer = await call('GET', '/api/prescription/opening-times');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
    expect(answer.body).toMatchObject({
      resultCode: 200,
      result: {
        allowedDays: [1, 2, 3, 4, 5, 6],
        weekendDays: [6],
        workdays: { start: '09:00', end: '21:00' },
        weekends: { start: '10:00', end: '18:00' },
        blockNewCustomersBeforeClosingMinutes: 20,
        preWarnBeforeClosingMinutes: 30,
        lastWarnBeforeClosingMinutes: 15,
      },
    });
    expect(answer.body.result.holidayDates.length).toBeGreaterThan(20);
  });

  it('refuses adding a prescription line and placing a prescription order while closed; removing is allowed', async () => {
    clock = CLOSED_INSTANT;
    const closed = { code: 409, result: OPENING_HOURS_MESSAGES.closed, reason: 'prescriptions_closed' };
    expect(await add(2)).toMatchObject({ status: 409, body: closed });
    const order = await placeOrder();
    expect(order.statusCode).toBe(409);
    expect(order.json()).toEqual(closed);
    expect(await ordersOf(patient.cart)).toEqual([]);
    const pull = await call('GET', `/api/cart/pull?cartId=${patient.cart}`, undefined, patient.token);
    expect(pull.body.result).toEqual([expect.objectContaining({ qty: 1 })]);
    const removed = await call(
      'POST',
      `/api/cart/delete?cartId=${patient.cart}`,
      { cartItem: { item_id: pull.body.result[0].item_id } },
      patient.token,
    );
    expect(removed.status).toBe(200);
  });

  it('takes the line again once staff open the hours, and refuses invalid hours', async () => {
    await expect(
      updateOpeningTimes(testApp.app.db, { ...ALWAYS_OPEN, workdays: { start: '21:00', end: '09:00' } }),
    ).rejects.toMatchObject({ code: 'invalid_request' });
    await expect(
      updateOpeningTimes(testApp.app.db, { ...ALWAYS_OPEN, holidayDates: ['2026-02-30'] }),
    ).rejects.toMatchObject({ code: 'invalid_request' });
    expect(await updateOpeningTimes(testApp.app.db, ALWAYS_OPEN)).toEqual(ALWAYS_OPEN);
    expect((await add(1)).status).toBe(200);
  });
});

describe('the logs', () => {
  it('hold no personal code, prescription number or compensation', () => {
    const logged = lines.join('\n');
    expect(logged.length).toBeGreaterThan(0);
    for (const secret of [ELDERLY, WARFARIN, 'medicalInsuranceDiscount', 'fund_amount']) {
      expect(logged).not.toContain(secret);
    }
  });
});
