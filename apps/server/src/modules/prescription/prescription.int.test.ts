// @postgres: interval arithmetic of the access log’s retention.
import { eq, sql } from 'drizzle-orm';
import { schema } from '@apteek/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retentionCutoff } from '@apteek/domain';
import { useListeningTestApp } from '../../test-app.ts';
import { cartCodeOf, sandboxEventsKey } from '../realtime/index.ts';
import { openHub, type HubSocket } from '../realtime/testing/hub-client.ts';
import { OPEN_INSTANT, prescriptionCalls, prescriptionOption } from './prescription-test-helpers.ts';
import { deleteAccessLogBefore } from './index.ts';

/**
 * Prescriptions on a listening server: list and products asked of the sandbox service, its callbacks
 * over HTTP to /api/notification/events and on to the cart's /cb socket, then the fetches; who may
 * ask; what the cart takes; the access log; and no personal code in any log line.
 */
const ADULT = '60001019906';
const OTHER = '40504040001';
const CHILD = '52005050003';
const FINN = '131052-308T';

const lines: string[] = [];
const testApp = useListeningTestApp(
  { logLevel: 'debug' },
  {
    today: () => '2026-11-21',
    now: () => OPEN_INSTANT,
    logStream: { write: (line) => void lines.push(line) },
  },
);
const { call, customer } = prescriptionCalls(testApp);
const rx = prescriptionOption;

let adult: Awaited<ReturnType<typeof customer>>;
let socket: HubSocket;

