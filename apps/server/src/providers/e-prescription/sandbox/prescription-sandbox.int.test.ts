import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { schema } from '@apteek/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test-app.ts';
import { ESTONIAN_COURIER_ORDER } from '../../../testing/order-bodies.ts';
import { cartCodeOf } from '../../../modules/realtime/index.ts';
import { openHub, type HubSocket } from '../../../modules/realtime/testing/hub-client.ts';
import {
  OPEN_INSTANT,
  prescriptionCalls,
  prescriptionOption,
} from '../../../modules/prescription/prescription-test-helpers.ts';

/**
 * The sandbox service's page and its simulation actions, a Finnish patient's own
 * prescriptions, and an order that keeps a prescription line's number and patient code.
 */
const FINN = '131052-308T';

let testApp: TestApp;
let origin: string;
const { call, customer } = prescriptionCalls({
  get app() {
    return testApp.app;
  },
});

beforeAll(async () => {
  testApp = await buildTestApp({}, { today: () => '2026-11-21', now: () => OPEN_INSTANT });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await testApp?.close();
});

const simulate = async (orderCode: string, action: string, prescriptionNumber?: string) =>
  call('POST', '/sandbox/prescriptions/simulate', { orderCode, action, prescriptionNumber });

describe('the prescription sandbox', () => {
  let finn: Awaited<ReturnType<typeof customer>>;
  let socket: HubSocket;
  let code: string;

  beforeAll(async () => {
    finn = await customer(FINN, 'finn@example.fi');
    socket = await openHub(origin, { key: finn.cart, token: finn.token });
    code = await cartCodeOf(testApp.app.db, finn.cart);
  });
  afterAll(() => socket.close());

  it('shows its demo patients and the simulation form in the four languages', async () => {
    for (const [lang, title, child] of [
      ['et', 'Retseptiteenuse liivakast', 'Laps'],
      ['fi', 'Reseptipalvelun hiekkalaatikko', 'Lapsi'],
      ['en', 'Prescription service sandbox', 'Child'],
      ['ru', 'Песочница сервиса рецептов', 'Ребёнок'],
    ] as const) {
      const page = await testApp.app.inject({ method: 'GET', url: `/sandbox/prescriptions?lang=${lang}` });
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain(title);
      expect(page.body).toContain('60001019906');
      expect(page.body).toContain(`52005050003 · ${child}`);
    }
  });

  it('answers its protocol only with the installation’s key', async () => {
    const list = await testApp.app.inject({
      method: 'GET',
      url: `/sandbox/prescriptions/list?orderCode=${code}`,
    });
    expect(list.statusCode).toBe(401);
    expect(list.json()).toEqual({ resultCode: 401, result: 'Invalid API key' });
  });

  it('lets a Finnish customer read their own prescriptions', async () => {
    const init = await call('POST', `/api/prescription/list/init?cartId=${finn.cart}`, {}, finn.token);
    expect(init.body).toMatchObject({ resultCode: 200, result: true });
    expect(await socket.next()).toMatchObject({ type: 'PrescriptionListCallback', result: 'Success' });
    const list = await call('GET', `/api/prescription/list?cartId=${finn.cart}`, undefined, finn.token);
    expect(list.body.result).toMatchObject({ patientCode: FINN, prescriptionsFound: true });
  });

  it('list_empty, named by the cart token the browser holds: a NotFound callback, then an empty list', async () => {
    const byToken = await call('POST', '/sandbox/prescriptions/simulate', {
      cartToken: finn.cart,
      action: 'list_empty',
    });
    expect(byToken.body).toEqual({ resultCode: 200, result: true });
    expect(await socket.next()).toMatchObject({ type: 'PrescriptionListCallback', result: 'NotFound' });
    const list = await call('GET', `/api/prescription/list?cartId=${finn.cart}`, undefined, finn.token);
    expect(list.body.result).toEqual({ patientCode: FINN, prescriptionsFound: false, prescriptions: [] });
  });

  it('list_ready and init_and_details_ready: the list back and an offer composed at once', async () => {
    await simulate(code, 'list_ready');
    expect(await socket.next()).toMatchObject({ type: 'PrescriptionListCallback', result: 'Success' });
    await simulate(code, 'init_and_details_ready', '2611000041');
    expect(await socket.next()).toMatchObject({
      type: 'PrescriptionDetailCallback',
      result: 'Success',
      prescriptionNumber: '2611000041',
    });
    const offer = await call(
      'GET',
      `/api/prescription/products?cartId=${finn.cart}&prescriptionNumber=2611000041`,
      undefined,
      finn.token,
    );
    expect(offer.body.result.offers).toEqual([
      expect.objectContaining({ sku: 'LEVT-50-100', isCheapest: true, isSuitableForAge: true }),
    ]);
  });

  it('compensation_ready and details_ready; a missing number or an unknown cart code is a 404', async () => {
    await simulate(code, 'compensation_ready');
    expect(await socket.next()).toMatchObject({
      type: 'PrescriptionCompensationCallback',
      result: 'Success',
    });
    await simulate(code, 'details_ready', '2611000041');
    expect(await socket.next()).toMatchObject({ type: 'PrescriptionDetailCallback', result: 'Success' });
    expect((await simulate(code, 'details_ready')).body).toEqual({
      resultCode: 404,
      result: 'number_required',
    });
    expect((await simulate('no-such-cart', 'list_ready')).body).toEqual({
      resultCode: 404,
      result: 'unknown_order',
    });
  });

  it('places an order whose line keeps the prescription number and patient code', async () => {
    const added = await call(
      'POST',
      `/api/cart/update?cartId=${finn.cart}`,
      { cartItem: { sku: 'LEVT-50-100', qty: 2, product_option: prescriptionOption('2611000041', FINN) } },
      finn.token,
    );
    expect(added.body.result).toMatchObject({ isPrescriptionItem: true, prescription_number: '2611000041' });
    const placed = await testApp.app.inject({
      method: 'POST',
      url: `/api/order?cartId=${finn.cart}`,
      payload: ESTONIAN_COURIER_ORDER,
      headers: { authorization: `Bearer ${finn.token}`, 'idempotency-key': crypto.randomUUID() },
    });
    expect(placed.statusCode).toBe(200);
    const { orderId } = placed.json<{ result: { orderId: string } }>().result;
    const lines = await testApp.app.db
      .select()
      .from(schema.salesOrderLine)
      .where(eq(schema.salesOrderLine.orderId, orderId));
    expect(lines).toEqual([
      expect.objectContaining({
        sku: 'LEVT-50-100',
        qty: 2,
        prescriptionNumber: '2611000041',
        patientCode: FINN,
      }),
    ]);
  });
});
