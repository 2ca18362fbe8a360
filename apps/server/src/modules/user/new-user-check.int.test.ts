// @postgres: the terms' time is written by an update that keeps the first acceptance (coalesce with now()) on a column the migration added.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { ACCOUNT_INCOMPLETE_MESSAGE, FORM_MESSAGES } from '@apteek/domain';
import { apiCall, buildTestApp, type TestApp } from '../../test-app.ts';
import { identityAccounts } from '../identity/index.ts';
import { checkoutCalls } from '../order/order-test-helpers.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const holder = {
  get app() {
    return testApp.app;
  },
};
const call = apiCall(holder);
const { cartWith, orderBody, placeOrder } = checkoutCalls(holder);

async function strongLogin(personalCode: string) {
  const accounts = identityAccounts({ db: testApp.app.db, users: testApp.app.users });
  const { session, customer } = await accounts.identityLogin({
    personalCode,
    country: 'EE',
    givenName: 'JAAN',
    surname: 'TAMM',
    method: 'smart-id',
  });
  return { token: session.token, customerId: customer.id };
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const termsRow = async (customerId: number) =>
  (
    await testApp.app.db
      .select({ accepted: schema.customer.consentTermsAccepted, at: schema.customer.termsAcceptedAt })
      .from(schema.customer)
      .where(eq(schema.customer.id, customerId))
  )[0]!;

describe('the new-user check after a strong login', () => {
  it('refuses checkout until the account has its e-mail, phone and accepted terms', async () => {
    const { token, customerId } = await strongLogin('38412319871');
    const me = await call('GET', '/api/user/me', undefined, auth(token));
    expect(me.body.result).toMatchObject({
      email: '',
      phoneNumber: null,
      consentTermsAccepted: false,
      termsAcceptedAt: null,
    });

    const cartId = await cartWith({ 'IBU-400-20': 1 }, { token });
    const refused = await placeOrder(cartId, orderBody(), { token });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 409, result: ACCOUNT_INCOMPLETE_MESSAGE });

    // The e-mail and phone alone are not enough: the terms are still missing.
    const partly = await call(
      'POST',
      '/api/user/me',
      { customer: { email: 'jaan.tamm@example.ee', phoneNumber: '+37251234567' } },
      auth(token),
    );
    expect(partly.status).toBe(200);
    expect((await placeOrder(cartId, orderBody(), { token })).status).toBe(409);
    expect(await termsRow(customerId)).toEqual({ accepted: false, at: null });

    const before = Date.now();
    const accepted = await call(
      'POST',
      '/api/user/me',
      { customer: { consentTermsAccepted: true } },
      auth(token),
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.result.consentTermsAccepted).toBe(true);
    const stored = await termsRow(customerId);
    expect(stored.accepted).toBe(true);
    expect(stored.at!.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(accepted.body.result.termsAcceptedAt).toBe(stored.at!.toISOString());

    const placed = await placeOrder(cartId, orderBody(), { token });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  });

  it('keeps the time of the first acceptance when the terms are accepted again', async () => {
    const { token, customerId } = await strongLogin('49403136526');
    await call('POST', '/api/user/me', { customer: { consentTermsAccepted: true } }, auth(token));
    const first = (await termsRow(customerId)).at!;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await call(
      'POST',
      '/api/user/me',
      { customer: { consentTermsAccepted: true, phoneNumber: '+37255555555' } },
      auth(token),
    );
    expect((await termsRow(customerId)).at).toEqual(first);
  });

  it('cannot take the terms back through the profile', async () => {
    const { token } = await strongLogin('50001029996');
    const refused = await call(
      'POST',
      '/api/user/me',
      { customer: { consentTermsAccepted: false } },
      auth(token),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'customer.consentTermsAccepted', message: FORM_MESSAGES.terms },
    ]);
  });

  it('lets a registered account with a phone order, its terms accepted when it was made', async () => {
    const email = `registered.${Date.now()}@example.ee`;
    const created = await call('POST', '/api/user/create', {
      customer: {
        email,
        firstname: 'Mari',
        lastname: 'Maasikas',
        phoneNumber: '+37251234567',
        consentTermsAccepted: true,
      },
      password: 'Customer-pass-2026',
    });
    expect(created.status).toBe(200);
    expect(Date.parse(created.body.result.termsAcceptedAt)).not.toBeNaN();
  });
});