describe('the prescription centre', () => {
  beforeAll(async () => {
    adult = await customer(ADULT, 'adult@example.ee');
    socket = await openHub(testApp.origin, { key: adult.cart, token: adult.token });
  });
  afterAll(() => socket.close());

  it('asks for the list, hears the callback on the cart’s socket, then fetches it', async () => {
    const init = await call('POST', `/api/prescription/list/init?cartId=${adult.cart}`, {}, adult.token);
    expect(init.status).toBe(200);
    expect(init.body).toMatchObject({ resultCode: 200, result: true });
    expect(init.headers['cache-control']).toBe('no-store');
    const code = await cartCodeOf(testApp.app.db, adult.cart);
    expect(await socket.next()).toMatchObject({
      type: 'PrescriptionListCallback',
      cartCode: code,
      result: 'Success',
    });
    const list = await call('GET', `/api/prescription/list?cartId=${adult.cart}`, undefined, adult.token);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body.resultCode).toBe(200);
    expect(list.body.result).toMatchObject({ patientCode: ADULT, prescriptionsFound: true });
    expect(list.body.result.prescriptions.map((p: { number: string }) => p.number)).toEqual([
      '2611000001',
      '2611000002',
      '2611000003',
    ]);
    expect(list.body.result.prescriptions[0]).toMatchObject({
      type: 'active-substance',
      qty: 3,
      patientAge: 26,
    });
  });

  it('relays only a callback with the right key', async () => {
    const code = await cartCodeOf(testApp.app.db, adult.cart);
    const event = {
      Type: 'PrescriptionListCallback',
      Details: { PrescriptionDetails: { OrderCode: code, PrescriptionNumber: null } },
      Response: { Result: 'Success' },
    };
    const post = (key: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/notification/events',
        headers: { 'x-api-key': key },
        payload: event,
      });
    expect((await post('not-the-key')).statusCode).toBe(401);
    expect(await socket.next(700)).toBeNull();
    expect((await post(await sandboxEventsKey(testApp.app.db))).statusCode).toBe(200);
    expect(await socket.next()).toMatchObject({ type: 'PrescriptionListCallback' });
  });

  it('offers the cheapest active-substance medicine first, and the cart takes one medicine within the qty', async () => {
    const url = `/api/prescription/products/init?cartId=${adult.cart}`;
    expect((await call('POST', url, { prescriptionNumber: '2611000001' }, adult.token)).body.resultCode).toBe(
      200,
    );
    expect(await socket.next()).toMatchObject({
      type: 'PrescriptionDetailCallback',
      result: 'Success',
      prescriptionNumber: '2611000001',
    });
    const offer = await call(
      'GET',
      `/api/prescription/products?cartId=${adult.cart}&prescriptionNumber=2611000001`,
      undefined,
      adult.token,
    );
    expect(offer.body.result).toMatchObject({ result: 'Success', status: '', qty: 3 });
    expect(
      offer.body.result.offers.map((o: { sku: string; isCheapest: boolean }) => [o.sku, o.isCheapest]),
    ).toEqual([
      ['ATOR-20-NP-30', true],
      ['ATOR-20-30', false],
    ]);
    const add = (sku: string, qty: number) =>
      call(
        'POST',
        `/api/cart/update?cartId=${adult.cart}`,
        { cartItem: { sku, qty, product_option: rx('2611000001', ADULT) } },
        adult.token,
      );
    expect((await add('ATOR-20-NP-30', 4)).body.result).toBe('The prescription allows at most 3 packs.');
    const added = await add('ATOR-20-NP-30', 3);
    expect(added.status).toBe(200);
    expect(added.body.result).toMatchObject({
      isPrescriptionItem: true,
      prescription_number: '2611000001',
      patient_code: ADULT,
    });
    const second = await add('ATOR-20-30', 1);
    expect(second).toMatchObject({ status: 400, body: { result: 'One medicine per prescription.' } });
  });

  it("keeps an offer when the service's callback announces it; reading the offer keeps nothing", async () => {
    const offers = async () =>
      (
        await testApp.app.db
          .select()
          .from(schema.prescriptionOffer)
          .where(eq(schema.prescriptionOffer.prescriptionNumber, '2611000002'))
      ).length;
    const number = '2611000002';
    const read = () =>
      call(
        'GET',
        `/api/prescription/products?cartId=${adult.cart}&prescriptionNumber=${number}`,
        undefined,
        adult.token,
      );
    await call(
      'POST',
      `/api/prescription/products/init?cartId=${adult.cart}`,
      { prescriptionNumber: number },
      adult.token,
    );
    expect(await socket.next()).toMatchObject({
      type: 'PrescriptionDetailCallback',
      prescriptionNumber: number,
    });
    const kept = await offers();
    expect(kept).toBeGreaterThan(0);
    await testApp.app.db
      .delete(schema.prescriptionOffer)
      .where(eq(schema.prescriptionOffer.prescriptionNumber, number));
    expect((await read()).body.resultCode).toBe(200);
    expect(await offers()).toBe(0);
    const callback = await testApp.app.inject({
      method: 'POST',
      url: '/api/notification/events',
      headers: { 'x-api-key': await sandboxEventsKey(testApp.app.db) },
      payload: {
        Type: 'PrescriptionDetailCallback',
        Details: {
          PrescriptionDetails: {
            OrderCode: await cartCodeOf(testApp.app.db, adult.cart),
            PrescriptionNumber: number,
          },
        },
        Response: { Result: 'Success' },
      },
    });
    expect(callback.statusCode).toBe(200);
    expect(await offers()).toBe(kept);
    await socket.next();
    // The later stories meet this prescription unoffered.
    await testApp.app.db
      .delete(schema.prescriptionOffer)
      .where(eq(schema.prescriptionOffer.prescriptionNumber, number));
  });

  it('answers NoSuitableMedicine for a narcotic and the cart refuses it', async () => {
    const url = `/api/prescription/products/init?cartId=${adult.cart}`;
    await call('POST', url, { prescriptionNumber: '2611000003' }, adult.token);
    expect(await socket.next()).toMatchObject({
      result: 'NoSuitableMedicine',
      prescriptionNumber: '2611000003',
    });
    const offer = await call(
      'GET',
      `/api/prescription/products?cartId=${adult.cart}&prescriptionNumber=2611000003`,
      undefined,
      adult.token,
    );
    expect(offer.body.result).toMatchObject({
      result: 'NoSuitableMedicine',
      offers: [],
      status:
        'Failed to compose your medicine offer. Please consult with pharmacist in the chat for more information.',
    });
    const add = await call(
      'POST',
      `/api/cart/update?cartId=${adult.cart}`,
      { cartItem: { sku: 'TRAM-50-20', qty: 1, product_option: rx('2611000003', ADULT) } },
      adult.token,
    );
    expect(add).toMatchObject({
      status: 400,
      body: { result: 'Narcotic and psychotropic medicines cannot be bought online.' },
    });
  });

  it('refuses a prescription product added any other way', async () => {
    const plain = await call(
      'POST',
      `/api/cart/update?cartId=${adult.cart}`,
      { cartItem: { sku: 'METF-500-60', qty: 1 } },
      adult.token,
    );
    expect(plain.body.result).toBe('Prescription products can only be added via the prescription centre.');
    const notOffered = await call(
      'POST',
      `/api/cart/update?cartId=${adult.cart}`,
      { cartItem: { sku: 'METF-500-60', qty: 1, product_option: rx('2611000002', ADULT) } },
      adult.token,
    );
    expect(notOffered.body.result).toBe(
      'This medicine was not offered for this prescription. Please open it in the prescription centre.',
    );
    const guestCart = (await call('POST', '/api/cart/create?storeCode=ee')).body.result as string;
    const guest = await call('POST', `/api/cart/update?cartId=${guestCart}`, {
      cartItem: { sku: 'ATOR-20-NP-30', qty: 1, product_option: rx('2611000001', ADULT) },
    });
    expect(guest.body.result).toBe('Prescription products can only be added via the prescription centre.');
  });

  it("shows a second person's prescription only with their Estonian code and one of their numbers", async () => {
    const init = (body: object) =>
      call('POST', `/api/prescription/list/init?cartId=${adult.cart}`, body, adult.token);
    expect(await init({ patientCode: CHILD })).toMatchObject({
      status: 403,
      body: { result: "Enter the prescription number to see another person's prescription." },
    });
    expect(await init({ patientCode: CHILD, prescriptionNumber: '2611000001' })).toMatchObject({
      status: 403,
      body: { result: 'No prescription with this number was found for this personal code.' },
    });
    expect(await init({ patientCode: FINN, prescriptionNumber: '2611000041' })).toMatchObject({
      status: 403,
      body: { result: 'A Finnish prescription cannot be bought for another person.' },
    });
    expect((await init({ patientCode: CHILD, prescriptionNumber: '2611000022' })).status).toBe(200);
    expect(await socket.next()).toMatchObject({ type: 'PrescriptionListCallback', result: 'Success' });
    const list = await call('GET', `/api/prescription/list?cartId=${adult.cart}`, undefined, adult.token);
    expect(list.body.result.prescriptions).toEqual([
      expect.objectContaining({ number: '2611000022', patientCode: CHILD, patientAge: 6 }),
    ]);
  });

  it("refuses a medicine unsuitable for the patient's age", async () => {
    const url = `/api/prescription/products/init?cartId=${adult.cart}`;
    await call('POST', url, { prescriptionNumber: '2611000022' }, adult.token);
    expect(await socket.next()).toMatchObject({ result: 'Success', prescriptionNumber: '2611000022' });
    const offer = await call(
      'GET',
      `/api/prescription/products?cartId=${adult.cart}&prescriptionNumber=2611000022`,
      undefined,
      adult.token,
    );
    expect(offer.body.result.offers).toEqual([
      expect.objectContaining({ sku: 'AMOX-500-21', isSuitableForAge: false }),
    ]);
    const add = await call(
      'POST',
      `/api/cart/update?cartId=${adult.cart}`,
      { cartItem: { sku: 'AMOX-500-21', qty: 1, product_option: rx('2611000022', CHILD) } },
      adult.token,
    );
    expect(add.body.result).toBe("This medicine is not suitable for the patient's age.");
  });

  it('records every read in the access log by a keyed hash, and drops records older than a year', async () => {
    const log = schema.prescriptionAccessLog;
    await testApp.app.db.insert(log).values([
      { customerId: adult.id, patientHash: 'old', action: 'list', readAt: sql`now() - interval '13 months'` },
      {
        customerId: adult.id,
        patientHash: 'recent',
        action: 'list',
        readAt: sql`now() - interval '11 months'`,
      },
    ]);
    await call('GET', `/api/prescription/list?cartId=${adult.cart}`, undefined, adult.token);
    // What the retention job does with the access log's period of a year.
    await deleteAccessLogBefore(testApp.app.db, retentionCutoff(new Date(), { months: 12, days: 0 }));
    const rows = await testApp.app.db.select().from(log);
    expect(rows.map((r) => r.patientHash)).not.toContain('old');
    expect(rows.map((r) => r.patientHash)).toContain('recent');
    const reads = rows.filter((r) => r.customerId === adult.id && r.patientHash.length === 64);
    expect(reads.map((r) => r.action)).toEqual(expect.arrayContaining(['list', 'offer']));
    expect(JSON.stringify(rows)).not.toContain(ADULT);
    expect(JSON.stringify(rows)).not.toContain(CHILD);
  });

  it('removes the prescription lines for logout, also once the session has ended', async () => {
    const removed = await call('POST', `/api/prescription/cart/remove-lines?cartId=${adult.cart}`);
    expect(removed.body).toEqual({ code: 200, result: 1 });
    const pull = await call('GET', `/api/cart/pull?cartId=${adult.cart}`, undefined, adult.token);
    expect(pull.body.result).toEqual([]);
  });
});

