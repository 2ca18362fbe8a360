import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '@apteek/db';
import { useListeningTestApp } from '../../test-app.ts';
import { OFFER_WAIT_MINUTES } from '../../providers/e-prescription/index.ts';
import { prescriptionCalls } from '../prescription/prescription-test-helpers.ts';
import { chatTestCalls } from '../chat/chat-test-helpers.ts';
import { openHub, type HubSocket } from '../realtime/testing/hub-client.ts';

/**
 * Prescription offers on a listening server: a request for an offer waits for the pharmacist on duty,
 * who sees only what it needs, picks from the suitable products and sends the offer through the
 * hub; with nobody on duty, and after OFFER_WAIT_MINUTES, the automatic composer answers.
 */
const ADULT = '60001019906';
const ATORVASTATIN = '2611000001';
const METFORMIN = '2611000002';

let clock = Date.parse('2026-11-25T10:00:00Z');
const testApp = useListeningTestApp(
  {},
  { today: () => '2026-11-21', now: () => new Date(clock), offerFallbackSweepMs: 50 },
);
const { customer, call: customerCall } = prescriptionCalls(testApp);
const { call, newStaff, logIn: logInAt } = chatTestCalls(testApp);
/** Signs the member in with the TOTP code of the app's clock. */
const logIn = (staff: { email: string; password: string; totpSecret: string }) => logInAt(staff, clock);

async function latestRequest(prescriptionNumber: string) {
  const [row] = await testApp.app.db
    .select()
    .from(schema.prescriptionOfferRequest)
    .where(eq(schema.prescriptionOfferRequest.prescriptionNumber, prescriptionNumber))
    .orderBy(desc(schema.prescriptionOfferRequest.id))
    .limit(1);
  return row!;
}

let adult: Awaited<ReturnType<typeof customer>>;
let socket: HubSocket;

async function askForOffer(prescriptionNumber: string) {
  const init = await customerCall(
    'POST',
    `/api/prescription/products/init?cartId=${adult.cart}`,
    { prescriptionNumber },
    adult.token,
  );
  expect(init.body.resultCode).toBe(200);
}

/** The customer asks for an offer, and the automatic composer answers it through the hub. */
async function expectAnsweredAutomatically(prescriptionNumber: string) {
  await askForOffer(prescriptionNumber);
  expect(await socket.next()).toMatchObject({
    type: 'PrescriptionDetailCallback',
    result: 'Success',
    prescriptionNumber,
  });
  expect(await latestRequest(prescriptionNumber)).toMatchObject({ answeredBy: 'automatic' });
}

async function waitingRequests(cookie: string) {
  return vi.waitFor(
    async () => {
      const queue = await call('GET', '/api/staff/offer-requests', undefined, { cookie });
      expect(queue.body.result.length).toBeGreaterThan(0);
      return queue;
    },
    { timeout: 20_000, interval: 100 },
  );
}

