import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-app.ts';
import { OPEN_INSTANT, prescriptionCalls } from './prescription-test-helpers.ts';

const ADULT = '60001019906';
const NUMBER = '2611000001';
const CHILD = '52005050003';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({}, { today: () => '2026-11-21', now: () => OPEN_INSTANT });
  // The sandbox service answers with callbacks over HTTP: the server listens.
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  expect((testApp.app.server.address() as AddressInfo).port).toBeGreaterThan(0);
});
afterAll(async () => {
  await testApp?.close();
});

const { call, customer } = prescriptionCalls({
  get app() {
    return testApp.app;
  },
});

/** Asks again until the service has answered (it answers 202 while it works). */
async function answered(ask: () => ReturnType<typeof call>) {
  for (let tries = 0; tries < 50; tries += 1) {
    const answer = await ask();
    if (answer.body.resultCode !== 202) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the service never answered');
}

describe('a prescription offer in the store view the cart is in', () => {
  it('names the offered medicines in Estonian once the customer who asked in /en comes to the Estonian store', async () => {
    const patient = await customer(ADULT, 'offer-language@example.ee');
    const cartIn = async (storeCode: string) =>
      (await call('POST', `/api/cart/create?storeCode=${storeCode}`, undefined, patient.token)).body.result;
    const nameIn = async (sku: string, storeCode: string) =>
      (await call('GET', `/api/product/${sku}?storeCode=${storeCode}`)).body.result.name as string;
    const offeredNames = async () => {
      const offer = await answered(() =>
        call(
          'GET',
          `/api/prescription/products?cartId=${patient.cart}&prescriptionNumber=${NUMBER}`,
          undefined,
          patient.token,
        ),
      );
      return (offer.body.result.offers as { sku: string; name: string }[]).map((o) => [o.sku, o.name]);
    };

    expect(await cartIn('en')).toBe(patient.cart);
    await call('POST', `/api/prescription/list/init?cartId=${patient.cart}`, {}, patient.token);
    await answered(() =>
      call('GET', `/api/prescription/list?cartId=${patient.cart}`, undefined, patient.token),
    );
    await call(
      'POST',
      `/api/prescription/products/init?cartId=${patient.cart}`,
      { prescriptionNumber: NUMBER },
      patient.token,
    );
    const inEnglish = await offeredNames();
    expect(inEnglish.length).toBeGreaterThan(0);
    for (const [sku, name] of inEnglish) expect(name).toBe(await nameIn(sku!, 'en'));

    expect(await cartIn('ee')).toBe(patient.cart);
    const inEstonian = await offeredNames();
    expect(inEstonian.map(([sku]) => sku)).toEqual(inEnglish.map(([sku]) => sku));
    for (const [sku, name] of inEstonian) expect(name).toBe(await nameIn(sku!, 'ee'));
    expect(inEstonian).not.toEqual(inEnglish);
  });
});

describe("a prescription list in the store's language", () => {
  it('names the medicine, its dosage and the doctor in the language of the store the list was asked in', async () => {
    const patient = await customer(CHILD, 'list-language@example.ee');
    const listIn = async (storeCode: string) => {
      const cart = (await call('POST', `/api/cart/create?storeCode=${storeCode}`, undefined, patient.token))
        .body.result as string;
      await call('POST', `/api/prescription/list/init?cartId=${cart}`, {}, patient.token);
      const list = await answered(() =>
        call('GET', `/api/prescription/list?cartId=${cart}`, undefined, patient.token),
      );
      const prescriptions = list.body.result.prescriptions as {
        number: string;
        title: string;
        dosage: string;
        doctor: string;
      }[];
      expect(prescriptions.map((p) => p.number)).toEqual(['2611000021', '2611000022']);
      return prescriptions.map(({ title, dosage, doctor }) => ({ title, dosage, doctor }));
    };

    expect((await listIn('ee'))[1]).toEqual({
      title: 'Amoksitsilliin 500 mg kapslid (toimeaine)',
      dosage: '1 kapsel kolm korda päevas 7 päeva jooksul',
      doctor: 'dr Kadri Kask',
    });
    expect((await listIn('en'))[1]).toEqual({
      title: 'Amoxicillin 500 mg capsules (active substance)',
      dosage: '1 capsule three times a day for 7 days',
      doctor: 'Dr. Kadri Kask',
    });
    const ru = await listIn('ru');
    expect(ru[0]).toEqual({
      title: 'Амоксициллин 50 мг/мл, порошок для приготовления суспензии для приёма внутрь, 100 мл',
      dosage: 'По 5 мл три раза в день в течение 7 дней',
      doctor: 'д-р Kadri Kask',
    });
    // No English is left behind in the Russian list.
    for (const p of ru)
      expect(`${p.title} ${p.dosage}`).not.toMatch(/tablet|capsule|active substance|a day/i);
  });
});