describe('who may read prescriptions', () => {
  it('refuses a guest, another customer and a password-only customer', async () => {
    const owner = await customer(OTHER, 'owner@example.ee');
    const intruder = await customer('39703035237', 'intruder@example.ee');
    const passwordOnly = await customer(null, 'password@example.ee');
    // Identified by Smart-ID once, but this session began with the password.
    const identifiedBefore = await customer('38412319871', 'before@example.ee', 'password');
    const listUrl = (cart: string) => `/api/prescription/list?cartId=${cart}`;
    expect((await call('GET', listUrl(owner.cart))).status).toBe(401);
    expect(await call('GET', listUrl(owner.cart), undefined, intruder.token)).toMatchObject({
      status: 401,
      body: { result: 'This cart belongs to another customer' },
    });
    expect(
      await call('POST', `/api/prescription/list/init?cartId=${passwordOnly.cart}`, {}, passwordOnly.token),
    ).toMatchObject({
      status: 403,
      body: {
        result: 'Please identify yourself with Smart-ID, Mobile-ID, ID-card or bank ID to see prescriptions.',
      },
    });
    for (const url of [
      `/api/prescription/list?cartId=`,
      `/api/prescription/products?prescriptionNumber=1&cartId=`,
    ]) {
      const answer = await call('GET', url + identifiedBefore.cart, undefined, identifiedBefore.token);
      expect(answer.status).toBe(403);
    }
    expect(
      (
        await call(
          'POST',
          `/api/prescription/cart/remove-lines?cartId=${owner.cart}`,
          undefined,
          intruder.token,
        )
      ).status,
    ).toBe(401);
  });

  it('logs no personal code, prescription or offer', () => {
    const logged = lines.join('\n');
    expect(logged.length).toBeGreaterThan(0);
    for (const secret of [ADULT, OTHER, CHILD, FINN, '2611000001', 'ATOR-20-NP-30', 'Atorvastati']) {
      expect(logged).not.toContain(secret);
    }
  });
});