describe('prescription offers composed by the pharmacist', () => {
  let pharmacist: Awaited<ReturnType<typeof newStaff>>;
  let cookie: string;

  beforeAll(async () => {
    adult = await customer(ADULT, 'offers.adult@example.ee');
    socket = await openHub(testApp.origin, { key: adult.cart, token: adult.token });
    await customerCall('POST', `/api/prescription/list/init?cartId=${adult.cart}`, {}, adult.token);
    expect(await socket.next()).toMatchObject({ type: 'PrescriptionListCallback', result: 'Success' });
    pharmacist = await newStaff('pharmacist');
    ({ cookie } = await logIn(pharmacist));
  });
  afterAll(() => socket.close());

  it('leaves the automatic composer answering while the logged-in pharmacist is not on duty', async () => {
    expect((await call('GET', '/api/staff/me', undefined, { cookie })).body.result.onDuty).toBe(false);
    await expectAnsweredAutomatically(METFORMIN);
    expect((await call('GET', '/api/staff/offer-requests', undefined, { cookie })).body.result).toEqual([]);

    const on = await call('POST', '/api/staff/duty', { onDuty: true }, { cookie });
    expect(on.status).toBe(200);
    expect(on.body.result).toEqual({ onDuty: true });
    expect((await call('GET', '/api/staff/me', undefined, { cookie })).body.result.onDuty).toBe(true);
  });

  it('queues the request for the pharmacist on duty, who sees no personal code and sends the offer', async () => {
    await askForOffer(ATORVASTATIN);
    const queue = await waitingRequests(cookie);
    expect(queue.headers['cache-control']).toBe('no-store');
    const [request] = queue.body.result;
    expect(request).toEqual({
      id: expect.any(Number),
      prescriptionNumber: ATORVASTATIN,
      medicine: { kind: 'active-substance', atc: 'C10AA05', strength: '20 mg', form: 'tablet' },
      title: 'Atorvastatiin 20 mg tabletid (toimeaine)',
      qty: 3,
      rate: 75,
      requestedAt: new Date(clock).toISOString(),
      fallbackAt: new Date(clock + OFFER_WAIT_MINUTES * 60_000).toISOString(),
    });
    expect(JSON.stringify(queue.body)).not.toContain(ADULT);
    expect(JSON.stringify(queue.body)).not.toContain('Test');

    const products = await call('GET', `/api/staff/offer-requests/${request.id}/products`, undefined, {
      cookie,
    });
    expect(
      products.body.result.offers.map((o: { sku: string; isCheapest: boolean }) => [o.sku, o.isCheapest]),
    ).toEqual([
      ['ATOR-20-NP-30', true],
      ['ATOR-20-30', false],
    ]);
    expect(JSON.stringify(products.body)).not.toContain(ADULT);

    const send = (skus: string[]) =>
      call('POST', `/api/staff/offer-requests/${request.id}/offer`, { skus }, { cookie });
    const withoutCheapest = await send(['ATOR-20-30']);
    expect(withoutCheapest.status).toBe(400);
    expect(withoutCheapest.body.errors).toEqual([
      { field: 'skus', message: 'The cheapest suitable medicine must be offered.' },
    ]);
    expect(await socket.next(700)).toBeNull();

    const sent = await send(['ATOR-20-30', 'ATOR-20-NP-30']);
    expect(sent.status).toBe(200);
    expect(await socket.next()).toMatchObject({
      type: 'PrescriptionDetailCallback',
      result: 'Success',
      prescriptionNumber: ATORVASTATIN,
    });
    const offer = await customerCall(
      'GET',
      `/api/prescription/products?cartId=${adult.cart}&prescriptionNumber=${ATORVASTATIN}`,
      undefined,
      adult.token,
    );
    expect(offer.body.result).toMatchObject({ result: 'Success', patientCode: ADULT, qty: 3 });
    expect(offer.body.result.offers.map((o: { sku: string }) => o.sku)).toEqual([
      'ATOR-20-NP-30',
      'ATOR-20-30',
    ]);
    expect(await latestRequest(ATORVASTATIN)).toMatchObject({
      answeredBy: 'pharmacist',
      answeredByStaffId: pharmacist.id,
    });
    expect((await send(['ATOR-20-NP-30'])).status).toBe(404);

    const [entry] = await testApp.app.db
      .select()
      .from(schema.staffAuditLog)
      .where(eq(schema.staffAuditLog.action, 'offer_sent'));
    expect(entry).toMatchObject({ staffId: pharmacist.id, details: { result: 'Success', products: 2 } });
    expect(JSON.stringify(entry)).not.toContain(ATORVASTATIN);
    expect((await call('GET', '/api/staff/offer-requests', undefined, { cookie })).body.result).toEqual([]);
  });

  it('answers automatically once a request waited longer than the limit', async () => {
    await askForOffer(METFORMIN);
    await waitingRequests(cookie);
    expect(await socket.next(700)).toBeNull();
    clock += OFFER_WAIT_MINUTES * 60_000 + 1_000;
    expect(await socket.next(20_000)).toMatchObject({
      type: 'PrescriptionDetailCallback',
      result: 'Success',
      prescriptionNumber: METFORMIN,
    });
    expect(await latestRequest(METFORMIN)).toMatchObject({
      answeredBy: 'automatic',
      answeredByStaffId: null,
    });
    expect((await call('GET', '/api/staff/offer-requests', undefined, { cookie })).body.result).toEqual([]);
  });

  it('answers automatically again once the pharmacist ends the duty, and after logging out', async () => {
    expect((await call('POST', '/api/staff/duty', { onDuty: false }, { cookie })).body.result).toEqual({
      onDuty: false,
    });
    await expectAnsweredAutomatically(METFORMIN);

    const actions = await testApp.app.db
      .select({ action: schema.staffAuditLog.action })
      .from(schema.staffAuditLog)
      .where(eq(schema.staffAuditLog.staffId, pharmacist.id));
    expect(actions.map((a) => a.action).filter((a) => a.startsWith('duty_'))).toEqual([
      'duty_started',
      'duty_ended',
    ]);

    // Logging out ends the duty the session held.
    expect((await call('POST', '/api/staff/duty', { onDuty: true }, { cookie })).status).toBe(200);
    await call('POST', '/api/staff/logout', {}, { cookie });
    const admin = await newStaff('admin');
    await logIn(admin);
    await expectAnsweredAutomatically(METFORMIN);
  });

  it('refuses a guest, a customer token, a login without its code and an admin on every offer route', async () => {
    const admin = await newStaff('admin');
    const first = await call('POST', '/api/staff/login', { email: admin.email, password: admin.password });
    const challenge = first.body.result.challenge as string;
    const halfway = { cookie: `apteek_staff=${challenge}`, authorization: `Bearer ${challenge}` };
    const customerToken = { authorization: `Bearer ${adult.token}` };
    const { cookie: adminCookie } = await logIn(admin);
    const routes: ['GET' | 'POST', string, unknown?][] = [
      ['GET', '/api/staff/offer-requests'],
      ['GET', '/api/staff/offer-requests/1/products'],
      ['POST', '/api/staff/offer-requests/1/offer', { skus: [] }],
      ['POST', '/api/staff/duty', { onDuty: true }],
    ];
    for (const [method, url, body] of routes) {
      for (const headers of [{}, customerToken, halfway]) {
        expect((await call(method, url, body, headers)).status, `${method} ${url}`).toBe(401);
      }
      expect((await call(method, url, body, { cookie: adminCookie })).status, `${method} ${url}`).toBe(403);
    }
  });
});
